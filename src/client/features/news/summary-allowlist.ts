import { NEWS_LIMITS } from "@/shared/limits";
import { SUMMARY_TAGS } from "@/shared/news/summary-tags";

// The render-side half of the summary allowlist (issue §4); the server sanitizes on save too
// (server/features/news/sanitize.ts), so a stored summary passes `allowedSummary` as it is.
export const ALLOWED_TAGS = SUMMARY_TAGS;
export const ALLOWED_ATTR = ["href", "src", "alt", "style"];
const FONT_SIZE_STYLE = /^\s*font-size\s*:\s*(\d+)px\s*;?\s*$/i;
const HTTP_URL = /^https?:\/\//i;

export const isHttpUrl = (url: string) => HTTP_URL.test(url);
const LINK_TARGET = "_blank";
const LINK_REL = "noopener noreferrer nofollow";
const [ELEMENT_NODE, TEXT_NODE, SHOW_ALL] = [1, 3, 0xffffffff];
const UPPER_TAGS = new Set(ALLOWED_TAGS.map((tag) => tag.toUpperCase()));

// Only our own uploads: the server copies outside images on save, so a reader asks no other site.
export function isAllowedImageSource(src: string): boolean {
  if (src.includes("..") || src.includes("\\")) return false;
  return src.startsWith("/uploads/images/");
}

/** The allowed size of a span's `font-size` style, else null. */
export function allowedFontSize(style: string): number | null {
  const pixels = Number(FONT_SIZE_STYLE.exec(style)?.[1]);
  return (NEWS_LIMITS.editorFontSizes as readonly number[]).includes(pixels) ? pixels : null;
}

/** A link as the page shows it: outside addresses open in a new tab, without referrer. */
export function setLinkTarget(link: Element): void {
  link.setAttribute("target", LINK_TARGET);
  link.setAttribute("rel", LINK_REL);
}

function isAllowedAttribute(element: Element, { name, value }: Attr): boolean {
  switch (`${element.tagName} ${name}`) {
    case "A href":
      return isHttpUrl(value);
    case "A target":
      return value === LINK_TARGET;
    case "A rel":
      return value === LINK_REL;
    case "IMG src":
      return isAllowedImageSource(value);
    case "IMG alt":
      return true;
    case "SPAN style":
      return allowedFontSize(value) !== null;
    default:
      return false;
  }
}

/**
 * The summary parsed (inertly: nothing runs or loads) when every node in it is one the allowlist
 * keeps unchanged, else null, and DOMPurify is loaded to clean it (sanitize-summary.ts). A check,
 * not a cleaner: anything it does not know sends the summary the long way.
 */
export function allowedSummary(html: string): HTMLElement | null {
  // Only the body is read and returned: whatever the parser puts elsewhere never reaches the page.
  const body = new DOMParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, "text/html").body;
  const walker = body.ownerDocument.createTreeWalker(body, SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === TEXT_NODE) continue;
    if (node.nodeType !== ELEMENT_NODE) return null;
    const element = node as Element;
    if (!UPPER_TAGS.has(element.tagName) || element.namespaceURI !== "http://www.w3.org/1999/xhtml") return null;
    if (![...element.attributes].every((attribute) => isAllowedAttribute(element, attribute))) return null;
    if (element.tagName === "IMG" && !element.hasAttribute("src")) return null;
  }
  for (const link of body.querySelectorAll("a[href]")) setLinkTarget(link);
  return body;
}
