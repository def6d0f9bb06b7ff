import type { ArticleDocument } from "./document";
import type { KeySpan } from "./summarize";
import { isCjkFunctionChar } from "../stop-words";
import { cjkRuns, hangulWords, isCjkStopTerm, isStopWord, latinWords, type Word } from "./terms";

// Raw keywords in the article's own language: the matched key terms (tag synonyms, entities,
// drug names) first, then frequent words and word pairs, Korean stems, katakana words and
// repeated Han substrings (Chinese and Japanese have no spaces to find words by).

export const KEYWORDS_MAX = 15;
const KEY_TERM_WEIGHT = 2;
const TITLE_BONUS = 2;

type Candidate = { text: string; score: number; first: number };

class Scores {
  readonly byKey = new Map<string, Candidate>();
  add(text: string, score: number, first: number): void {
    // "raises $" is the keyword "raises".
    const clean = text.replace(/\s+/g, " ").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, "").trim();
    if (!clean || isCjkStopTerm(clean)) return;
    // "breast cancers" and "breast cancer" are one keyword.
    const key = clean.toLowerCase().replace(/(?<=[a-z]{4})s$/, "");
    const existing = this.byKey.get(key);
    if (existing) {
      existing.score += score;
      existing.first = Math.min(existing.first, first);
    } else this.byKey.set(key, { text: clean, score, first });
  }
}

function countWords(words: readonly Word[], scores: Scores, document: ArticleDocument, minCount: number, weight = 1): void {
  const counts = new Map<string, { word: Word; count: number; inTitle: boolean }>();
  for (const word of words) {
    const key = word.text.toLowerCase();
    const entry = counts.get(key) ?? { word, count: 0, inTitle: false };
    entry.count += 1;
    entry.inTitle ||= word.start < document.bodyStart;
    counts.set(key, entry);
  }
  for (const { word, count, inTitle } of counts.values()) {
    if (count >= minCount || inTitle) scores.add(word.text, weight * count + (inTitle ? TITLE_BONUS : 0), word.start);
  }
}

/** How many characters before each offset belong to a key term, to ask "does a range touch one?" at once. */
function keyTermCoverage(length: number, keySpans: readonly KeySpan[]): Uint32Array {
  const covered = new Uint8Array(length);
  for (const span of keySpans) covered.fill(1, span.start, span.end);
  const before = new Uint32Array(length + 1);
  for (let index = 0; index < length; index += 1) before[index + 1] = before[index]! + covered[index]!;
  return before;
}

function latinCandidates(document: ArticleDocument, keySpans: readonly KeySpan[], scores: Scores): void {
  const coverage = keyTermCoverage(document.text.length, keySpans);
  const words = latinWords(document.text).filter(
    (word) => word.text.length >= 3 && !isStopWord(word.text) && !/^[\d.,%-]+$/.test(word.text),
  );
  countWords(words, scores, document, 2);
  const pairs: Word[] = [];
  for (let index = 0; index + 1 < words.length; index += 1) {
    const [left, right] = [words[index]!, words[index + 1]!];
    // A pair touching a key term only repeats it or cuts it ("HER2-low breast").
    const touchesKeyTerm = coverage[right.end]! > coverage[left.start]!;
    if (!touchesKeyTerm && document.text.slice(left.end, right.start) === " ") {
      pairs.push({ text: `${left.text} ${right.text}`, start: left.start, end: right.end });
    }
  }
  countWords(pairs, scores, document, 2, 1.5);
}

type Gram = { count: number; first: number; before: string | null; after: string | null };

// A character that differs between occurrences is recorded as "" (no single neighbour).
function neighbour(previous: string | null, current: string): string {
  return previous === null || previous === current ? current : "";
}

function hanCandidates(document: ArticleDocument, scores: Scores): void {
  const grams = new Map<string, Gram>();
  for (const run of cjkRuns(document.text)) {
    if (/^[\p{Script=Katakana}ー]+$/u.test(run.text)) {
      if (run.text.length >= 3) scores.add(run.text, 1, run.start);
      continue;
    }
    for (let size = 2; size <= 5; size += 1) {
      for (let index = 0; index + size <= run.text.length; index += 1) {
        const gram = run.text.slice(index, index + size);
        if (isCjkFunctionChar(gram[0]!) || isCjkFunctionChar(gram[gram.length - 1]!)) continue;
        const entry = grams.get(gram) ?? { count: 0, first: run.start + index, before: null, after: null };
        entry.count += 1;
        entry.before = neighbour(entry.before, run.text[index - 1] ?? "");
        entry.after = neighbour(entry.after, run.text[index + size] ?? "");
        grams.set(gram, entry);
      }
    }
  }
  for (const [gram, { count, first, before, after }] of grams) {
    // Keep maximal repeats: a gram always seen with the same neighbour is part of a longer word.
    if (count < 2 || before || after) continue;
    scores.add(gram, (count * gram.length) / 2, first);
  }
}

export function extractKeywords(document: ArticleDocument, keySpans: readonly KeySpan[]): string[] {
  const scores = new Scores();
  for (const span of keySpans) {
    const inTitle = span.start < document.bodyStart;
    scores.add(document.text.slice(span.start, span.end), KEY_TERM_WEIGHT + (inTitle ? TITLE_BONUS : 0), span.start);
  }
  latinCandidates(document, keySpans, scores);
  countWords(hangulWords(document.text), scores, document, 2);
  hanCandidates(document, scores);

  const ranked = [...scores.byKey.values()].sort((a, b) => b.score - a.score || a.first - b.first);
  const chosen: string[] = [];
  for (const candidate of ranked) {
    if (chosen.length === KEYWORDS_MAX) break;
    const lower = candidate.text.toLowerCase();
    if (candidate.text.length > 60 || chosen.some((other) => other.toLowerCase().includes(lower))) continue;
    chosen.push(candidate.text);
  }
  return chosen;
}
