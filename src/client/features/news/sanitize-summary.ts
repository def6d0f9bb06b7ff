import DOMPurify from "dompurify";
import { ALLOWED_ATTR, ALLOWED_TAGS, allowedFontSize, isAllowedImageSource, isHttpUrl, setLinkTarget } from "./summary-allowlist";

// A private instance, so that these hooks apply to summaries only.
const purifier = DOMPurify(window);
purifier.addHook("afterSanitizeAttributes", (node) => {
  if (node.hasAttribute("style")) {
    const pixels = node.tagName === "SPAN" ? allowedFontSize(node.getAttribute("style") ?? "") : null;
    if (pixels !== null) {
      node.setAttribute("style", `font-size: ${pixels}px`);
    } else {
      node.removeAttribute("style");
    }
  }
  if (node.tagName === "A") {
    if (isHttpUrl(node.getAttribute("href") ?? "")) {
      setLinkTarget(node);
    } else {
      node.removeAttribute("href");
    }
  }
  if (node.tagName === "IMG" && !isAllowedImageSource(node.getAttribute("src") ?? "")) {
    node.removeAttribute("src");
  }
});

/** The summary as a sanitized element, ready to post-process and serialize; loaded only for a summary `allowedSummary` refuses. */
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
