import { z } from "zod";
import { analysisResponseSchema } from "../analyses/contracts";
import { defineOperations } from "../api/contract";
import { resultEntitiesSchema } from "../entities/vocabulary";
import { literatureEndpoints } from "./endpoints";
import {
  LITERATURE_ANALYSIS_TYPES,
  LITERATURE_LIMITS as L,
  PAPER_SEARCH_LIMIT,
  PAPERS_PER_ANALYSIS,
  PAPERS_PER_CHAT,
  PREPRINT_SOURCES,
} from "./limits";

/** Scientific paper result (agents-accounts-admin.md §3). */
export const paperSchema = z.object({
  id: z.string().trim().min(1).max(L.shortFieldMax),
  title: z.string().max(L.titleMax),
  /** The preprint server: bioRxiv or medRxiv. */
  source: z.string().max(L.shortFieldMax),
  /** bioRxiv subject category; null where the bioRxiv API did not answer. */
  category: z.string().max(L.shortFieldMax).nullable(),
  abstract: z.string().max(L.abstractMax),
  authors: z.array(z.string().max(L.authorNameMax)).max(L.authorsMax),
  /** ISO date (YYYY-MM-DD) of first publication, or null when unknown. */
  published_date: z.string().max(40).nullable(),
  relevance_score: z.number().min(0).max(1),
  doi: z.string().max(L.shortFieldMax).nullable(),
  url: z.url({ protocol: /^https?$/ }).max(L.urlMax),
});
export type Paper = z.infer<typeof paperSchema>;

const sourcesSchema = z
  .array(z.enum(PREPRINT_SOURCES))
  .min(1, "Select at least one source.")
  .max(PREPRINT_SOURCES.length)
  .refine((sources) => new Set(sources).size === sources.length, "Each source may be named once.");

/** scientific-search (spec §7): query, sources, limit 20. */
export const searchPapersRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, "Please enter a search query to find scientific papers.")
    .max(L.queryMax, `The search query may be at most ${L.queryMax} characters.`),
  sources: sourcesSchema.default([...PREPRINT_SOURCES]),
  limit: z.number().int().min(1).max(PAPER_SEARCH_LIMIT).default(PAPER_SEARCH_LIMIT),
});
export type SearchPapersRequest = z.input<typeof searchPapersRequestSchema>;

/** A paper as a search answers it: with the entities its title and abstract name that have a page. */
const searchedPaperSchema = paperSchema.extend({ entities: resultEntitiesSchema.optional() });
export type SearchedPaper = z.infer<typeof searchedPaperSchema>;

export const searchPapersResponseSchema = z.object({
  results: z.array(searchedPaperSchema),
  /** How many preprints Europe PMC counts for the query in all (the list holds the first `limit`). */
  total: z.number().int().min(0),
});
export type SearchPapersResponse = z.infer<typeof searchPapersResponseSchema>;

/** scientific-analysis (spec §7): one of the five types over the first 10 papers. */
export const analyzePapersRequestSchema = z.object({
  analysisType: z.enum(LITERATURE_ANALYSIS_TYPES),
  papers: z
    .array(paperSchema)
    .min(1, "Please search for papers first before running analysis.")
    .max(PAPERS_PER_ANALYSIS, `An analysis reads at most ${PAPERS_PER_ANALYSIS} papers.`),
  /** The search that found the papers; gap analysis weighs topics against it. */
  query: z.string().trim().max(L.queryMax).optional(),
});

/** scientific-analysis with analysisType "chat": a question over the first 5 papers. */
export const chatPapersRequestSchema = z.object({
  message: z.string().trim().min(1, "Please enter a message.").max(L.chatMessageMax),
  papers: z.array(paperSchema).max(PAPERS_PER_CHAT, `The assistant reads at most ${PAPERS_PER_CHAT} papers.`),
});

export const literatureOperations = defineOperations("literature", literatureEndpoints, {
  search: {
    summary: "scientific-search: bioRxiv and medRxiv preprints from Europe PMC, categories from bioRxiv",
    body: searchPapersRequestSchema,
    responses: { 200: { schema: searchPapersResponseSchema, description: "Papers, most relevant first" } },
    errors: [400, 401, 502, 503],
  },
  analyze: {
    summary: "scientific-analysis: one of five analyses of up to 10 papers, stored in Recent Analyses",
    body: analyzePapersRequestSchema,
    responses: { 200: { schema: analysisResponseSchema, description: "The stored analysis" } },
    errors: [400, 401, 422, 502],
  },
  chat: {
    summary: "scientific-analysis (chat): the Research Assistant's answer over up to 5 papers",
    body: chatPapersRequestSchema,
    responses: { 200: { schema: analysisResponseSchema, description: "The stored answer" } },
    errors: [400, 401, 422, 502],
  },
});
