import type { ChatHistoryEntry, ChatSource } from "@/shared/chat/contracts";
import type { ChatSourceKind } from "@/shared/chat/rules";
import type { AiEngine } from "../../core/ai/engine";
import { splitSentences } from "../../core/ai/builtin/sentences";
import { truncate } from "../literature";
import { termMatcher, termsNamedIn, type TermMatcher } from "./question";
import type { Evidence, GatheredEvidence } from "./retrieval";

// The chat's own answers: short extractive ones from the built-in engine, or written by the AI
// provider from the same numbered sources. Either way the sources are renumbered in the order
// the answer first cites them, and only cited ones are listed.

const EXTRACT_SENTENCES_MAX = 4;
const SENTENCE_CHARS = 320;
const LEAD_SOURCES = 3;
const PROVIDER_SOURCE_CHARS = 1_500;
const PROVIDER_HISTORY_CHARS = 600;

const PLACES: Record<ChatSourceKind, string> = {
  news: "our news",
  trial: "ClinicalTrials.gov",
  preprint: "bioRxiv and medRxiv preprints",
};
const NOT_FOUND_PLACES: Record<ChatSourceKind, string> = { news: "our news", trial: "clinical trials", preprint: "preprints" };
const KIND_LABELS: Record<ChatSourceKind, string> = { news: "news item", trial: "clinical trial", preprint: "preprint" };

export type ChatAnswer = { response: string; sources: ChatSource[] };

function listed(words: readonly string[], conjunction: "and" | "or"): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

/** "our news or clinical trials": where was searched, leaving out a service that failed. */
function placesLooked(gathered: Pick<GatheredEvidence, "searched" | "failed">): string {
  const order: ChatSourceKind[] = ["news", "trial", "preprint"];
  const looked = order.filter((kind) => gathered.searched.includes(kind) && !gathered.failed.includes(kind));
  return listed(looked.map((kind) => NOT_FOUND_PLACES[kind]), "or");
}

/** What the answer says when nothing relevant was found: plainly, naming where it looked. */
export function notFoundAnswer(gathered: Pick<GatheredEvidence, "searched" | "failed">): string {
  const places = placesLooked(gathered);
  return `I could not find anything relevant in ${places} for that question. Try naming a company, drug, target or disease.`;
}

/**
 * What a two-part question found nothing on, said rather than left out: "I found nothing on
 * “car-t” in our news." Null when every term was found.
 */
function unfoundNote(gathered: Pick<GatheredEvidence, "searched" | "failed" | "unfound">): string | null {
  if (gathered.unfound.length === 0) return null;
  return `I found nothing on ${listed(gathered.unfound.map((term) => `“${term}”`), "or")} in ${placesLooked(gathered)}.`;
}

/** The notes that follow an answer: what was not found, then which services failed. */
function withNotes(response: string, gathered: GatheredEvidence): string {
  return [response, unfoundNote(gathered), failureNote(gathered.failed)].filter(Boolean).join("\n\n");
}

function failureNote(failed: readonly ChatSourceKind[]): string | null {
  if (failed.length === 0) return null;
  const services = listed(failed.map((kind) => (kind === "trial" ? "ClinicalTrials.gov" : "Europe PMC")), "and");
  const missing = listed(failed.map((kind) => (kind === "trial" ? "trials" : "preprints")), "and");
  return `Note: ${services} could not be searched just now, so ${missing} are missing from this answer.`;
}

/**
 * Keeps the [n] marks that name a source, renumbers them 1, 2… in order of first citation and
 * returns the cited sources under their new numbers. Marks naming no source are removed.
 */
export function renumberCitations(text: string, evidence: readonly Evidence[]): ChatAnswer {
  const numbers = new Map<number, number>();
  const renumbered = text
    .replace(/\[(\d+)\]/g, (_mark, digits: string) => {
      const index = Number(digits) - 1;
      if (!evidence[index]) return "";
      if (!numbers.has(index)) numbers.set(index, numbers.size + 1);
      return `[${numbers.get(index)}]`;
    })
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ ([.,;:])/g, "$1")
    .trim();
  const sources = [...numbers].map(([index, n]) => {
    const { kind, title, url } = evidence[index]!;
    return { n, kind, title, url };
  });
  return { response: renumbered, sources };
}

// ---- the built-in engine: the sentences that share most of the question's words -------------


/** "The FDA approved it." → "The FDA approved it [2]." */
function withCitation(sentence: string, n: number): string {
  const text = truncate(sentence.replace(/\s+/g, " ").trim(), SENTENCE_CHARS);
  const end = /[.!?]$/.exec(text);
  return end ? `${text.slice(0, -1)} [${n}]${end[0]}` : `${text} [${n}]`;
}

type Candidate = { source: number; position: number; text: string; score: number; matched: number[] };

/** A source's first sentence, which says what it is; it answers for the terms its title names. */
function leadOf(source: Evidence, index: number, matchers: readonly TermMatcher[]): Candidate {
  return { source: index, position: 0, text: splitSentences(source.text)[0]?.text ?? source.title, score: 0, matched: termsNamedIn(matchers, source.title) };
}

/**
 * Up to EXTRACT_SENTENCES_MAX sentences, in source order: first the best sentence for each term
 * no sentence picked so far names, or the lead of a source whose title names it (so every part of
 * a question that the sources cover is answered), then one per source, best match first.
 */
function pickSentences(terms: readonly string[], evidence: readonly Evidence[]): Candidate[] {
  const matchers = terms.map(termMatcher);
  const perSource = evidence.map((source, index) =>
    splitSentences(source.text)
      .map((sentence, position) => {
        const matched = termsNamedIn(matchers, sentence.text);
        return { source: index, position, text: sentence.text, score: matched.length, matched };
      })
      .filter((candidate) => candidate.score > 0)
      .sort((a, b) => b.score - a.score || a.position - b.position),
  );
  const byScore = (a: Candidate, b: Candidate) => b.score - a.score || a.source - b.source;
  const ranked = perSource.flat().sort((a, b) => byScore(a, b) || a.position - b.position);
  const leads = evidence.map((source, index) => leadOf(source, index, matchers));
  // Found by the search but no sentence names the words: the lead sentences say what they are.
  if (ranked.length === 0) return leads.slice(0, LEAD_SOURCES);
  const covering: Candidate[] = [];
  terms.forEach((_, term) => {
    if (covering.length >= EXTRACT_SENTENCES_MAX || covering.some((candidate) => candidate.matched.includes(term))) return;
    const best = ranked.find((candidate) => candidate.matched.includes(term)) ?? leads.find((lead) => lead.matched.includes(term));
    if (best) covering.push(best);
  });
  const firsts = perSource.flatMap((list) => list.slice(0, 1)).sort(byScore);
  const seconds = perSource.flatMap((list) => list.slice(1, 2)).sort(byScore);
  // Each sentence once: a lead picked for its title may also be a source's best sentence.
  const all = [...covering, ...firsts, ...seconds];
  const picked = all.filter((candidate, at) => all.findIndex((other) => other.source === candidate.source && other.position === candidate.position) === at);
  return picked.slice(0, EXTRACT_SENTENCES_MAX).sort((a, b) => a.source - b.source || a.position - b.position);
}

export function writeExtractiveAnswer(terms: readonly string[], gathered: GatheredEvidence): ChatAnswer {
  const { evidence, failed } = gathered;
  if (evidence.length === 0) return { response: [notFoundAnswer(gathered), failureNote(failed)].filter(Boolean).join("\n\n"), sources: [] };
  const picked = pickSentences(terms, evidence);
  const kinds = [...new Set(picked.map((candidate) => evidence[candidate.source]!.kind))];
  const lines = picked.map((candidate) => `• ${withCitation(candidate.text, candidate.source + 1)}`);
  const text = [`Here is what I found in ${listed(kinds.map((kind) => PLACES[kind]), "and")}:`, ...lines].join("\n");
  const answer = renumberCitations(text, evidence);
  return { ...answer, response: withNotes(answer.response, gathered) };
}

// ---- an AI provider: the same sources, numbered, and the recent conversation ------------------

const PROVIDER_SYSTEM = [
  "You are the Biotech AI Assistant for biotech and pharma professionals.",
  "Answer the user's latest question using only the numbered sources given.",
  "Cite the sources you use by their number in square brackets, e.g. [2]; every statement cites at least one source.",
  "Write at most about 150 words of plain sentences, without Markdown.",
  "If the sources do not answer the question, say so briefly; if it asks about several things, say which of them the sources do not cover.",
].join(" ");

function describeSources(evidence: readonly Evidence[]): string {
  return evidence
    .map((source, index) =>
      [
        `[${index + 1}] ${source.title}`,
        `Type: ${KIND_LABELS[source.kind]}${source.date ? `; date: ${source.date}` : ""}`,
        truncate(source.text.replace(/\s+/g, " ").trim(), PROVIDER_SOURCE_CHARS),
      ].join("\n"),
    )
    .join("\n\n");
}

function providerPrompt(question: string, history: readonly ChatHistoryEntry[], evidence: readonly Evidence[]): string {
  const conversation = history
    .map((entry) => `${entry.role === "user" ? "User" : "Assistant"}: ${truncate(entry.content.replace(/\s+/g, " ").trim(), PROVIDER_HISTORY_CHARS)}`)
    .join("\n");
  return [
    conversation ? `Conversation so far:\n${conversation}` : null,
    `Sources:\n\n${describeSources(evidence)}`,
    `Question: ${question}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

export async function writeProviderAnswer(
  ai: AiEngine,
  input: { question: string; history: readonly ChatHistoryEntry[]; gathered: GatheredEvidence; signal?: AbortSignal },
): Promise<ChatAnswer> {
  const { evidence } = input.gathered;
  // Nothing to write from: the model is not asked, so it cannot answer from its own memory.
  if (evidence.length === 0) return writeExtractiveAnswer([], input.gathered);
  const reply = await ai.writeText(
    { system: PROVIDER_SYSTEM, prompt: providerPrompt(input.question, input.history, evidence) },
    { signal: input.signal },
  );
  const answer = renumberCitations(reply, evidence);
  // An answer citing nothing still lists what it was given to read.
  const sources =
    answer.sources.length > 0
      ? answer.sources
      : evidence.map(({ kind, title, url }, index) => ({ n: index + 1, kind, title, url }));
  return { response: withNotes(answer.response, input.gathered), sources };
}
