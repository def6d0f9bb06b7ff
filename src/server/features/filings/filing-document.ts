import { FILING_DESCRIPTION_MAX, FILING_KEY_SECTIONS_MAX, FILING_TEXT_MAX, type FilingType } from "@/shared/filings/constants";

// Business description and key sections cut from a filing's primary document (data-sources.md
// §2.6). The table of contents repeats each item heading, so the longest section under a heading
// is taken as its body.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", mdash: "—", ndash: "–", bull: "•" };

/** HTML to text with one line per block element. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head|ix:header)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|tr|li|h[1-6]|table|section)>/gi, "\n")
    .replace(/<\/t[dh]>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t\u00a0\u2002\u2003\u2009]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();
}

type Heading = { title: string; start: RegExp; item: string };

const ITEM = String.raw`item\s*`;
const heading = (title: string, item: string, pattern: string): Heading => ({ title, item, start: new RegExp(pattern, "gi") });
const HEADINGS: Record<FilingType, { business: Heading; risks: Heading; others: Heading[] }> = {
  "10-K": {
    business: heading("Item 1. Business", "1", `${ITEM}1\\.?\\s*[-–—:]?\\s*business\\b`),
    risks: heading("Item 1A. Risk Factors", "1A", `${ITEM}1A\\.?\\s*[-–—:]?\\s*risk\\s+factors`),
    others: [
      heading("Item 3. Legal Proceedings", "3", `${ITEM}3\\.?\\s*[-–—:]?\\s*legal\\s+proceedings`),
      heading("Item 7. Management's Discussion and Analysis", "7", `${ITEM}7\\.?\\s*[-–—:]?\\s*management`),
      heading("Item 8. Financial Statements", "8", `${ITEM}8\\.?\\s*[-–—:]?\\s*financial\\s+statements`),
    ],
  },
  "20-F": {
    business: heading("Item 4. Information on the Company", "4", `${ITEM}4\\.?\\s*[-–—:]?\\s*information\\s+on\\s+the\\s+company`),
    risks: heading("Item 3.D Risk Factors", "3", String.raw`(?:item\s*3\.?\s*)?\bD\.\s*risk\s+factors`),
    others: [
      heading("Item 5. Operating and Financial Review and Prospects", "5", `${ITEM}5\\.?\\s*[-–—:]?\\s*operating\\s+and\\s+financial`),
      heading("Item 18. Financial Statements", "18", `${ITEM}18\\.?\\s*[-–—:]?\\s*financial\\s+statements`),
    ],
  },
};

const ANY_ITEM = /\bitem\s*(\d{1,2}[a-d]?)\b/gi;

/** Where the next item (another than `item`) begins after `from`. */
function nextItem(text: string, from: number, item: string): number {
  ANY_ITEM.lastIndex = from;
  for (let match = ANY_ITEM.exec(text); match; match = ANY_ITEM.exec(text)) {
    if (match[1]!.toUpperCase() !== item) return match.index;
  }
  return text.length;
}

/** The longest text between the heading and the next item; null when absent. */
function section(text: string, heading: Heading): string | null {
  let best: string | null = null;
  for (const match of text.matchAll(heading.start)) {
    const from = match.index + match[0].length;
    const body = text.slice(from, Math.min(nextItem(text, from, heading.item), from + 300_000)).trim();
    if (best === null || body.length > best.length) best = body;
  }
  return best;
}

function hasHeading(text: string, heading: Heading): boolean {
  heading.start.lastIndex = 0;
  return heading.start.test(text);
}

/** The first paragraphs of the business section, cut at a sentence end. */
function describe(business: string): string {
  const paragraphs = business
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length >= 80 && /[.!?]$/.test(line));
  let description = "";
  for (const paragraph of paragraphs) {
    const next = description ? `${description} ${paragraph}` : paragraph;
    if (next.length > 1200) {
      if (!description) description = cutAtSentence(paragraph, 1200);
      break;
    }
    description = next;
    if (description.length >= 600) break;
  }
  return description.slice(0, FILING_DESCRIPTION_MAX);
}

function cutAtSentence(text: string, max: number): string {
  const head = text.slice(0, max);
  const end = head.lastIndexOf(". ");
  return end > max / 3 ? head.slice(0, end + 1) : `${head.trimEnd()}…`;
}

/** Risk factor headlines: the single-sentence lines a risk section sets apart from its paragraphs. */
function riskHeadlines(risks: string): string[] {
  const headlines: string[] = [];
  for (const raw of risks.split("\n")) {
    const line = raw.trim();
    if (line.length < 30 || line.length > FILING_TEXT_MAX) continue;
    if (!/^[A-Z“"]/.test(line) || !/[.:]$/.test(line)) continue;
    if ((line.match(/\. /g) ?? []).length > 0) continue;
    if (!headlines.includes(line)) headlines.push(line);
  }
  return headlines;
}

export type FilingSections = { businessDescription: string; keySections: string[] };

export function extractSections(html: string, filingType: FilingType): FilingSections {
  const text = htmlToText(html);
  const headings = HEADINGS[filingType];
  const business = section(text, headings.business);
  const risks = section(text, headings.risks);
  const keySections: string[] = [];
  if (business) keySections.push(headings.business.title);
  if (risks) keySections.push(headings.risks.title);
  for (const other of headings.others) if (hasHeading(text, other)) keySections.push(other.title);
  if (risks) keySections.push(...riskHeadlines(risks));
  return {
    businessDescription: business ? describe(business) : "",
    keySections: keySections.slice(0, FILING_KEY_SECTIONS_MAX),
  };
}
