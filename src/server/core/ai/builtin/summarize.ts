import type { ArticleDocument, Script } from "./document";
import { keepLongest } from "./phrase-matcher";
import type { Sentence } from "./sentences";
import { renderSummaryHtml, type SummarySegment } from "../summary-html";
import { rankingTerms } from "./terms";

// Extractive summary: sentences ranked by centrality (TF-IDF cosine with the whole article),
// position, overlap with the title and key terms; 3–5 of them kept in article order within
// about one short paragraph, key terms in bold.

/** A key term in the text; `key` names what it stands for, so that each thing is bolded once. */
export type KeySpan = { readonly start: number; readonly end: number; readonly key: string };
export type Summary = { readonly html: string; readonly sentences: readonly Sentence[] };

const MIN_SENTENCES = 3;
const MAX_SENTENCES = 5;
const MAX_BOLD = 10;
const MAX_BOLD_PER_SENTENCE = 5;
// After the first three, a sentence joins only if it ranks close to the best one.
const EXTRA_SENTENCE_SCORE = 0.5;
// About one short paragraph: CJK characters carry more than Latin ones, Hangul in between.
const LENGTH_CAP: Record<Script, number> = { latin: 900, cjk: 350, hangul: 450 };
const SHORT: Record<Script, number> = { latin: 40, cjk: 14, hangul: 20 };
const LONG: Record<Script, number> = { latin: 420, cjk: 160, hangul: 220 };
const WEIGHTS = { centrality: 0.35, position: 0.3, title: 0.15, terms: 0.2 };
const NOT_NEWS = /@|https?:\/\/|www\.|\b(tel|phone|fax)[.:]|©|all rights reserved/i;

type Ranked = { sentence: Sentence; score: number; terms: Set<string> };

function weighted(terms: readonly string[], idf: ReadonlyMap<string, number>): Map<string, number> {
  const vector = new Map<string, number>();
  for (const term of terms) vector.set(term, (vector.get(term) ?? 0) + (idf.get(term) ?? 0));
  return vector;
}

function cosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>, normB: number): number {
  let dot = 0;
  let normA = 0;
  for (const [term, value] of a) {
    dot += value * (b.get(term) ?? 0);
    normA += value * value;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / Math.min(a.size, b.size);
}

function rank(document: ArticleDocument, keySpans: readonly KeySpan[]): Ranked[] {
  const { sentences, script } = document;
  const termLists = sentences.map((sentence) => rankingTerms(sentence.text));
  const documentFrequency = new Map<string, number>();
  for (const terms of termLists) for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = new Map([...documentFrequency].map(([term, count]) => [term, Math.log(1 + sentences.length / count)]));
  const whole = weighted(termLists.flat(), idf);
  let wholeNorm = 0;
  for (const value of whole.values()) wholeNorm += value * value;
  const titleTerms = new Set(rankingTerms(document.title));
  const keyStarts = keySpans.map((span) => span.start).sort((a, b) => a - b);
  const countBefore = (offset: number) => {
    let low = 0;
    let high = keyStarts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (keyStarts[middle]! < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return sentences.map((sentence, index) => {
    const terms = new Set(termLists[index]);
    const keyCount = countBefore(sentence.end) - countBefore(sentence.start);
    let score =
      WEIGHTS.centrality * cosine(weighted(termLists[index]!, idf), whole, wholeNorm) +
      WEIGHTS.position / (1 + 0.3 * index) +
      WEIGHTS.title * overlap(terms, titleTerms) +
      WEIGHTS.terms * Math.min(1, keyCount / 3);
    const length = sentence.text.length;
    if (length < SHORT[script]) score *= 0.3;
    if (length > LONG[script]) score *= 0.6;
    if (sentence.start >= document.boilerplateStart) score *= 0.1;
    if (NOT_NEWS.test(sentence.text)) score *= 0.2;
    if (/^["“„«「『]/.test(sentence.text)) score *= 0.8;
    // The title repeated as the first line of the text adds nothing.
    if (titleTerms.size && overlap(terms, titleTerms) > 0.8 && terms.size <= titleTerms.size + 2) score *= 0.1;
    return { sentence, score, terms };
  });
}

function choose(ranked: Ranked[], script: Script): Sentence[] {
  const cap = LENGTH_CAP[script];
  const separator = script === "cjk" ? 0 : 1;
  const chosen: Ranked[] = [];
  let total = 0;
  const sorted = [...ranked].sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const best = sorted[0]?.score ?? 0;
  for (const candidate of sorted) {
    if (chosen.length === MAX_SENTENCES) break;
    if (chosen.length >= MIN_SENTENCES && candidate.score < best * EXTRA_SENTENCE_SCORE) break;
    const extra = candidate.sentence.text.length + (chosen.length ? separator : 0);
    const fits = total + extra <= cap;
    if (!fits && (chosen.length >= MIN_SENTENCES || total + extra > cap * 1.5)) continue;
    if (chosen.some((other) => overlap(other.terms, candidate.terms) > 0.7)) continue;
    chosen.push(candidate);
    total += extra;
  }
  return chosen.map((item) => item.sentence).sort((a, b) => a.index - b.index);
}

// Names (companies, drugs, targets, diseases, regulators) are bolded before topic words.
const priority = (span: KeySpan) => (span.key.startsWith("tag:") ? 1 : 0);

/** Which spans to bold: each thing (and each wording) once, names first, a few per sentence. */
function boldSpans(document: ArticleDocument, sentences: readonly Sentence[], keySpans: readonly KeySpan[]): KeySpan[] {
  const spans = keepLongest(keySpans);
  const used = new Set<string>();
  const chosen: KeySpan[] = [];
  for (const sentence of sentences) {
    const inside = spans
      .filter((span) => span.start >= sentence.start && span.end <= sentence.end)
      .sort((a, b) => priority(a) - priority(b) || a.start - b.start);
    let count = 0;
    for (const span of inside) {
      if (count === MAX_BOLD_PER_SENTENCE || chosen.length === MAX_BOLD) break;
      const wording = document.text.slice(span.start, span.end).toLowerCase();
      if (used.has(span.key) || used.has(wording)) continue;
      if (chosen.some((other) => span.start < other.end && other.start < span.end)) continue;
      used.add(span.key);
      used.add(wording);
      chosen.push(span);
      count += 1;
    }
  }
  return chosen.sort((a, b) => a.start - b.start);
}

function segmentsOf(document: ArticleDocument, sentences: readonly Sentence[], keySpans: readonly KeySpan[]): SummarySegment[] {
  const segments: SummarySegment[] = [];
  const bold = boldSpans(document, sentences, keySpans);
  sentences.forEach((sentence, position) => {
    if (position > 0 && document.script !== "cjk") segments.push({ text: " ", strong: false });
    let cursor = sentence.start;
    for (const span of bold) {
      if (span.start < sentence.start || span.start >= sentence.end) continue;
      segments.push({ text: document.text.slice(cursor, span.start), strong: false });
      segments.push({ text: document.text.slice(span.start, span.end), strong: true });
      cursor = span.end;
    }
    segments.push({ text: document.text.slice(cursor, sentence.end), strong: false });
  });
  return segments.filter((segment) => segment.text);
}

export function summarize(document: ArticleDocument, keySpans: readonly KeySpan[]): Summary {
  if (!document.sentences.length) {
    return { html: renderSummaryHtml([[{ text: document.title, strong: false }]]), sentences: [] };
  }
  const sentences = choose(rank(document, keySpans), document.script);
  return { html: renderSummaryHtml([segmentsOf(document, sentences, keySpans)]), sentences };
}
