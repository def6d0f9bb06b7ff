import { similarity } from "./minhash";
import type { StoryEvent, StoryFeatures } from "./features";

// Whether two items report the same story (issue 20 §1), and why: the tiers of the issue in order,
// exact address or title, near-duplicate text, then the evidence two reports in any languages
// share (the event, its drug or trial, its companies, its regulator, its amounts) and, in one
// language, the title's words; with vetoes for what tells two events apart (different events,
// trials, drugs, regulators or amounts). The basis names every part of the score.

export type PairScore = { score: number; same: boolean; basis: string[] };

/**
 * The embedding signal (tier 5) for one model, as `npm run stories -- calibrate` chose it on a gold
 * set: a pair whose English texts are at least `threshold` alike (cosine) gains `weight`.
 */
export type EmbeddingCalibration = { model: string; threshold: number; weight: number };

/** An item's features with, when its model's calibration is in use, the embedding of its English title and summary (embeddingText). */
export type ScoredItem = StoryFeatures & { vector?: readonly number[] | null };

/** What is embedded of an item: its English title and summary (one call per item). */
export const embeddingText = (title: string, summary: string) => `${title}\n\n${summary}`.trim();

function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index += 1) {
    dot += a[index]! * b[index]!;
    normA += a[index]! * a[index]!;
    normB += b[index]! * b[index]!;
  }
  return normA && normB ? dot / Math.sqrt(normA * normB) : 0;
}

const DAY_MS = 86_400_000;
/** Reports of one event more than this far apart are different stories (a later report is a new event). */
export const STORY_WINDOW_DAYS = 7;
const SAME_STORY_AT = 0.6;
const NEAR_DUPLICATE_AT = 0.5;

const intersect = (a: readonly string[], b: readonly string[]) => a.filter((value) => b.includes(value));
const eventTypes = (events: readonly StoryEvent[]) => [...new Set(events.map((event) => event.type))];

/** The regulators named by events of a shared type that need one (approvals, submissions, designations, CRLs). */
function regulatorsOf(events: readonly StoryEvent[], types: readonly string[]): string[] {
  return [...new Set(events.filter((event) => types.includes(event.type) && event.regulator).map((event) => event.regulator!))];
}

function figuresOf(events: readonly StoryEvent[], types: readonly string[], prefix: (figure: string) => boolean): string[] {
  return [...new Set(events.filter((event) => types.includes(event.type)).flatMap((event) => event.figures.filter(prefix)))];
}

const isPhase = (figure: string) => figure.startsWith("phase:");

/** Two amounts of at least a million dollars within a fifth of each other: the same sum, reported in two currencies. */
function sameSum(a: readonly number[], b: readonly number[]): boolean {
  return a.some((x) => x >= 1e6 && b.some((y) => y >= 1e6 && Math.abs(x - y) <= 0.2 * Math.max(x, y)));
}

function overlap(a: readonly string[], b: readonly string[]): { shared: number; coefficient: number } {
  const shared = intersect(a, b).length;
  const smaller = Math.min(a.length, b.length);
  return { shared, coefficient: smaller === 0 ? 0 : shared / smaller };
}

/** The pair's score; `calibration`: the embedding signal, used only when both items have vectors (after the vetoes). */
export function scorePair(a: ScoredItem, b: ScoredItem, calibration?: EmbeddingCalibration | null): PairScore {
  if (a.url && a.url === b.url) return { score: 1, same: true, basis: ["same address"] };
  if (a.title && a.title === b.title) return { score: 0.99, same: true, basis: ["same title"] };
  const days = Math.abs(a.at - b.at) / DAY_MS;
  if (a.signature && b.signature) {
    const near = similarity(a.signature, b.signature);
    if (near >= NEAR_DUPLICATE_AT && days <= 2 * STORY_WINDOW_DAYS) {
      return { score: 0.9 + near / 10, same: true, basis: [`near-duplicate text (${Math.round(near * 100)} % of shingles)`] };
    }
  }
  if (days > STORY_WINDOW_DAYS) return { score: 0, same: false, basis: [`${Math.round(days)} days apart`] };

  const typesA = eventTypes(a.events);
  const typesB = eventTypes(b.events);
  const sharedTypes = intersect(typesA, typesB);
  const veto = (reason: string): PairScore => ({ score: 0, same: false, basis: [reason] });
  if (typesA.length && typesB.length && sharedTypes.length === 0) return veto(`different events (${typesA.join(", ")} / ${typesB.join(", ")})`);
  if (a.trials.length && b.trials.length && intersect(a.trials, b.trials).length === 0) return veto("different trials");
  if (a.trialNames.length && b.trialNames.length && intersect(a.trialNames, b.trialNames).length === 0) return veto("different trials");
  // A research code names one molecule in every language; names and INNs may be missing or spelt apart.
  if (a.codes.length && b.codes.length && intersect(a.codes, b.codes).length === 0) return veto("different drug codes");
  const regulatorsA = regulatorsOf(a.events, sharedTypes);
  const regulatorsB = regulatorsOf(b.events, sharedTypes);
  if (regulatorsA.length && regulatorsB.length && intersect(regulatorsA, regulatorsB).length === 0) return veto("different regulators");
  const phasesA = figuresOf(a.events, sharedTypes, isPhase);
  const phasesB = figuresOf(b.events, sharedTypes, isPhase);
  if (phasesA.length && phasesB.length && intersect(phasesA, phasesB).length === 0) return veto("different phases");

  const basis: string[] = [];
  let score = 0;
  const add = (weight: number, reason: string) => {
    score += weight;
    basis.push(`${reason} ${weight < 0 ? "−" : "+"}${Math.abs(weight)}`);
  };
  if (sharedTypes.length) add(0.35, `same event (${sharedTypes.join(", ")})`);
  const sharedTrials = intersect(a.trials, b.trials);
  const sharedCodes = intersect(a.codes, b.codes);
  const sharedDrugs = intersect(a.drugs, b.drugs);
  const sharedTrialNames = intersect(a.trialNames, b.trialNames);
  if (sharedTrials.length || sharedTrialNames.length) add(0.35, `same trial (${[...sharedTrials, ...sharedTrialNames][0]})`);
  else if (sharedCodes.length) add(0.35, `same drug code (${sharedCodes[0]})`);
  else if (sharedDrugs.length) add(0.3, `same drug (${sharedDrugs[0]})`);
  const sharedCompanies = intersect(a.companies, b.companies);
  if (sharedCompanies.length) add(sharedCompanies.length > 1 ? 0.3 : 0.2, `same ${sharedCompanies.length > 1 ? "companies" : "company"} (${sharedCompanies.join(", ")})`);
  else {
    // One company written in two scripts: the same name by its sound, with other evidence only.
    const sounds = intersect(a.companySounds ?? [], b.companySounds ?? []);
    if (sounds.length && score > 0) add(0.2, `same company by its sound (${sounds[0]})`);
  }
  if (intersect(regulatorsA, regulatorsB).length) add(0.1, "same regulator");
  if (sameSum(a.dollars, b.dollars)) add(0.2, "same amount");
  if (intersect(a.indications, b.indications).length) add(0.1, "same indication");
  else if (a.indications.length && b.indications.length) add(-0.15, "different indications");
  if (a.lang && a.lang === b.lang) {
    const words = overlap(a.words, b.words);
    if (words.shared >= 3 && words.coefficient >= 0.5) add(Math.round(words.coefficient * 50) / 100, `${words.shared} title words in common`);
  }
  if (calibration && a.vector && b.vector) {
    const alike = cosine(a.vector, b.vector);
    if (alike >= calibration.threshold) add(calibration.weight, `English text alike ${alike.toFixed(2)}`);
  }
  const decay = days <= 2 ? 1 : days <= 4 ? 0.9 : 0.75;
  if (decay < 1) basis.push(`× ${decay} for ${Math.round(days)} days apart`);
  const final = Math.round(score * decay * 1000) / 1000;
  return { score: final, same: final >= SAME_STORY_AT, basis };
}
