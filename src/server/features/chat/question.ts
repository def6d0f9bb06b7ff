import type { ChatHistoryEntry } from "@/shared/chat/contracts";
import type { TrialPhaseFilter } from "@/shared/trials/options";
import { searchTerms } from "../../core/ai/stop-words";
import { RESEARCH_WORDS } from "../literature";

// What a chat question asks for: the words to search by, and whether it asks about clinical
// trials or preprints (then ClinicalTrials.gov and Europe PMC are searched besides our news).

const TERMS_MAX = 8;

// The words of the sources themselves: they say where to look, not what about. Words of asking
// in every supported language are the one stop-word list's (server/ai/stop-words.ts).
const NOT_A_TOPIC = new Set([
  ..."trial trials clinical recruiting enrolling enrollment phase iii item items".split(" "),
  ...RESEARCH_WORDS,
  "biorxiv",
  "medrxiv",
]);

const ASKS_FOR_TRIALS = /\b(?:trials?|recruiting|enrolling|nct\d{8})\b|\bclinical stud(?:y|ies)\b/i;
const ASKS_FOR_PREPRINTS = /\b(?:preprints?|papers?|bio-?rxiv|med-?rxiv|publications?|literature)\b|(?<!clinical )\bstudies\b/i;
const ASKS_FOR_RECRUITING = /\b(?:recruiting|enrolling)\b/i;
const PHASE = /\bphase[\s-]*(1|2|3|4|iv|iii|ii|i)\b/i;
const PHASES: Record<string, Exclude<TrialPhaseFilter, "all">> = { "1": "1", i: "1", "2": "2", ii: "2", "3": "3", iii: "3", "4": "4", iv: "4" };

export type QuestionPlan = {
  /** Significant words, lower case (NCT ids upper case), at most TERMS_MAX. */
  terms: string[];
  asksForTrials: boolean;
  asksForPreprints: boolean;
  trialStatus: "all" | "recruiting";
  trialPhase: TrialPhaseFilter;
};

export async function questionTerms(text: string): Promise<string[]> {
  const terms = (await searchTerms(text, NOT_A_TOPIC)).map((word) => (/^nct\d{8}$/.test(word) ? word.toUpperCase() : word));
  return terms.slice(0, TERMS_MAX);
}

/**
 * A follow-up without words of its own ("and any trials?") searches by the words of the user's
 * previous question, so the built-in engine keeps the topic as a person would.
 */
export async function planQuestion(question: string, history: readonly ChatHistoryEntry[]): Promise<QuestionPlan> {
  let terms = await questionTerms(question);
  if (terms.length === 0) {
    const previous = history.findLast((entry) => entry.role === "user");
    if (previous) terms = await questionTerms(previous.content);
  }
  const phase = PHASE.exec(question)?.[1]?.toLowerCase();
  return {
    terms,
    asksForTrials: ASKS_FOR_TRIALS.test(question),
    asksForPreprints: ASKS_FOR_PREPRINTS.test(question),
    trialStatus: ASKS_FOR_RECRUITING.test(question) ? "recruiting" : "all",
    trialPhase: phase ? PHASES[phase]! : "all",
  };
}

/** A word's matching key: lower case, a plural ending removed ("antibodies" → "antibod"). */
function termKey(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length > 5 && lower.endsWith("ies")) return lower.slice(0, -3);
  if (lower.length > 4 && lower.endsWith("s") && !/(ss|us|is)$/.test(lower)) return lower.slice(0, -1);
  return lower;
}

/** The searchable pieces of a term: "anti-PD-L1" → anti, pd, l1 (PostgreSQL's parser splits them so too). */
function termParts(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= 2 && /\p{L}/u.test(part));
}

/** The words of a text as matching keys. */
function wordKeys(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(termKey);
}

/**
 * Whether words (as wordKeys gives them) name the term: all its pieces occur, keys of four letters
 * or more as prefixes, as the full-text search matches them. Null for a term without pieces.
 */
export function termMatcher(term: string): ((words: readonly string[]) => boolean) | null {
  const keys = termParts(term).map(termKey);
  if (keys.length === 0) return null;
  return (words) => keys.every((key) => words.some((word) => (key.length >= 4 ? word.startsWith(key) : word === key)));
}

export type TermMatcher = ReturnType<typeof termMatcher>;

/** The indices of the terms a text names. */
export function termsNamedIn(matchers: readonly TermMatcher[], text: string): number[] {
  const words = wordKeys(text);
  return matchers.flatMap((matches, term) => (matches?.(words) ? [term] : []));
}

/**
 * A `to_tsquery('simple', …)` text matching any of the terms; a term's pieces must all occur.
 * Keys of four letters or more match as prefixes, so plurals and inflections find each other.
 */
export function anyTermQuery(terms: readonly string[]): string | null {
  const groups = terms
    .map((term) => termParts(term).map((part) => (termKey(part).length >= 4 ? `${termKey(part)}:*` : part)))
    .filter((parts) => parts.length > 0)
    .map((parts) => (parts.length === 1 ? parts[0]! : `(${parts.join(" & ")})`));
  return groups.length > 0 ? [...new Set(groups)].join(" | ") : null;
}
