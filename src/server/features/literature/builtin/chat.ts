import type { Paper } from "@/shared/literature/contracts";
import { plural, pluralForm } from "@/shared/plural";
import { searchTerms } from "../../../core/ai/stop-words";
import { coverageConfidence, type Confidence } from "../../analyses";
import { detectMethods } from "./methods";
import { RESEARCH_WORDS, cite, contentWords, quote, sentencesOf, truncate, type Section } from "./text";

// The Research Assistant without a language model: it finds the papers in view that share the
// question's words and quotes the sentence of each that matches best, citing them [n]. Filler
// words of any supported language are not searched for (server/ai/stop-words.ts), and words no
// paper mentions are named, so a two-part question is never half answered in silence.

const MAX_PICKS = 3;
const ASKS_FOR_METHODS = /\b(methods?|approach(?:es)?|techniques?|how)\b/i;
const ASKS_FOR_AUTHORS = /\b(who|authors?|groups?|labs?|teams?)\b/i;

export const NO_PAPERS_FOR_CHAT = "There are no papers in view yet. Search for papers first, then ask me about them.";

/** `confidence` is null when the question has no words to look for (nothing to measure). */
export type ChatAnswer = { text: string; sections: Section[]; cited: number[]; confidence: Confidence | null };

function stem(word: string): string {
  return word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

function hits(text: string, words: readonly string[]): number {
  const found = new Set(contentWords(text).map(stem));
  const lower = text.toLowerCase();
  // Chinese and Japanese terms have no word boundaries to match at.
  return words.filter((word) => found.has(word) || (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(word) && lower.includes(word))).length;
}

const quoted = (words: readonly string[]) => words.map(quote).join(", ");

export async function answerQuestion(question: string, papers: readonly Paper[]): Promise<ChatAnswer | { nothing: string }> {
  if (papers.length === 0) return { nothing: NO_PAPERS_FOR_CHAT };
  // Matched by stem ("cells" finds "cell"), shown as asked; "works" is "work" once stemmed, a word of research writing.
  const asked = new Map<string, string>();
  for (const term of await searchTerms(question, RESEARCH_WORDS)) if (!asked.has(stem(term))) asked.set(stem(term), term);
  for (const key of asked.keys()) if (RESEARCH_WORDS.has(key)) asked.delete(key);
  const words = [...asked.keys()];
  const shown = (keys: readonly string[]) => quoted(keys.map((key) => asked.get(key)!));
  const scored = papers
    .map((paper, index) => ({ index, score: 3 * hits(paper.title, words) + hits(paper.abstract, words) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_PICKS);
  const unmentioned = words.filter((word) => !papers.some((paper) => hits(`${paper.title}. ${paper.abstract}`, [word]) > 0));
  const covered = words.length - unmentioned.length;
  const confidence =
    words.length > 0
      ? coverageConfidence(
          covered,
          words.length,
          `${covered} of ${plural(words.length, "search term")} of your question ${pluralForm(covered, "appears", "appear")} in the ${plural(papers.length, "paper")} in view.`,
        )
      : null;

  if (scored.length === 0) {
    const overview = papers.map((paper, index) => `${cite([index])} ${quote(truncate(paper.title, 120))}`);
    const opening =
      words.length > 0
        ? `${pluralForm(papers.length, "The paper in view does not mention", `None of the ${papers.length} papers in view mentions`)} ${shown(words)}. ${pluralForm(papers.length, "It covers", "They cover")}:`
        : `Here ${pluralForm(papers.length, "is the paper", `are the ${papers.length} papers`)} in view:`;
    const text = [opening, ...overview.map((line) => `• ${line}`)].join("\n");
    return { text, sections: [{ heading: "Answer", points: [opening, ...overview] }], cited: papers.map((_, index) => index), confidence };
  }

  const points = scored.map(({ index }) => {
    const paper = papers[index]!;
    const best = sentencesOf(paper.abstract)
      .map((sentence, position) => ({ sentence, position, score: hits(sentence, words) }))
      .sort((a, b) => b.score - a.score || a.position - b.position)[0];
    const heading = `${cite([index])} ${quote(truncate(paper.title, 160))} (${paper.source}${paper.published_date ? `, ${paper.published_date}` : ""})`;
    const parts = [best && best.score > 0 ? `${heading}: ${truncate(best.sentence, 300)}` : `${heading}: the title matches your question.`];
    if (ASKS_FOR_METHODS.test(question)) {
      const methods = detectMethods(paper).map((method) => method.label);
      parts.push(methods.length > 0 ? `Methods: ${methods.join(", ")}.` : "No standard method is named in its abstract.");
    }
    if (ASKS_FOR_AUTHORS.test(question) && paper.authors.length > 0) {
      const names = paper.authors.slice(0, 3).join(", ");
      parts.push(`Authors: ${names}${paper.authors.length > 3 ? ` and ${paper.authors.length - 3} more` : ""}.`);
    }
    return parts.join(" ");
  });
  const opening = `Of the ${plural(papers.length, "paper")} in view, ${pluralForm(scored.length, "this one is", `these ${scored.length} are`)} closest to your question:`;
  const missing = unmentioned.length > 0 ? [`None of the papers in view mentions ${shown(unmentioned)}.`] : [];
  const text = [opening, ...points.map((point) => `• ${point}`), ...missing].join("\n");
  return { text, sections: [{ heading: "Answer", points: [opening, ...points, ...missing] }], cited: scored.map((entry) => entry.index), confidence };
}
