import type { PatientProfile, TrialSearchFilters } from "@/shared/trials/contracts";
import { ELIGIBLE_STATUS } from "@/shared/trials/eligibility";
import {
  COUNTRY_NAMES,
  ELIGIBILITY_CANDIDATES,
  TRENDS_PAGE_SIZE,
  TRIAL_SEARCH_PAGE_SIZE,
  type TrialAgeGroupFilter,
  type TrialPhaseFilter,
  type TrialStatusFilter,
} from "@/shared/trials/options";

/**
 * The screen's choices as ClinicalTrials.gov API v2 `/studies` parameters (data-sources.md §3.3).
 * Phase goes through `filter.advanced` AREA[Phase]: there is no filter.phase (400), and aggFilters
 * with enum names silently returns no studies.
 */
export type CtgovQuery = Record<string, string | number | boolean>;

/** Every piece a card, the eligibility check and the comparison read (§3.5). */
export const CARD_FIELDS = [
  "NCTId",
  "BriefTitle",
  "OfficialTitle",
  "OverallStatus",
  "Phase",
  "StudyType",
  "Condition",
  "LeadSponsorName",
  "LeadSponsorClass",
  "EnrollmentCount",
  "EnrollmentType",
  "MinimumAge",
  "MaximumAge",
  "Sex",
  "StdAge",
  "StartDate",
  "CompletionDate",
  "LastUpdatePostDate",
  "BriefSummary",
  "EligibilityCriteria",
  "InterventionName",
  "InterventionType",
  "LocationFacility",
  "LocationCity",
  "LocationState",
  "LocationCountry",
  "LocationStatus",
].join(",");

export const TREND_FIELDS = ["NCTId", "Phase", "OverallStatus", "LeadSponsorClass", "StartDate"].join(",");

const PHASE_CLAUSES: Record<Exclude<TrialPhaseFilter, "all">, string> = {
  "1": "AREA[Phase](EARLY_PHASE1 OR PHASE1)",
  "2": "AREA[Phase]PHASE2",
  "3": "AREA[Phase]PHASE3",
  "4": "AREA[Phase]PHASE4",
};

const STATUS_VALUES: Record<Exclude<TrialStatusFilter, "all">, string> = {
  recruiting: "RECRUITING",
  active: "ACTIVE_NOT_RECRUITING",
  completed: "COMPLETED",
};

/** StdAge buckets: CHILD is under 18, ADULT 18–64, OLDER_ADULT 65 and over. */
const AGE_GROUP_CLAUSES: Record<Exclude<TrialAgeGroupFilter, "all">, string> = {
  pediatric: "AREA[StdAge]CHILD",
  adult: "AREA[StdAge]ADULT",
  senior: "AREA[StdAge]OLDER_ADULT",
};

/** The registry status a search asks for; null for all statuses. */
export function askedStatus(filters: Pick<TrialSearchFilters, "status">): string | null {
  return filters.status === "all" ? null : STATUS_VALUES[filters.status];
}

export function searchQuery(filters: TrialSearchFilters): CtgovQuery {
  const advanced: string[] = [];
  const status = askedStatus(filters);
  if (filters.phase !== "all") advanced.push(PHASE_CLAUSES[filters.phase]);
  if (filters.country !== "all") advanced.push(`AREA[LocationCountry]"${COUNTRY_NAMES[filters.country]}"`);
  if (filters.ageGroup !== "all") advanced.push(AGE_GROUP_CLAUSES[filters.ageGroup]);
  return {
    "query.term": filters.query,
    ...(status && { "filter.overallStatus": status }),
    ...(advanced.length > 0 && { "filter.advanced": advanced.join(" AND ") }),
    fields: CARD_FIELDS,
    countTotal: true,
    pageSize: TRIAL_SEARCH_PAGE_SIZE,
  };
}

/** An Essie term: quoted when it holds more than one word, inner quotes dropped. */
function essieTerm(value: string): string {
  const clean = value.replace(/["()]/g, " ").replace(/\s+/g, " ").trim();
  return /\s/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Recruiting studies for any of the patient's conditions. Age and sex are not filtered here: the
 * score checks them (absent limits arrive as missing fields) and says why a study fits or not.
 */
export function eligibilityQuery(patient: PatientProfile): CtgovQuery {
  const terms = patient.conditions.map(essieTerm).filter(Boolean);
  return {
    "query.cond": terms.length === 1 ? terms[0]! : `(${terms.join(" OR ")})`,
    "filter.overallStatus": ELIGIBLE_STATUS,
    ...(patient.location && { "query.locn": patient.location }),
    fields: CARD_FIELDS,
    countTotal: true,
    pageSize: ELIGIBILITY_CANDIDATES,
  };
}

/** One page of the studies of a condition, with only the pieces the trend charts count. */
export function trendsQuery(condition: string, pageToken: string | null): CtgovQuery {
  return {
    "query.cond": condition,
    fields: TREND_FIELDS,
    pageSize: TRENDS_PAGE_SIZE,
    ...(pageToken ? { pageToken } : { countTotal: true }),
  };
}

/** Full records (arms, eligibility text) of the chosen studies. */
export function compareQuery(ids: readonly string[]): CtgovQuery {
  return { "filter.ids": ids.join(","), pageSize: ids.length };
}
