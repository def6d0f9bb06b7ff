import { z } from "zod";
import { defineOperations } from "../api/contract";
import { analysisEndpoints } from "./endpoints";

/** The spec's channel markers (agents-accounts-admin.md §3), plus ours for the clinical screen. */
const ANALYSIS_CHANNELS = ["R&D_INTELLIGENCE", "MARKET_INTELLIGENCE", "CLINICAL_INTELLIGENCE"] as const;
export type AnalysisChannel = (typeof ANALYSIS_CHANNELS)[number];


/** One input an analysis rests on, numbered as the text cites it: [1] is inputs[0]. */
const citationSchema = z.object({
  n: z.number().int().min(1),
  /** Paper title, "Company 10-K 2024", trial NCT id and title… */
  label: z.string(),
  url: z.string().nullable(),
});
export type Citation = z.infer<typeof citationSchema>;

const analysisSectionSchema = z.object({
  heading: z.string(),
  /** Plain sentences with [n] citations. */
  points: z.array(z.string()),
});

/** A figure the screen draws: bars (counts by year, phase…) or a network (co-authorship). */
const analysisFigureSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("bars"),
    title: z.string(),
    bars: z.array(z.object({ label: z.string(), value: z.number() })),
  }),
  z.object({
    kind: z.literal("network"),
    title: z.string(),
    nodes: z.array(z.object({ id: z.string(), label: z.string(), weight: z.number() })),
    edges: z.array(z.object({ source: z.string(), target: z.string(), weight: z.number() })),
  }),
]);
export type AnalysisFigure = z.infer<typeof analysisFigureSchema>;

const analysisDetailsSchema = z.object({
  sections: z.array(analysisSectionSchema),
  citations: z.array(citationSchema),
  figures: z.array(analysisFigureSchema),
});
export type AnalysisDetails = z.infer<typeof analysisDetailsSchema>;

/**
 * What a confidence rests on, in one sentence a user reads next to the figure: for a computed
 * analysis, how much of its input carried the data it needs ("3 of 15 companies in these filings
 * report revenue."). A screen shows a confidence only with its basis (issue 15 §4).
 */
const confidenceBasisSchema = z.string().min(1).max(600);

/** A stored analysis as the screens receive it (spec fields plus how it was made). */
const analysisSessionSchema = z.object({
  id: z.uuid(),
  analysis_type: z.string(),
  ai_response: z.string(),
  /** The spec's field, always present: 0.8 when nothing gave a confidence (then the basis is null). */
  confidence_score: z.number().min(0).max(1),
  /** Null: the score rests on nothing stated and is not shown. */
  confidence_basis: confidenceBasisSchema.nullable(),
  created_at: z.iso.datetime(),
  engine: z.enum(["builtin", "openai-compatible"]),
  model: z.string().nullable(),
  details: analysisDetailsSchema,
});
export type AnalysisSession = z.infer<typeof analysisSessionSchema>;

const recentAnalysesQuerySchema = z.object({ channel: z.enum(ANALYSIS_CHANNELS) });
export const recentAnalysesResponseSchema = z.object({ analyses: z.array(analysisSessionSchema) });
export type RecentAnalysesResponse = z.infer<typeof recentAnalysesResponseSchema>;

/** What scientific-analysis and market-analysis answer (spec §7), with the whole session. */
export const analysisResponseSchema = z.object({
  analysis: z.string(),
  sessionId: z.uuid(),
  confidenceScore: z.number().min(0).max(1),
  confidenceBasis: confidenceBasisSchema.nullable(),
  session: analysisSessionSchema,
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

export const analysisOperations = defineOperations("analyses", analysisEndpoints, {
  list: {
    summary: "The caller's own 5 newest analyses of one intelligence screen",
    query: recentAnalysesQuerySchema,
    responses: { 200: { schema: recentAnalysesResponseSchema, description: "Newest first" } },
    errors: [400, 401],
  },
});
