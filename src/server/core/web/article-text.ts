const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

// Elements that start and end a paragraph. <br> counts too: many Chinese and Korean sites separate
// paragraphs with <br><br> inside one block.
const BLOCK_TAGS = new Set([
  "ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "BR", "CAPTION", "DD", "DETAILS", "DIV", "DL", "DT",
  "FIGCAPTION", "FIGURE", "FOOTER", "FORM", "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "LI",
  "MAIN", "NAV", "OL", "P", "PRE", "SECTION", "SUMMARY", "TABLE", "TBODY", "TFOOT", "THEAD", "TR", "UL",
]);
const CELL_TAGS = new Set(["TD", "TH"]);
const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "SVG", "BUTTON", "SELECT"]);

/** Collapses every run of whitespace (including no-break and ideographic spaces) to one space. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/[\u200b\ufeff]/g, "").replace(/\s+/g, " ").trim();
}

/** The paragraphs of an element's text, split where block elements begin and end. */
export function paragraphsOf(root: Node): string[] {
  const paragraphs: string[] = [];
  let current = "";
  const flush = () => {
    const paragraph = normalizeWhitespace(current);
    if (paragraph) paragraphs.push(paragraph);
    current = "";
  };
  const visit = (node: Node) => {
    if (node.nodeType === TEXT_NODE) {
      current += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toUpperCase();
    if (SKIPPED_TAGS.has(tag)) return;
    const isBlock = BLOCK_TAGS.has(tag);
    if (isBlock) flush();
    if (CELL_TAGS.has(tag)) current += " ";
    for (const child of node.childNodes) visit(child);
    if (CELL_TAGS.has(tag)) current += " ";
    if (isBlock) flush();
  };
  visit(root);
  flush();
  return paragraphs;
}
