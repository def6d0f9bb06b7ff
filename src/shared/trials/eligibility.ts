import type { MatchReason, PatientProfile, SetAsideReason, Trial } from "./contracts";

/**
 * Whether a patient may join a study, and how well the rest fits (agents §3 matchScore,
 * matchReasons). Pure and deterministic: the same patient and study always give the same answer.
 * A screening aid, not a medical decision: text checks are keyword heuristics.
 *
 * Eligible means: the study is recruiting (what was asked of the registry), one of its listed
 * conditions is the patient's, and its structured age and sex limits admit the patient. A study
 * that fails any of these is set aside with the reasons, never scored. The score (0–100) ranks
 * the eligible ones; its parts are the reasons (docs/decisions.md, 2026-11-25).
 */
const MATCH_POINTS = { age: 25, sex: 15, condition: 30, location: 10, inclusion: 10, exclusion: 10 } as const;

/** The status eligibility asks ClinicalTrials.gov for. */
export const ELIGIBLE_STATUS = "RECRUITING";

type TrialFacts = Pick<Trial, "minimumAge" | "maximumAge" | "sex" | "conditions" | "locations" | "eligibility">;

export type TrialMatch = { score: number; reasons: MatchReason[] };

export function scoreTrial(trial: TrialFacts, patient: PatientProfile): TrialMatch {
  const criteria = splitCriteria(trial.eligibility);
  const reasons = [
    ageReason(trial, patient.age),
    sexReason(trial.sex, patient.sex),
    conditionReason(trial.conditions, patient.conditions),
    locationReason(trial.locations, patient.location),
    inclusionReason(criteria, patient),
    exclusionReason(criteria, patient),
  ];
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}

/** What rules a patient out, by criterion: a condition not met (a related one is not the patient's), an age or sex the study excludes. */
const RULES_OUT: Array<[Exclude<SetAsideReason["criterion"], "status">, (outcome: MatchReason["outcome"]) => boolean]> = [
  ["condition", (outcome) => outcome !== "met"],
  ["age", (outcome) => outcome === "unmet"],
  ["sex", (outcome) => outcome === "unmet"],
];

/** Why a study is not eligible (status first, then condition, age, sex); empty when it is. */
export function setAsideReasons(trial: Pick<Trial, "status" | "statusLabel">, match: TrialMatch): SetAsideReason[] {
  const reasons: SetAsideReason[] = [];
  if (trial.status !== ELIGIBLE_STATUS) reasons.push({ criterion: "status", text: `Status is ${trial.statusLabel}, not Recruiting` });
  for (const [criterion, rulesOut] of RULES_OUT) {
    const reason = match.reasons.find((candidate) => candidate.criterion === criterion);
    if (reason && rulesOut(reason.outcome)) reasons.push({ criterion, text: reason.text });
  }
  return reasons;
}

type Candidate = TrialFacts & Pick<Trial, "id" | "status" | "statusLabel">;

/**
 * Eligible studies scored, best first (ties in registry id order so the list never reshuffles),
 * and the others set aside with their reasons, in registry id order.
 */
export function rankTrials<T extends Candidate>(trials: readonly T[], patient: PatientProfile) {
  const eligible: Array<T & { matchScore: number; matchReasons: MatchReason[] }> = [];
  const setAside: Array<T & { setAsideReasons: SetAsideReason[] }> = [];
  for (const trial of trials) {
    const match = scoreTrial(trial, patient);
    const reasons = setAsideReasons(trial, match);
    if (reasons.length > 0) setAside.push({ ...trial, setAsideReasons: reasons });
    else eligible.push({ ...trial, matchScore: match.score, matchReasons: match.reasons });
  }
  return {
    eligible: eligible.sort((a, b) => b.matchScore - a.matchScore || a.id.localeCompare(b.id)),
    setAside: setAside.sort((a, b) => a.id.localeCompare(b.id)),
  };
}

function reason(criterion: MatchReason["criterion"], outcome: MatchReason["outcome"], points: number, text: string): MatchReason {
  return { criterion, outcome, points, maxPoints: MATCH_POINTS[criterion], text };
}

const UNIT_YEARS: Record<string, number> = { year: 1, month: 1 / 12, week: 7 / 365.25, day: 1 / 365.25, hour: 1 / 8766, minute: 1 / 525960 };

/** "18 Years" → 18, "6 Months" → 0.5; null when absent or unreadable. */
export function ageInYears(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(year|month|week|day|hour|minute)s?\s*$/i.exec(text);
  if (!match) return null;
  return Number(match[1]) * UNIT_YEARS[match[2]!.toLowerCase()]!;
}

/** "18 Years to 75 Years", "18 Years and older", "Up to 17 Years", "All ages". */
export function formatAgeRange(minimum: string | null, maximum: string | null): string {
  if (minimum && maximum) return `${minimum} to ${maximum}`;
  if (minimum) return `${minimum} and older`;
  if (maximum) return `Up to ${maximum}`;
  return "All ages";
}

function ageReason(trial: TrialFacts, age: number): MatchReason {
  const minimum = ageInYears(trial.minimumAge);
  const maximum = ageInYears(trial.maximumAge);
  const range = formatAgeRange(trial.minimumAge, trial.maximumAge);
  if (minimum === null && maximum === null) return reason("age", "met", MATCH_POINTS.age, "No age limits");
  if ((minimum !== null && age < minimum) || (maximum !== null && age > maximum)) {
    return reason("age", "unmet", 0, `Age ${age} is outside the age range (${range})`);
  }
  return reason("age", "met", MATCH_POINTS.age, `Age ${age} is within the age range (${range})`);
}

function sexReason(trialSex: string | null, patientSex: PatientProfile["sex"]): MatchReason {
  const enrolled = trialSex?.toUpperCase();
  if (!enrolled) return reason("sex", "unknown", Math.round(MATCH_POINTS.sex / 2), "The study does not say which sexes it enrolls");
  if (enrolled === "ALL") return reason("sex", "met", MATCH_POINTS.sex, "Open to all sexes");
  const only = `${enrolled.toLowerCase()} participants only`;
  if (patientSex === "all") {
    return reason("sex", "partial", Math.round(MATCH_POINTS.sex / 2), `Enrolls ${only}; the patient's sex was not given`);
  }
  if (patientSex.toUpperCase() === enrolled) return reason("sex", "met", MATCH_POINTS.sex, `Enrolls ${only}`);
  return reason("sex", "unmet", 0, `Enrolls ${only}`);
}

/** Lower case words and numbers, without punctuation: "Diabetes Mellitus, Type 2" → diabetes mellitus type 2. */
function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const STOP_WORDS = new Set(["the", "and", "of", "with", "in", "or", "for", "a", "an", "disease", "disorder", "syndrome"]);

function words(text: string): string[] {
  return normalizeText(text)
    .split(" ")
    .filter((word) => word && !STOP_WORDS.has(word));
}

function containsPhrase(haystack: string, phrase: string): boolean {
  const needle = normalizeText(phrase);
  return needle !== "" && ` ${normalizeText(haystack)} `.includes(` ${needle} `);
}

/** Share of the condition's words found in the text: 1 when the phrase or all its words appear. */
function conditionOverlap(text: string, condition: string): number {
  if (containsPhrase(text, condition) || containsPhrase(condition, text)) return 1;
  const wanted = words(condition);
  if (wanted.length === 0) return 0;
  const present = new Set(words(text));
  return wanted.filter((word) => present.has(word)).length / wanted.length;
}

function conditionReason(trialConditions: readonly string[], patientConditions: readonly string[]): MatchReason {
  let best = { overlap: 0, patient: "", listed: "" };
  for (const patient of patientConditions) {
    for (const listed of trialConditions) {
      const overlap = conditionOverlap(listed, patient);
      if (overlap > best.overlap) best = { overlap, patient, listed };
    }
  }
  if (best.overlap === 1) {
    return reason("condition", "met", MATCH_POINTS.condition, `Studies ${best.listed}, which matches ${best.patient}`);
  }
  if (best.overlap >= 0.5) {
    return reason("condition", "partial", MATCH_POINTS.condition / 2, `Studies ${best.listed}, related to ${best.patient}`);
  }
  const listed = trialConditions.length ? trialConditions.slice(0, 3).join(", ") : "no conditions";
  return reason("condition", "unmet", 0, `Lists ${listed}; none matches ${patientConditions.join(", ")}`);
}

const COUNTRY_ALIASES: Record<string, string> = {
  us: "united states",
  usa: "united states",
  "u s": "united states",
  "u s a": "united states",
  uk: "united kingdom",
  "great britain": "united kingdom",
};

function locationReason(locations: TrialFacts["locations"], wanted: string | undefined): MatchReason {
  if (!wanted) return reason("location", "met", MATCH_POINTS.location, "No location preference given");
  if (locations.length === 0) return reason("location", "unknown", 0, "The study lists no sites");
  const parts = wanted
    .split(",")
    .map((part) => normalizeText(part))
    .map((part) => COUNTRY_ALIASES[part] ?? part)
    .filter((part) => part.length >= 2);
  for (const location of locations) {
    const fields = [location.city, location.state, location.country, location.facility].filter((field): field is string => !!field);
    if (parts.some((part) => fields.some((field) => containsPhrase(field, part)))) {
      const place = [location.city, location.state, location.country].filter(Boolean).join(", ");
      return reason("location", "met", MATCH_POINTS.location, `Has a site in ${place}`);
    }
  }
  return reason("location", "unmet", 0, `No site matches ${wanted}`);
}

export type CriteriaText = { inclusion: string[]; exclusion: string[] };

/** Criteria lines under "Inclusion Criteria" and "Exclusion Criteria" (markdown escapes undone). */
export function splitCriteria(text: string | null): CriteriaText | null {
  if (!text?.trim()) return null;
  const result: CriteriaText = { inclusion: [], exclusion: [] };
  let section: keyof CriteriaText = "inclusion";
  for (const raw of text.replace(/\\([<>=[\]()*_~])/g, "$1").split("\n")) {
    const line = raw.replace(/^\s*(?:[*\-•]|\d+[.)])\s*/, "").trim();
    if (!line) continue;
    if (/^exclusion criteria\b/i.test(line)) section = "exclusion";
    else if (/^inclusion criteria\b/i.test(line)) section = "inclusion";
    else result[section].push(line);
  }
  return result;
}

export type AgeBounds = { minimum: number | null; maximum: number | null; line: string };

const AGE_LINE = /\bage[ds]?\b|years? old|years? of age/i;
const YEARS = String.raw`\s*(?:years|yrs|y\/o)`;
const RANGE = new RegExp(String.raw`(\d{1,3})\s*(?:-|–|to|and)\s*(\d{1,3})${YEARS}`, "i");
// Strict words ("older than 18", "under 65") exclude the number itself; ages here are whole years.
const MINIMUM: Array<[RegExp, number]> = [
  [new RegExp(String.raw`(?:≥|>=|at least)\s*(\d{1,3})${YEARS}?`, "i"), 0],
  [new RegExp(String.raw`(?:>|older than|over|above)\s*(\d{1,3})${YEARS}`, "i"), 1],
  [new RegExp(String.raw`(\d{1,3})${YEARS}(?: of age)?(?: old)?\s*(?:or|and)\s*(?:older|over|above)`, "i"), 0],
];
const MAXIMUM: Array<[RegExp, number]> = [
  [new RegExp(String.raw`(?:≤|<=|up to)\s*(\d{1,3})${YEARS}`, "i"), 0],
  [new RegExp(String.raw`(?:<|younger than|under|below|less than)\s*(\d{1,3})${YEARS}`, "i"), -1],
  [new RegExp(String.raw`(\d{1,3})${YEARS}(?: of age)?(?: old)?\s*(?:or|and)\s*(?:younger|under|below)`, "i"), 0],
];

function firstBound(line: string, patterns: Array<[RegExp, number]>): number | null {
  for (const [pattern, shift] of patterns) {
    const match = pattern.exec(line);
    if (match) return Number(match[1]) + shift;
  }
  return null;
}

/** The first age bound written in the lines that speak of age ("between 18 and 75 years of age"). */
export function findAgeBounds(lines: readonly string[]): AgeBounds | null {
  for (const line of lines) {
    if (!AGE_LINE.test(line)) continue;
    const range = RANGE.exec(line);
    if (range) return { minimum: Number(range[1]), maximum: Number(range[2]), line };
    const minimum = firstBound(line, MINIMUM);
    const maximum = firstBound(line, MAXIMUM);
    if (minimum !== null || maximum !== null) return { minimum, maximum, line };
  }
  return null;
}

function withinBounds(age: number, bounds: AgeBounds): boolean {
  return (bounds.minimum === null || age >= bounds.minimum) && (bounds.maximum === null || age <= bounds.maximum);
}

const QUOTE_MAX = 120;

/** The line in quotes; a long one cut around the words that matter. */
function quote(line: string, focus?: string): string {
  if (line.length <= QUOTE_MAX) return `“${line}”`;
  const at = focus ? line.toLowerCase().indexOf(focus.toLowerCase()) : -1;
  const start = at > QUOTE_MAX / 2 ? at - QUOTE_MAX / 2 : 0;
  const end = Math.min(line.length, start + QUOTE_MAX);
  return `“${start > 0 ? "…" : ""}${line.slice(start, end).trim()}${end < line.length ? "…" : ""}”`;
}

function mentioned(lines: readonly string[], conditions: readonly string[]) {
  for (const line of lines) {
    const condition = conditions.find((candidate) => containsPhrase(line, candidate));
    if (condition) return { condition, line };
  }
  return null;
}

function inclusionReason(criteria: CriteriaText | null, patient: PatientProfile): MatchReason {
  if (!criteria || criteria.inclusion.length === 0) {
    return reason("inclusion", "unknown", MATCH_POINTS.inclusion / 2, "No inclusion criteria published");
  }
  const bounds = findAgeBounds(criteria.inclusion);
  if (bounds && !withinBounds(patient.age, bounds)) {
    return reason("inclusion", "unmet", 0, `Inclusion criteria set an age the patient does not meet: ${quote(bounds.line)}`);
  }
  const mention = mentioned(criteria.inclusion, patient.conditions);
  if (mention) return reason("inclusion", "met", MATCH_POINTS.inclusion, `Inclusion criteria mention ${mention.condition}: ${quote(mention.line, mention.condition)}`);
  if (bounds) return reason("inclusion", "met", MATCH_POINTS.inclusion, `Inclusion criteria age fits: ${quote(bounds.line)}`);
  return reason("inclusion", "partial", MATCH_POINTS.inclusion / 2, "Inclusion criteria do not mention the patient's conditions");
}

function exclusionReason(criteria: CriteriaText | null, patient: PatientProfile): MatchReason {
  if (!criteria || criteria.exclusion.length === 0) {
    return reason("exclusion", "unknown", MATCH_POINTS.exclusion / 2, "No exclusion criteria published");
  }
  const mention = mentioned(criteria.exclusion, patient.conditions);
  if (mention) return reason("exclusion", "unmet", 0, `Exclusion criteria mention ${mention.condition}: ${quote(mention.line, mention.condition)}`);
  const bounds = findAgeBounds(criteria.exclusion);
  if (bounds && withinBounds(patient.age, bounds)) {
    return reason("exclusion", "unmet", 0, `Exclusion criteria name an age that includes the patient: ${quote(bounds.line)}`);
  }
  return reason("exclusion", "met", MATCH_POINTS.exclusion, "No exclusion criterion mentions the patient's conditions or age");
}
