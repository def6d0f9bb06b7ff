import DOMPurify from "dompurify";
import { NEWS_LIMITS } from "@/shared/limits";

// The render-side half of the summary allowlist (issue §4); the server sanitizes on save too.
const ALLOWED_TAGS = ["p", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "a", "img", "span", "br"];
const ALLOWED_ATTR = ["href", "src", "alt", "style"];
const FONT_SIZE_STYLE = /^\s*font-size\s*:\s*(\d+)px\s*;?\s*$/i;
const HTTP_URL = /^https?:\/\//i;

// Only our own uploads: the server copies outside images on save, so a reader asks no other site.
function isAllowedImageSource(src: string): boolean {
  if (src.includes("..") || src.includes("\\")) return false;
  return src.startsWith("/uploads/images/");
}

// A private instance, so that these hooks apply to summaries only.
const purifier = DOMPurify(window);
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.hasAttribute("style")) {
    const size = node.tagName === "SPAN" ? FONT_SIZE_STYLE.exec(node.getAttribute("style") ?? "") : null;
    const pixels = Number(size?.[1]);
    if (size && (NEWS_LIMITS.editorFontSizes as readonly number[]).includes(pixels)) {
      node.setAttribute("style", `font-size: ${pixels}px`);
    } else {
      node.removeAttribute("style");
    }
  }
  if (node.tagName === "A") {
    if (HTTP_URL.test(node.getAttribute("href") ?? "")) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    } else {
      node.removeAttribute("href");
    }
  }
  if (node.tagName === "IMG" && !isAllowedImageSource(node.getAttribute("src") ?? "")) {
    node.removeAttribute("src");
  }
});

/** The summary as a sanitized element, ready to post-process and serialize. */
export function sanitizeSummary(html: string): HTMLElement {
  // With RETURN_DOM, DOMPurify returns the <body> that holds the clean nodes.
  const body = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement;
  for (const image of body.querySelectorAll("img:not([src])")) image.remove();
  return body;
}
