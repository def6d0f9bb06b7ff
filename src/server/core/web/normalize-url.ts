import { AppError } from "../errors";

// Parameters that only say where a reader came from; the page is the same without them.
// `from` and `isappinstalled` are added by WeChat and Chinese portals when an article is shared.
const TRACKING_PARAMS = new Set([
  "fbclid",
  "gclid",
  "dclid",
  "gbraid",
  "wbraid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "igshid",
  "igsh",
  "spm",
  "scm",
  "from",
  "isappinstalled",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "_ga",
  "_gl",
  "vero_id",
  "oly_anon_id",
  "oly_enc_id",
  "wt.mc_id",
]);

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING_PARAMS.has(lower);
}

/**
 * The form of a URL under which an article is stored and found again. Scheme and host case and
 * default ports are already normalized by WHATWG URL parsing. The query is filtered on its raw
 * text so that the parameters kept stay byte for byte as the site wrote them.
 */
export function normalizeUrl(input: string | URL): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch (error) {
    throw new AppError("bad_request", "This is not a valid web address.", { cause: error });
  }
  url.hash = "";
  if (url.hostname.endsWith(".") && !url.hostname.startsWith("[")) url.hostname = url.hostname.slice(0, -1);
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !isTrackingParam(decodeParamName(pair)));
  url.search = kept.length > 0 ? `?${kept.join("&")}` : "";
  return url.href;
}

function decodeParamName(pair: string): string {
  const name = pair.split("=", 1)[0]!.replaceAll("+", " ");
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The site an address is on, as a reader names it: its host without "www." ("fiercebiotech.com"); the text itself when it is no address. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
