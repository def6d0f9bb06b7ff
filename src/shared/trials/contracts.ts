import { z } from "zod";
import { defineOperations } from "../api/contract";
import { trialEndpoints } from "./endpoints";
import { requiredText } from "../required-text";
import { resultEntitiesSchema } from "../entities/vocabulary";
import {
  COMPARE_SELECTION_MESSAGE,
  ELIGIBILITY_REQUIRED_MESSAGE,
  PATIENT_AGE_MAX,
  PATIENT_CONDITIONS_MAX,
  PATIENT_SEXES,
  SEARCH_QUERY_MAX,
  TRIAL_AGE_GROUPS,
  TRIAL_COUNTRIES,
  TRIAL_PHASES,
  TRIAL_STATUSES,
  TRIALS_COMPARE_MAX,
  TRIALS_COMPARE_MIN,
} from "./options";

const trialLocationSchema = z.object({
  facility: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  status: z.string().nullable(),
});

/** One study as the screen shows it (data-sources.md §3.5); absent registry fields are null or empty. */
export const trialSchema = z.object({
  id: z.string(),
  title: z.string(),
  officialTitle: z.string().nullable(),
  conditions: z.array(z.string()),
  /** The registry's phase values: PHASE1, PHASE2, NA…; empty for observational studies. */
  phases: z.array(z.string()),
  phase: z.string(),
  /** The registry's overall status: RECRUITING, COMPLETED… */
  status: z.string().nullable(),
  statusLabel: z.string(),
  studyType: z.string().nullable(),
  sponsor: z.string().nullable(),
  /** leadSponsor.class: INDUSTRY, NIH, OTHER, OTHER_GOV… */
  sponsorClass: z.string().nullable(),
  locations: z.array(trialLocationSchema),
  enrollment: z.number().nullable(),
  enrollmentType: z.string().nullable(),
  minimumAge: z.string().nullable(),
  maximumAge: z.string().nullable(),
  ageRange: z.string(),
  sex: z.string().nullable(),
  startDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  lastUpdate: z.string().nullable(),
  summary: z.string().nullable(),
  eligibility: z.string().nullable(),
  interventions: z.array(z.object({ name: z.string(), type: z.string().nullable() })),
  /** Drug, Biological, Device, Behavioral…, each once. */
  interventionTypes: z.array(z.string()),
  arms: z.array(z.object({ label: z.string(), description: z.string().nullable() })),
  url: z.string(),
  /** The entities its sponsor, conditions, interventions and id name that have a page (search answers only). */
  entities: resultEntitiesSchema.optional(),
});
export type Trial = z.infer<typeof trialSchema>;

export const searchTrialsRequestSchema = z.object({
  query: requiredText("Please enter a search term", SEARCH_QUERY_MAX, `The search may be at most ${SEARCH_QUERY_MAX} characters`),
  phase: z.enum(TRIAL_PHASES, "Phase must be all, 1, 2, 3 or 4").default("all"),
  status: z.enum(TRIAL_STATUSES, "Status must be all, recruiting, active or completed").default("all"),
  country: z.enum(TRIAL_COUNTRIES, "Country must be US, CA, UK or all").default("US"),
  ageGroup: z.enum(TRIAL_AGE_GROUPS, "Age group must be all, adult, senior or pediatric").default("all"),
});
export type SearchTrialsRequest = z.input<typeof searchTrialsRequestSchema>;
export type TrialSearchFilters = z.output<typeof searchTrialsRequestSchema>;

export const searchTrialsResponseSchema = z.object({
  trials: z.array(trialSchema),
  /** How many studies the registry holds for the search (the cards are the first page). */
  totalCount: z.number().nullable(),
  /** Studies the registry answered whose status is not the one asked for: left out of `trials`. */
  otherStatusCount: z.number().int().min(0),
  source: z.string(),
});
export type SearchTrialsResponse = z.infer<typeof searchTrialsResponseSchema>;

export const eligibilityRequestSchema = z.object({
  age: z
    .number(ELIGIBILITY_REQUIRED_MESSAGE)
    .int("Age must be a whole number of years")
    .min(0, "Age must be between 0 and 120")
    .max(PATIENT_AGE_MAX, "Age must be between 0 and 120"),
  sex: z.enum(PATIENT_SEXES, "Sex must be all, male or female").default("all"),
  conditions: z
    .array(z.string().trim().min(1, "A condition may not be blank").max(SEARCH_QUERY_MAX), ELIGIBILITY_REQUIRED_MESSAGE)
    .min(1, ELIGIBILITY_REQUIRED_MESSAGE)
    .max(PATIENT_CONDITIONS_MAX, `Enter at most ${PATIENT_CONDITIONS_MAX} conditions`),
  location: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX)
    .optional()
    .transform((value) => value || undefined),
});
export type EligibilityRequest = z.input<typeof eligibilityRequestSchema>;
export type PatientProfile = z.output<typeof eligibilityRequestSchema>;

const MATCH_CRITERIA = ["age", "sex", "condition", "location", "inclusion", "exclusion"] as const;
const matchReasonSchema = z.object({
  criterion: z.enum(MATCH_CRITERIA),
  outcome: z.enum(["met", "partial", "unmet", "unknown"]),
  points: z.number(),
  maxPoints: z.number(),
  text: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

const eligibleTrialSchema = trialSchema.extend({
  matchScore: z.number().int().min(0).max(100),
  matchReasons: z.array(matchReasonSchema),
});
export type EligibleTrial = z.infer<typeof eligibleTrialSchema>;

/** Why a study is not eligible: not recruiting, or a condition, age or sex that rules the patient out. */
const SET_ASIDE_CRITERIA = ["status", "condition", "age", "sex"] as const;
const setAsideReasonSchema = z.object({ criterion: z.enum(SET_ASIDE_CRITERIA), text: z.string() });
export type SetAsideReason = z.infer<typeof setAsideReasonSchema>;

/** A study the registry answered that the patient is not eligible for: named with its reasons, never scored. */
const setAsideTrialSchema = trialSchema
  .pick({ id: true, title: true, url: true, statusLabel: true, conditions: true, ageRange: true })
  .extend({ setAsideReasons: z.array(setAsideReasonSchema).min(1) });
export type SetAsideTrial = z.infer<typeof setAsideTrialSchema>;

export const eligibilityResponseSchema = z.object({
  /** Eligible studies, best first (at most ELIGIBILITY_RESULTS). */
  trials: z.array(eligibleTrialSchema),
  /** How many eligible studies there were before the list was cut. */
  eligibleCount: z.number().int().min(0),
  setAside: z.array(setAsideTrialSchema),
  /** Studies the registry answered when asked for recruiting ones: every one is either eligible or set aside. */
  candidates: z.number().int().min(0),
  source: z.string(),
});
export type EligibilityResponse = z.infer<typeof eligibilityResponseSchema>;

const trendsQuerySchema = z.object({
  condition: requiredText("Please enter a condition", SEARCH_QUERY_MAX, `The condition may be at most ${SEARCH_QUERY_MAX} characters`),
});

const barSchema = z.object({ label: z.string(), value: z.number() });
export type TrendBar = z.infer<typeof barSchema>;

const trialTrendsSchema = z.object({
  phases: z.array(barSchema),
  statuses: z.array(barSchema),
  sponsorTypes: z.array(barSchema),
  startYears: z.array(barSchema),
  /** Studies counted (at most TRENDS_MAX_STUDIES). */
  studiesAnalyzed: z.number(),
});
export type TrialTrends = z.infer<typeof trialTrendsSchema>;

export const trendsResponseSchema = trialTrendsSchema.extend({
  condition: z.string(),
  totalCount: z.number().nullable(),
  source: z.string(),
});
export type TrendsResponse = z.infer<typeof trendsResponseSchema>;

const NCT_ID = /^NCT\d{8}$/;

/** `ids=NCT01234567,NCT07654321`: each once, 2 to 5 (agents §5, §9). */
export const compareQuerySchema = z.object({
  ids: z
    .string(COMPARE_SELECTION_MESSAGE)
    .transform((value) => [...new Set(value.split(",").map((id) => id.trim().toUpperCase()).filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(NCT_ID, "Trial ids look like NCT01234567"))
        .min(TRIALS_COMPARE_MIN, COMPARE_SELECTION_MESSAGE)
        .max(TRIALS_COMPARE_MAX, COMPARE_SELECTION_MESSAGE),
    ),
});

export const compareResponseSchema = z.object({
  trials: z.array(trialSchema),
  /** Requested ids the registry does not know. */
  missing: z.array(z.string()),
  source: z.string(),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

export const trialOperations = defineOperations("trials", trialEndpoints, {
  search: {
    summary: "Search ClinicalTrials.gov with the screen's phase, status, country and age-group filters",
    body: searchTrialsRequestSchema,
    responses: { 200: { schema: searchTrialsResponseSchema, description: "The first page of studies" } },
    errors: [400, 401, 502, 503],
  },
  findEligible: {
    summary:
      "Recruiting studies a patient is eligible for (condition, age, sex), scored 0–100 with a reason per criterion, best first; the others set aside with why",
    body: eligibilityRequestSchema,
    responses: { 200: { schema: eligibilityResponseSchema, description: "Eligible studies scored, the others set aside" } },
    errors: [400, 401, 502, 503],
  },
  analyzeTrends: {
    summary: "Phase, status, sponsor type and start year counts over up to 200 studies of a condition",
    query: trendsQuerySchema,
    responses: { 200: { schema: trendsResponseSchema, description: "The counts" } },
    errors: [400, 401, 502, 503],
  },
  compare: {
    summary: "Two to five studies side by side (ids=NCT…,NCT…)",
    query: compareQuerySchema,
    responses: { 200: { schema: compareResponseSchema, description: "The studies in the order asked" } },
    errors: [400, 401, 502, 503],
  },
});
