// Choices, labels and figures of the clinical trial screen (agents-accounts-admin.md §2, §9), apart
// from the zod contracts so the screen can read them without loading zod.

export { TRIALS_COMPARE_MAX, TRIALS_COMPARE_MIN } from "../analyses/limits";

export const POPULAR_TRIAL_SEARCHES = [
  "COVID-19 vaccine",
  "Type 2 Diabetes",
  "Alzheimer's disease",
  "Breast Cancer",
  "Heart Disease",
  "Depression",
] as const;

export const TRIAL_PHASES = ["all", "1", "2", "3", "4"] as const;
export const TRIAL_STATUSES = ["all", "recruiting", "active", "completed"] as const;
export const TRIAL_COUNTRIES = ["US", "CA", "UK", "all"] as const;
export const TRIAL_AGE_GROUPS = ["all", "adult", "senior", "pediatric"] as const;
export const PATIENT_SEXES = ["all", "male", "female"] as const;

export type TrialPhaseFilter = (typeof TRIAL_PHASES)[number];
export type TrialStatusFilter = (typeof TRIAL_STATUSES)[number];
export type TrialCountryFilter = (typeof TRIAL_COUNTRIES)[number];
export type TrialAgeGroupFilter = (typeof TRIAL_AGE_GROUPS)[number];
export type PatientSex = (typeof PATIENT_SEXES)[number];

/** Default filters: all, all, US, all (agents §9). */
export const DEFAULT_TRIAL_FILTERS = { phase: "all", status: "all", country: "US", ageGroup: "all" } as const;

export const PHASE_OPTIONS = [
  { value: "all", label: "All Phases" },
  { value: "1", label: "Phase 1" },
  { value: "2", label: "Phase 2" },
  { value: "3", label: "Phase 3" },
  { value: "4", label: "Phase 4" },
] as const satisfies readonly { value: TrialPhaseFilter; label: string }[];

export const STATUS_OPTIONS = [
  { value: "all", label: "All Statuses" },
  { value: "recruiting", label: "Recruiting" },
  { value: "active", label: "Active, not recruiting" },
  { value: "completed", label: "Completed" },
] as const satisfies readonly { value: TrialStatusFilter; label: string }[];

export const COUNTRY_OPTIONS = [
  { value: "US", label: "United States" },
  { value: "CA", label: "Canada" },
  { value: "UK", label: "United Kingdom" },
  { value: "all", label: "All Countries" },
] as const satisfies readonly { value: TrialCountryFilter; label: string }[];

export const AGE_GROUP_OPTIONS = [
  { value: "all", label: "All Ages" },
  { value: "adult", label: "Adult (18-64)" },
  { value: "senior", label: "Senior (65+)" },
  { value: "pediatric", label: "Pediatric (under 18)" },
] as const satisfies readonly { value: TrialAgeGroupFilter; label: string }[];

export const SEX_OPTIONS = [
  { value: "all", label: "All" },
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
] as const satisfies readonly { value: PatientSex; label: string }[];

/** Country names as ClinicalTrials.gov writes them in LocationCountry. */
export const COUNTRY_NAMES: Record<Exclude<TrialCountryFilter, "all">, string> = {
  US: "United States",
  CA: "Canada",
  UK: "United Kingdom",
};

export const SEARCH_QUERY_MAX = 200;
/** Cards per search; the registry may hold many more (shown as the total). */
export const TRIAL_SEARCH_PAGE_SIZE = 20;
/** Recruiting candidates scored for one patient; the best are shown. */
export const ELIGIBILITY_CANDIDATES = 50;
export const ELIGIBILITY_RESULTS = 20;
export const PATIENT_CONDITIONS_MAX = 10;
export const PATIENT_AGE_MAX = 120;
/** Trends count at most this many studies of a condition (two pages of 100). */
export const TRENDS_MAX_STUDIES = 200;
export const TRENDS_PAGE_SIZE = 100;

export const TRIALS_SOURCE = "ClinicalTrials.gov";

export const SEARCH_FAILED_TITLE = "Search Failed";
export const SEARCH_FAILED_MESSAGE = "There was an error searching clinical trials. Please try again.";
export const ELIGIBILITY_REQUIRED_MESSAGE = "Please enter age and at least one condition";
export const COMPARE_SELECTION_MESSAGE = "Please select 2-5 trials to compare";

/** ClinicalTrials.gov's phase codes as people read them. */
export const PHASE_LABELS: Record<string, string> = {
  EARLY_PHASE1: "Early Phase 1",
  PHASE1: "Phase 1",
  PHASE2: "Phase 2",
  PHASE3: "Phase 3",
  PHASE4: "Phase 4",
  NA: "Not Applicable",
};

/** "Phase 1/Phase 2" for a combined phase; "Not Specified" for observational studies (no phases). */
export function phaseLabel(phases: readonly string[]): string {
  if (phases.length === 0) return "Not Specified";
  return phases.map((phase) => PHASE_LABELS[phase] ?? titleCase(phase)).join("/");
}

export function statusLabel(status: string | null): string {
  if (!status) return "Unknown";
  if (status === "ACTIVE_NOT_RECRUITING") return "Active, not recruiting";
  return titleCase(status);
}

/** DRUG → Drug, DIETARY_SUPPLEMENT → Dietary Supplement. */
export function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split("_")
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/** The registry's own page for a study. */
export function trialUrl(nctId: string): string {
  return `https://clinicaltrials.gov/study/${encodeURIComponent(nctId)}`;
}

/** Comma, semicolon or line separated conditions, trimmed, each once. */
export function splitConditions(text: string): string[] {
  const seen = new Set<string>();
  const conditions: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const condition = part.trim();
    if (condition && !seen.has(condition.toLowerCase())) {
      seen.add(condition.toLowerCase());
      conditions.push(condition);
    }
  }
  return conditions;
}

/** Adds an id, or removes it when already chosen; never more than the compare maximum (agents §5). */
export function toggleSelection(selected: readonly string[], id: string, max: number): string[] {
  if (selected.includes(id)) return selected.filter((chosen) => chosen !== id);
  if (selected.length >= max) return [...selected];
  return [...selected, id];
}
