import { z } from "zod";
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

const values = <T extends readonly { readonly value: string }[]>(options: T) =>
  options.map((option) => option.value) as [T[number]["value"], ...T[number]["value"][]];

function choice<const T extends readonly [string, ...string[]]>(name: string, allowed: T, fallback: T[number]) {
  return z.enum(allowed, `${name} must be one of ${allowed.join(", ")}`).default(fallback);
}

export const searchPatentsQuerySchema = z.object({
  q: z
    .string("Please enter a search query")
    .trim()
    .min(1, "Please enter a search query")
    .max(PATENT_LIMITS.queryMax, `The search query must be at most ${PATENT_LIMITS.queryMax} characters`),
  status: choice("Status", values(PATENT_STATUSES), DEFAULT_PATENT_FILTERS.status),
  country: choice("Country", values(PATENT_COUNTRIES), DEFAULT_PATENT_FILTERS.country),
  language: choice("Language", values(PATENT_LANGUAGES), DEFAULT_PATENT_FILTERS.language),
  sort: choice("Sort", values(PATENT_SORTS), DEFAULT_PATENT_FILTERS.sort),
});
export type SearchPatentsQuery = z.infer<typeof searchPatentsQuerySchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A date as YYYY-MM-DD");

export const patentSchema = z.object({
  id: z.string(),
  title: z.string(),
  inventors: z.array(z.string()),
  assignee: z.string().nullable(),
  filingDate: isoDay.nullable(),
  publicationDate: isoDay.nullable(),
  abstract: z.string(),
  citations: z.number().int().min(0),
  /** 0 to 1, shown as a percent. */
  relevance: z.number().min(0).max(1),
  category: z.enum(PATENT_CATEGORIES),
  country: z.string(),
  status: z.enum(values(PATENT_STATUSES)),
});
export type Patent = z.infer<typeof patentSchema>;

export const patentSummarySchema = z.object({
  totalPatents: z.number().int().min(0),
  thisYear: z.number().int().min(0),
  avgCitations: z.number().min(0),
  topCountry: z.string().nullable(),
});
export type PatentSummary = z.infer<typeof patentSummarySchema>;

export const patentSourceSchema = z.enum(PATENT_SOURCES);

export const searchPatentsResponseSchema = z.object({
  source: patentSourceSchema,
  query: z.string(),
  filters: searchPatentsQuerySchema.omit({ q: true }),
  /** All matches the source reports; `patents` holds the first of them. */
  total: z.number().int().min(0),
  patents: z.array(patentSchema),
  summary: patentSummarySchema,
  /** Plain statements about the answer: sample data, filters the source cannot honour. */
  notices: z.array(z.string()),
});
export type SearchPatentsResponse = z.infer<typeof searchPatentsResponseSchema>;

export const getPatentSourceResponseSchema = z.object({
  source: patentSourceSchema,
  notice: z.string(),
});
export type GetPatentSourceResponse = z.infer<typeof getPatentSourceResponseSchema>;
