// Labels seen on real sites that the WHATWG Encoding Standard does not list.
const EXTRA_LABELS: Record<string, string> = {
  cp936: "gbk",
  ms936: "gbk",
  "windows-936": "gbk",
  cp949: "euc-kr",
  ms949: "euc-kr",
  "windows-949": "euc-kr",
  uhc: "euc-kr",
  euc_kr: "euc-kr",
  euc_jp: "euc-jp",
  cp932: "shift_jis",
  big5_hkscs: "big5",
  utf_8: "utf-8",
};

const PRESCAN_BYTES = 4096;

/**
 * The encoding's canonical name (TextDecoder's), or null when the label is unknown. The WHATWG
 * labels already cover gb2312/x-gbk → gbk, sjis/x-sjis → shift_jis, ks_c_5601-1987 → euc-kr.
 */
export function canonicalCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  const cleaned = label.trim().toLowerCase();
  try {
    return new TextDecoder(EXTRA_LABELS[cleaned] ?? cleaned).encoding;
  } catch {
    return null;
  }
}

/**
 * The HTML Standard's order: a byte order mark, then the Content-Type charset, then a <meta>
 * declaration in the first 4 KB, then UTF-8. The BOM goes first because browsers let it win, so a
 * page that carries one renders correctly whatever its server claims.
 */
export function detectCharset(body: Uint8Array, headerCharset: string | null): string {
  return bomCharset(body) ?? canonicalCharset(headerCharset) ?? metaCharset(body) ?? "utf-8";
}

export function decodeHtml(body: Uint8Array, headerCharset: string | null): { html: string; charset: string } {
  const charset = detectCharset(body, headerCharset);
  return { html: new TextDecoder(charset, { fatal: false }).decode(body), charset };
}

function bomCharset(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return "utf-8";
  if (body[0] === 0xfe && body[1] === 0xff) return "utf-16be";
  if (body[0] === 0xff && body[1] === 0xfe) return "utf-16le";
  return null;
}

function metaCharset(body: Uint8Array): string | null {
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.byteLength, PRESCAN_BYTES))
    .toString("latin1")
    .replace(/<!--[\s\S]*?-->/g, "");
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const label = /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(tag)?.[1];
    const charset = canonicalCharset(label);
    // A page that declares UTF-16 in ASCII-compatible bytes is not UTF-16 (HTML Standard prescan).
    if (charset) return charset.startsWith("utf-16") ? "utf-8" : charset;
  }
  return null;
}
