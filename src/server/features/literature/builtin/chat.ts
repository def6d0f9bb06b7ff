import { PAPERS_PER_CHAT } from "@/shared/literature/limits";
import type { Paper } from "@/shared/literature/contracts";
import { plural, pluralForm } from "@/shared/plural";
import type { Section } from "./analyses";
import { detectMethods } from "./methods";
import { cite, contentWords, evidenceConfidence, quote, sentencesOf, truncate } from "./text";

// The Research Assistant without a language model: it finds the papers in view that share the
// question's words and quotes the sentence of each that matches best, citing them [n].

const MAX_PICKS = 3;
const ASKS_FOR_METHODS = /\b(methods?|approach(?:es)?|techniques?|how)\b/i;
const ASKS_FOR_AUTHORS = /\b(who|authors?|groups?|labs?|teams?)\b/i;

export type ChatAnswer = { text: string; sections: Section[]; cited: number[]; confidence: number };

function stem(word: string): string {
  return word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

function hits(text: string, words: readonly string[]): number {
  const found = new Set(contentWords(text).map(stem));
  return words.filter((word) => found.has(word)).length;
}

export function answerQuestion(question: string, papers: readonly Paper[]): ChatAnswer {
  if (papers.length === 0) {
    const text = "There are no papers in view yet. Search for papers first, then ask me about them.";
    return { text, sections: [{ heading: "Answer", points: [text] }], cited: [], confidence: evidenceConfidence(0, PAPERS_PER_CHAT, 0) };
  }
  const words = [...new Set(contentWords(question).map(stem))];
  const scored = papers
    .map((paper, index) => ({ index, score: 3 * hits(paper.title, words) + hits(paper.abstract, words) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_PICKS);
  const covered = words.filter((word) => papers.some((paper) => hits(`${paper.title}. ${paper.abstract}`, [word]) > 0)).length;
  const confidence = evidenceConfidence(papers.length, PAPERS_PER_CHAT, words.length ? covered / words.length : 0);

  if (scored.length === 0) {
    const overview = papers.map((paper, index) => `${cite([index])} ${quote(truncate(paper.title, 120))}`);
    const opening =
      words.length > 0
        ? `${pluralForm(papers.length, "The paper in view does not mention", `None of the ${papers.length} papers in view mentions`)} ${words.map(quote).join(", ")}. ${pluralForm(papers.length, "It covers", "They cover")}:`
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
  const text = [opening, ...points.map((point) => `• ${point}`)].join("\n");
  return { text, sections: [{ heading: "Answer", points: [opening, ...points] }], cited: scored.map((entry) => entry.index), confidence };
}
