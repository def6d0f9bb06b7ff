/** The HTML elements a summary may hold: the server keeps only these on save (features/news/sanitize.ts) and the page renders only these (client/features/news/summary-allowlist.ts). */
export const SUMMARY_TAGS = ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "a", "img", "span"];
