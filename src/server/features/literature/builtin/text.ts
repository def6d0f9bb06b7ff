import type { AnalysisDetails, Citation } from "@/shared/analyses/contracts";
import type { Paper } from "@/shared/literature/contracts";
import { functionWords } from "../../../core/ai/stop-words";

// Words, terms and citation marks shared by the built-in analyses. Everything is ordered by
// explicit tie-breaks so that the same papers always give the same text.

// The words of research writing that name no topic ("study", "results", "paper"…), on top of the
// product's one list of stop words (server/ai/stop-words.ts).
export const RESEARCH_WORDS: ReadonlySet<string> = new Set(
  (
    "study studies result results show shows showed shown using used use based data analysis analyses approach approaches method methods " +
    "novel new paper papers preprint preprints findings finding finds found significant significantly associated association identified identify identifies " +
    "reveal reveals revealed including include includes role roles level levels effect effects across two three one several many well high " +
    "higher low lower increased increase decreased decrease potential provide provides provided suggest suggests suggested demonstrate " +
    "demonstrates demonstrated report reports reported present presents herein known unknown important key different specific " +
    "compared comparison total number respectively related type types observed overall large small first second " +
    "background objective objectives conclusion conclusions conclude aim aims purpose introduction methodology design setting participants " +
    "main outcome outcomes measures interpretation funding evidence research work investigated investigate examined examine et al"
  ).split(/\s+/),
);

/** One section of an analysis as the answer carries it. */
export type Section = AnalysisDetails["sections"][number];

const STOP_WORDS = new Set([...functionWords("en"), ...RESEARCH_WORDS]);

/** Lower-case words of 3+ letters that carry meaning (no stop words, no bare numbers). */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*[\p{L}\p{N}]/gu) ?? [];
  return words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d[\d-]*$/.test(word));
}

export function paperText(paper: Paper): string {
  return `${paper.title}. ${paper.abstract}`;
}

/** "cells" and "cell" count as one term; the form shown is the first one met. */
export function termKey(word: string): string {
  return word.length > 4 && word.endsWith("s") && !/(ss|us|is)$/.test(word) ? word.slice(0, -1) : word;
}

// Past participles ("predicted", "reduced") say what a paper did, not what it is about.
const isTopicWord = (word: string) => !(word.length > 4 && word.endsWith("ed"));

export type TermCount = { term: string; count: number };

/** Unigrams and adjacent-word bigrams of a text, keyed by termKey, with a shown form and count. */
export function termCounts(text: string): Map<string, TermCount> {
  const counts = new Map<string, TermCount>();
  const add = (key: string, term: string) => {
    const entry = counts.get(key) ?? { term, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  };
  for (const sentence of text.split(/[.;:!?()[\]]+/)) {
    const words = contentWords(sentence);
    words.forEach((word, index) => {
      if (isTopicWord(word)) add(termKey(word), word);
      const next = words[index + 1];
      if (next) add(`${termKey(word)} ${termKey(next)}`, `${word} ${next}`);
    });
  }
  return counts;
}

export type TermStat = { key: string; term: string; papers: number[]; count: number };

/**
 * Terms by how many papers use them (then bigrams before single words, total uses, alphabetical).
 * A word is dropped when a bigram containing it covers exactly the same papers.
 */
export function rankTerms(papers: readonly Paper[], minPapers = 1): TermStat[] {
  const stats = new Map<string, TermStat>();
  papers.forEach((paper, index) => {
    for (const [key, { term, count }] of termCounts(paperText(paper))) {
      const stat = stats.get(key) ?? { key, term, papers: [], count: 0 };
      stat.papers.push(index);
      stat.count += count;
      stats.set(key, stat);
    }
  });
  const candidates = [...stats.values()].filter(
    (stat) => stat.papers.length >= minPapers && (!stat.key.includes(" ") || stat.papers.length >= Math.min(2, papers.length)),
  );
  candidates.sort(compareTerms);
  const kept: TermStat[] = [];
  for (const stat of candidates) {
    const key = stat.papers.join(",");
    const shadowed = !stat.key.includes(" ") && kept.some((other) => other.key.split(" ").includes(stat.key) && other.papers.join(",") === key);
    if (!shadowed) kept.push(stat);
  }
  return kept;
}

function compareTerms(a: TermStat, b: TermStat): number {
  return (
    b.papers.length - a.papers.length ||
    Number(b.key.includes(" ")) - Number(a.key.includes(" ")) ||
    b.count - a.count ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** "[1][3]" for papers 0 and 2; runs of three or more read "[4]–[7]". */
export function cite(indices: Iterable<number>): string {
  const numbers = [...new Set(indices)].map((index) => index + 1).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < numbers.length; ) {
    let end = start;
    while (end + 1 < numbers.length && numbers[end + 1] === numbers[end]! + 1) end += 1;
    if (end - start >= 2) parts.push(`[${numbers[start]}]–[${numbers[end]}]`);
    else for (let at = start; at <= end; at += 1) parts.push(`[${numbers[at]}]`);
    start = end + 1;
  }
  return parts.join("");
}

export function allIndices(papers: readonly unknown[]): number[] {
  return papers.map((_, index) => index);
}

export function citationsOf(papers: readonly Paper[], indices: Iterable<number> = allIndices(papers)): Citation[] {
  return [...new Set(indices)]
    .sort((a, b) => a - b)
    .map((index) => ({ n: index + 1, label: papers[index]!.title, url: papers[index]!.url }));
}

/** Month of publication as "2025-06", or null. */
export function monthOf(paper: Paper): string | null {
  return paper.published_date && /^\d{4}-\d{2}/.test(paper.published_date) ? paper.published_date.slice(0, 7) : null;
}

export function quote(term: string): string {
  return `“${term}”`;
}

/** Sentences of an abstract, for quoting. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? []).map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 20);
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
