import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { canonicalCharset, decodeHtml, detectCharset } from "./decode";

const ascii = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../tests/stubs/articles/${name}`, import.meta.url)));

describe("canonicalCharset", () => {
  it.each([
    ["gb2312", "gbk"],
    ["GBK", "gbk"],
    ["x-gbk", "gbk"],
    ["gb18030", "gb18030"],
    ["cp936", "gbk"],
    ["Shift_JIS", "shift_jis"],
    ["shift-jis", "shift_jis"],
    ["sjis", "shift_jis"],
    ["x-sjis", "shift_jis"],
    ["EUC-JP", "euc-jp"],
    ["euc-kr", "euc-kr"],
    ["ks_c_5601-1987", "euc-kr"],
    ["cp949", "euc-kr"],
    ["big5", "big5"],
    ["utf8", "utf-8"],
    ["iso-8859-1", "windows-1252"],
  ])("maps %s to %s", (label, expected) => {
    expect(canonicalCharset(label)).toBe(expected);
  });

  it("knows nothing of made-up labels", () => {
    expect(canonicalCharset("klingon-8")).toBeNull();
    expect(canonicalCharset("")).toBeNull();
  });
});

describe("detectCharset", () => {
  it("takes the Content-Type charset", () => {
    expect(detectCharset(ascii('<meta charset="euc-kr">'), "gbk")).toBe("gbk");
  });

  it("lets a byte order mark win over the header, as browsers do", () => {
    expect(detectCharset(new Uint8Array([0xef, 0xbb, 0xbf, 0x3c]), "iso-8859-1")).toBe("utf-8");
    expect(detectCharset(new Uint8Array([0xff, 0xfe, 0x3c, 0x00]), null)).toBe("utf-16le");
    expect(detectCharset(new Uint8Array([0xfe, 0xff, 0x00, 0x3c]), null)).toBe("utf-16be");
  });

  it("reads <meta charset> and <meta http-equiv> in the first 4 KB", () => {
    expect(detectCharset(ascii('<html><head><meta charset="Shift_JIS"><title>'), null)).toBe("shift_jis");
    expect(detectCharset(ascii("<meta http-equiv='Content-Type' content='text/html; charset=ks_c_5601-1987'>"), null)).toBe(
      "euc-kr",
    );
  });

  it("ignores a declaration after the first 4 KB or inside a comment", () => {
    expect(detectCharset(ascii(`${" ".repeat(4096)}<meta charset="gbk">`), null)).toBe("utf-8");
    expect(detectCharset(ascii('<!-- <meta charset="gbk"> --><meta charset="big5">'), null)).toBe("big5");
  });

  it("falls back past an unknown label and reads UTF-16 declared in ASCII as UTF-8", () => {
    expect(detectCharset(ascii('<meta charset="euc-jp">'), "klingon-8")).toBe("euc-jp");
    expect(detectCharset(ascii('<meta charset="utf-16">'), null)).toBe("utf-8");
  });

  it("defaults to UTF-8", () => {
    expect(detectCharset(ascii("<p>Hello</p>"), null)).toBe("utf-8");
  });
});

describe("decodeHtml on the stub site's pages", () => {
  it.each([
    ["zh-adc-licensing.html", "gbk", "康宁生物ADC新药授权海外"],
    ["ja-ips-heart.html", null, "iPS細胞由来の心筋シート"],
    ["ko-biosimilar.html", null, "황반변성 바이오시밀러"],
    ["de-mrna-plant.html", null, "Medivana eröffnet mRNA-Werk"],
  ])("decodes %s", (file, headerCharset, expected) => {
    const { html } = decodeHtml(fixture(file), headerCharset);
    expect(html).toContain(expected);
    expect(html).not.toContain("\ufffd");
    expect(html.startsWith("\ufeff")).toBe(false);
  });
});
