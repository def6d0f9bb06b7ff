import { z } from "zod";
import { defineOperations } from "../api/contract";
import { patentEndpoints } from "./endpoints";
import { valuesOf } from "../options";
import { requiredText } from "../required-text";
import { resultEntitiesSchema } from "../entities/vocabulary";
import {
  DEFAULT_PATENT_FILTERS,
  PATENT_CATEGORIES,
  PATENT_COUNTRIES,
  PATENT_LANGUAGES,
  PATENT_LIMITS,
  PATENT_SORTS,
  PATENT_SOURCES,
  PATENT_STATUSES,
} from "./options";

function choice<const T extends readonly [string, ...string[]]>(name: string, allowed: T) {
  return z.enum(allowed, `${name} must be one of ${allowed.join(", ")}`);
}

const searchPatentsQuerySchema = z.object({
  q: requiredText("Please enter a search query", PATENT_LIMITS.queryMax, `The search query must be at most ${PATENT_LIMITS.queryMax} characters`),
  // Only the filters the source applies may be given (GET /api/patents/source: filterLimits).
  status: choice("Status", valuesOf(PATENT_STATUSES)).optional(),
  country: choice("Country", valuesOf(PATENT_COUNTRIES)).optional(),
  language: choice("Language", valuesOf(PATENT_LANGUAGES)).optional(),
  sort: choice("Sort", valuesOf(PATENT_SORTS)).default(DEFAULT_PATENT_FILTERS.sort),
});
export type SearchPatentsQuery = z.infer<typeof searchPatentsQuerySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD");

/** A patent as its source states it; null where the source does not report a field. */
const patentSchema = z.object({
  /** The publication number as the source gives it: EP1234567, WO2020123456, US11234567. */
  id: z.string(),
  /** The kind code (A1, B1, B2…) where the source reports one. */
  kindCode: z.string().nullable(),
  title: z.string(),
  inventors: z.array(z.string()),
  /** The applicant(s) or assignee, joined by "; ". */
  assignee: z.string().nullable(),
  filingDate: isoDay.nullable(),
  publicationDate: isoDay.nullable(),
  abstract: z.string().nullable(),
  citations: z.number().int().min(0).nullable(),
  /** 0 to 1, shown as a percent; null when the results are in date order. */
  relevance: z.number().min(0).max(1).nullable(),
  /** From the CPC codes and words of the record (server/features/patents/categories.ts); null when none fits. */
  category: z.enum(PATENT_CATEGORIES).nullable(),
  /** Two-letter office code from the publication number. */
  country: z.string().nullable(),
  /** From the kind code; null when the kind code does not tell. */
  status: z.enum(valuesOf(PATENT_STATUSES)).nullable(),
  /** The record's page at the source. */
  url: z.string().nullable(),
  /** The entities its applicants, title and abstract name that have a page. */
  entities: resultEntitiesSchema.optional(),
});
export type Patent = z.infer<typeof patentSchema>;

const patentSummarySchema = z.object({
  totalPatents: z.number().int().min(0),
  thisYear: z.number().int().min(0),
  /** Over the patents that report citations; null when none does. */
  avgCitations: z.number().min(0).nullable(),
  topCountry: z.string().nullable(),
});
export type PatentSummary = z.infer<typeof patentSummarySchema>;

const patentSourceSchema = z.enum(PATENT_SOURCES);

export const searchPatentsResponseSchema = z.object({
  source: patentSourceSchema,
  query: z.string(),
  /** The filters every patent of the answer meets: those applied, and those fixed by the source. */
  filters: searchPatentsQuerySchema.omit({ q: true }),
  /** All matches the source reports; `patents` holds the first of them. */
  total: z.number().int().min(0),
  patents: z.array(patentSchema),
  summary: patentSummarySchema,
  /** Plain statements about the answer and its source. */
  notices: z.array(z.string()),
});
export type SearchPatentsResponse = z.infer<typeof searchPatentsResponseSchema>;

const filterLimitSchema = z.object({
  /** Shown beside the disabled filter. */
  reason: z.string(),
  /** The value every patent of this source has (PatentsView: US), or null when they differ. */
  value: z.string().nullable(),
});

export const getPatentSourceResponseSchema = z.object({
  source: patentSourceSchema,
  notice: z.string(),
  /** The filters this source cannot apply, each with why; the screen disables them. Sort always applies. */
  filterLimits: z.object({
    status: filterLimitSchema.optional(),
    country: filterLimitSchema.optional(),
    language: filterLimitSchema.optional(),
  }),
});
export type GetPatentSourceResponse = z.infer<typeof getPatentSourceResponseSchema>;

export const patentOperations = defineOperations("patents", patentEndpoints, {
  getSource: {
    summary: "Where patent results come from (Europe PMC without a key, EPO OPS or PatentsView with one) and the filters it cannot apply",
    responses: { 200: { schema: getPatentSourceResponseSchema, description: "The source and its notice" } },
    errors: [401],
  },
  search: {
    summary: "Patent Explorer search: patents for a query and sort, and the filters the source applies, with summary figures",
    query: searchPatentsQuerySchema,
    responses: { 200: { schema: searchPatentsResponseSchema, description: "Patents, summary and notices" } },
    errors: [400, 401, 502, 503],
  },
});
