import { escapeHtml } from "@/server/core/http/escape-html";
// Summaries are simple HTML: paragraphs with bold key terms, nothing else. Both engines build
// them from segments, and a provider's HTML is taken apart and rebuilt the same way, so no tag
// or attribute the model wrote reaches a page.

export type SummarySegment = { readonly text: string; readonly strong: boolean };
export type SummaryParagraph = readonly SummarySegment[];

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", ndash: "–", mdash: "—", hellip: "…",
  lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", middot: "·", copy: "©", reg: "®", trade: "™", deg: "°",
  plusmn: "±", times: "×", micro: "µ", alpha: "α", beta: "β", gamma: "γ", kappa: "κ", le: "≤", ge: "≥",
  euro: "€", pound: "£", yen: "¥", shy: "",
};

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

export function renderSummaryHtml(paragraphs: readonly SummaryParagraph[]): string {
  return paragraphs
    .map((segments) => {
      const runs: SummarySegment[] = [];
      for (const segment of segments) {
        const last = runs[runs.length - 1];
        if (last && last.strong === segment.strong) runs[runs.length - 1] = { text: last.text + segment.text, strong: last.strong };
        else if (segment.text) runs.push(segment);
      }
      const inner = runs
        .map((segment) => (segment.strong ? `<strong>${escapeHtml(segment.text)}</strong>` : escapeHtml(segment.text)))
        .join("");
      return inner ? `<p>${inner}</p>` : "";
    })
    .join("");
}

// Elements whose content is never text for a reader.
const DROPPED_CONTENT = new Set(["script", "style", "iframe", "object", "embed", "noscript", "template", "textarea", "title", "svg", "math", "head", "select"]);
const BLOCKS = new Set(["p", "div", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "section", "article", "table", "tr", "br", "hr"]);
const BOLD = new Set(["strong", "b"]);

type Token = { kind: "text"; text: string } | { kind: "tag"; name: string; closing: boolean };

/** Reads HTML as text and tags, without a regular expression for tags. */
function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  let text = "";
  const flush = () => {
    if (text) tokens.push({ kind: "text", text });
    text = "";
  };
  while (index < html.length) {
    const char = html[index]!;
    const next = html[index + 1] ?? "";
    const opensTag = char === "<" && (/[a-zA-Z/!?]/.test(next));
    if (!opensTag) {
      text += char;
      index += 1;
      continue;
    }
    flush();
    if (html.startsWith("<!--", index)) {
      const end = html.indexOf("-->", index + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    let end = index + 1;
    let quote: string | null = null;
    while (end < html.length) {
      const current = html[end]!;
      if (quote) {
        if (current === quote) quote = null;
      } else if (current === '"' || current === "'") quote = current;
      else if (current === ">") break;
      end += 1;
    }
    const inside = html.slice(index + 1, end);
    index = end + 1;
    const closing = inside.startsWith("/");
    let nameEnd = closing ? 1 : 0;
    while (nameEnd < inside.length && /[a-zA-Z0-9]/.test(inside[nameEnd]!)) nameEnd += 1;
    const name = inside.slice(closing ? 1 : 0, nameEnd).toLowerCase();
    if (!name) continue;
    tokens.push({ kind: "tag", name, closing });
    if (!closing && DROPPED_CONTENT.has(name)) {
      const closer = html.toLowerCase().indexOf(`</${name}`, index);
      if (closer === -1) index = html.length;
      else {
        const after = html.indexOf(">", closer);
        index = after === -1 ? html.length : after + 1;
      }
    }
  }
  flush();
  return tokens;
}

function normalizeParagraph(segments: SummarySegment[]): SummarySegment[] {
  const merged: SummarySegment[] = [];
  for (const segment of segments) {
    const text = segment.text.replace(/\s+/g, " ");
    const last = merged[merged.length - 1];
    if (last && last.strong === segment.strong) merged[merged.length - 1] = { text: last.text + text, strong: last.strong };
    else merged.push({ text, strong: segment.strong });
  }
  if (merged.length) {
    merged[0] = { ...merged[0]!, text: merged[0]!.text.trimStart() };
    const lastIndex = merged.length - 1;
    merged[lastIndex] = { ...merged[lastIndex]!, text: merged[lastIndex]!.text.trimEnd() };
  }
  return merged.filter((segment) => segment.text.trim() || segment.text === " ");
}

/** Paragraphs and bold runs of any HTML or plain text; every other element becomes its text. */
export function parseSummary(htmlOrText: string): SummaryParagraph[] {
  const paragraphs: SummarySegment[][] = [[]];
  let bold = 0;
  const tokens = tokenize(htmlOrText);
  const hasBlocks = tokens.some((token) => token.kind === "tag" && BLOCKS.has(token.name));
  for (const token of tokens) {
    if (token.kind === "tag") {
      if (BOLD.has(token.name)) bold = Math.max(0, bold + (token.closing ? -1 : 1));
      else if (BLOCKS.has(token.name)) paragraphs.push([]);
      continue;
    }
    const text = decodeHtmlEntities(token.text);
    // Plain text: blank lines separate paragraphs.
    const parts = hasBlocks ? [text] : text.split(/\n\s*\n/);
    parts.forEach((part, index) => {
      if (index > 0) paragraphs.push([]);
      paragraphs[paragraphs.length - 1]!.push({ text: part, strong: bold > 0 });
    });
  }
  return paragraphs.map(normalizeParagraph).filter((segments) => segments.some((segment) => segment.text.trim()));
}

/** A provider's summary, kept to paragraphs and bold text and escaped anew. */
export function rebuildProviderSummary(html: string): string {
  return renderSummaryHtml(parseSummary(html));
}

/** The summary as plain text, one paragraph per line. */
export function summaryToPlainText(htmlOrText: string): string {
  return parseSummary(htmlOrText)
    .map((segments) => segments.map((segment) => segment.text).join("").trim())
    .join("\n");
}
