import { z } from "zod";
import { analysisResponseSchema } from "../analyses/contracts";
import { defineOperations } from "../api/contract";
import { resultEntitiesSchema } from "../entities/vocabulary";
import { FILING_SEARCH_LIMIT, FILINGS_PER_ANALYSIS, FILINGS_PER_CHAT } from "../analyses/limits";
import {
  CHAT_MESSAGE_MAX,
  FILING_DESCRIPTION_MAX,
  FILING_FORMS,
  FILING_KEY_SECTIONS_MAX,
  FILING_QUERY_MAX,
  FILING_TEXT_MAX,
  FILING_TYPES,
  MARKET_ANALYSIS_TYPES,
  SEARCH_CRITERIA_REQUIRED,
  SECTIONS_STATES,
} from "./constants";
import { filingEndpoints } from "./endpoints";

/** Figures from XBRL companyfacts (data-sources.md §2.5), in `currency`; null when not reported. */
const financialHighlightsSchema = z.object({
  currency: z.string().max(8).nullable(),
  revenue: z.number().nullable(),
  /** The year before, for growth. */
  revenue_previous: z.number().nullable(),
  net_income: z.number().nullable(),
  total_assets: z.number().nullable(),
  /** SEC has no market cap: this is dei:EntityPublicFloat (USD), labelled "public float". */
  market_cap: z.number().nullable(),
  market_cap_basis: z.enum(["public_float"]).nullable(),
});
export type FinancialHighlights = z.infer<typeof financialHighlightsSchema>;

const text = (max = FILING_TEXT_MAX) => z.string().max(max);

/** The filing's document: a web address only, since it becomes a link on the card and in analysis citations. */
export const filingDocumentUrlSchema = z.url({ protocol: /^https?$/, message: "Must be an http(s) address" }).max(1000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date (YYYY-MM-DD)");
const accessionNumber = z.string().regex(/^\d{10}-\d{2}-\d{6}$/, "Must be an SEC accession number");
const CIK_DIGITS = /^\d{0,10}$/;
const CIK_MESSAGE = "A CIK number has up to 10 digits";

/** An SEC filing as analyses read it (spec §3). */
export const filingSchema = z.object({
  /** The accession number. */
  id: accessionNumber,
  company_name: text(),
  ticker: text(20).nullable(),
  /** Ten digits, zero-padded. */
  cik: z.string().regex(/^\d{10}$/, "Must be a 10-digit CIK"),
  filing_type: z.enum(FILING_TYPES),
  filing_date: isoDate,
  period_end_date: isoDate.nullable(),
  business_description: text(FILING_DESCRIPTION_MAX),
  financial_highlights: financialHighlightsSchema,
  key_sections: z.array(text()).max(FILING_KEY_SECTIONS_MAX),
  relevance_score: z.number().min(0).max(1),
  document_url: filingDocumentUrlSchema,
});
export type Filing = z.infer<typeof filingSchema>;

/** A later filing that amends a result (10-K/A, 20-F/A), shown under it. */
const amendmentSchema = z.object({
  id: accessionNumber,
  form: z.enum(FILING_FORMS),
  filing_date: isoDate,
  document_url: filingDocumentUrlSchema,
});

/** A search result: the filing, its form as filed, its amendments, and whether its document was read. */
const filingResultSchema = filingSchema.extend({
  form: z.enum(FILING_FORMS),
  amendments: z.array(amendmentSchema),
  sections: z.enum(SECTIONS_STATES),
  /** The registrant's entity page, found by its CIK or its name, when it has one. */
  entities: resultEntitiesSchema.optional(),
});
export type FilingResult = z.infer<typeof filingResultSchema>;

/** sec-edgar-search (spec §7): query, cik, filingTypes, limit. */
const searchFilingsRequestSchema = z
  .object({
    query: z.string().trim().max(FILING_QUERY_MAX, `Must be at most ${FILING_QUERY_MAX} characters`).default(""),
    cik: z.string().trim().regex(CIK_DIGITS, CIK_MESSAGE).default(""),
    filingTypes: z
      .array(z.enum(FILING_TYPES, "Filing types are 10-K and 20-F"))
      .min(1, "Select at least one filing type")
      .max(FILING_TYPES.length),
    limit: z.number().int().min(1).max(FILING_SEARCH_LIMIT).default(FILING_SEARCH_LIMIT),
  })
  .refine((request) => request.query !== "" || request.cik !== "", {
    message: SEARCH_CRITERIA_REQUIRED.description,
    path: ["query"],
  });
export type SearchFilingsRequest = z.input<typeof searchFilingsRequestSchema>;

export const searchFilingsResponseSchema = z.object({ results: z.array(filingResultSchema) });

/** One result's business description and key sections, read from its document on request. */
const filingSectionsQuerySchema = z.object({
  cik: z.string().trim().min(1, CIK_MESSAGE).regex(CIK_DIGITS, CIK_MESSAGE),
  id: accessionNumber,
});

export const filingSectionsResponseSchema = filingResultSchema
  .pick({ business_description: true, key_sections: true })
  .extend({ sections: z.enum(["read", "unavailable"]) });
export type FilingSections = z.infer<typeof filingSectionsResponseSchema>;

/** market-analysis (spec §7) for one analysis type: the first 15 filings. */
const analyzeFilingsRequestSchema = z.object({
  analysisType: z.enum(MARKET_ANALYSIS_TYPES),
  filings: z
    .array(filingSchema)
    .min(1, "Search for SEC filings first")
    .max(FILINGS_PER_ANALYSIS, `At most ${FILINGS_PER_ANALYSIS} filings per analysis`),
});

/** market-analysis with analysisType "chat": the first 10 filings and the user's message. */
const chatFilingsRequestSchema = z.object({
  query: z.string().trim().min(1, "Enter a message").max(CHAT_MESSAGE_MAX),
  filings: z.array(filingSchema).max(FILINGS_PER_CHAT, `At most ${FILINGS_PER_CHAT} filings per message`),
});

export const filingsAnalysisResponseSchema = analysisResponseSchema;

export const filingOperations = defineOperations("filings", filingEndpoints, {
  search: {
    summary: "sec-edgar-search: 10-K and 20-F filings of a company (name, ticker or CIK) from SEC EDGAR",
    body: searchFilingsRequestSchema,
    responses: { 200: { schema: searchFilingsResponseSchema, description: "Filings, best first" } },
    errors: [400, 401, 502, 503],
  },
  getSections: {
    summary: "One 10-K or 20-F's business description and key sections, read from its document (a search reads only its newest three)",
    query: filingSectionsQuerySchema,
    responses: {
      200: { schema: filingSectionsResponseSchema, description: "The sections, or 'unavailable' when SEC did not give the document" },
    },
    errors: [400, 401, 404, 502, 503],
  },
  analyze: {
    summary: "market-analysis: one analysis of up to 15 filings, stored under MARKET_INTELLIGENCE",
    body: analyzeFilingsRequestSchema,
    responses: { 200: { schema: filingsAnalysisResponseSchema, description: "The stored analysis" } },
    errors: [400, 401, 422, 502],
  },
  chat: {
    summary: "market-analysis with analysisType chat: the assistant's answer about up to 10 filings",
    body: chatFilingsRequestSchema,
    responses: { 200: { schema: filingsAnalysisResponseSchema, description: "The stored answer" } },
    errors: [400, 401, 422, 502],
  },
});
