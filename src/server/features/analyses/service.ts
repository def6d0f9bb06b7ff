import { and, desc, eq } from "drizzle-orm";
import type { AnalysisChannel, AnalysisDetails, AnalysisFigure, AnalysisResponse, AnalysisSession } from "@/shared/analyses/contracts";
import { DEFAULT_PROVIDER_CONFIDENCE, NOTHING_TO_ANALYZE, RECENT_ANALYSES_LIMIT } from "@/shared/analyses/limits";
import type { Database } from "../../core/db/client";
import { aiAnalysisSessions } from "../../core/db/schema";
import { AppError } from "../../core/errors";

type SessionRow = typeof aiAnalysisSessions.$inferSelect;

/**
 * A confidence a user may see: a score and the sentence it rests on (issue 15 §4). The built-in
 * analyses derive both from how much of their input carried the data they need.
 */
export type Confidence = { score: number; basis: string };

/** `have` of `of` inputs (or figures) carried what the analysis needs; `basis` says which, in words. */
export function coverageConfidence(have: number, of: number, basis: string): Confidence {
  return { score: of > 0 ? Math.round((Math.min(have, of) / of) * 100) / 100 : 0, basis };
}

/** A built-in analysis as computed: its text and figures with their confidence, or why there is nothing to say. */
export type Computation =
  | { sections: AnalysisDetails["sections"]; figures: AnalysisFigure[]; confidence: Confidence }
  | { nothing: string };

/**
 * The answer when the input carries none of the data an analysis (or a chat answer) needs:
 * nothing is stored, no provider is asked (so nothing is paid for), and the user reads why
 * (422, `details.reason`). An analysis adds that it was not saved.
 */
export function nothingToAnalyze(message: string, kind: "analysis" | "chat" = "analysis"): AppError {
  const text = kind === "analysis" ? `${message} No analysis was saved.` : message;
  return new AppError("unprocessable", text, { details: { reason: NOTHING_TO_ANALYZE } });
}

function toAnalysisSession(row: SessionRow): AnalysisSession {
  const { confidence_basis: basis, ...details } = row.details;
  return {
    id: row.id,
    analysis_type: row.analysisType,
    ai_response: row.aiResponse,
    confidence_score: row.confidenceScore,
    confidence_basis: basis ?? null,
    created_at: row.createdAt.toISOString(),
    engine: row.engine,
    model: row.model,
    details,
  };
}

/** What scientific-analysis and market-analysis answer (spec §7). */
export function toAnalysisResponse(session: AnalysisSession): AnalysisResponse {
  return {
    analysis: session.ai_response,
    sessionId: session.id,
    confidenceScore: session.confidence_score,
    confidenceBasis: session.confidence_basis,
    session,
  };
}

export type NewAnalysis = {
  userId: string;
  channel: AnalysisChannel;
  analysisType: string;
  /** The user's message (chat) or query; null for a plain analysis. */
  prompt?: string | null;
  aiResponse: string;
  details: AnalysisDetails;
  /** The papers, filings or trials the analysis read, in citation order. */
  inputs: unknown[];
  /** Null: nothing stated one, so the spec's default is stored and no confidence is shown. */
  confidence: Confidence | null;
  engine: "builtin" | "openai-compatible";
  model: string | null;
};

/** Clamped to 0–1 and rounded to 2 decimals; a missing or broken value counts as the spec's 0.8. */
export function normalizeConfidence(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return DEFAULT_PROVIDER_CONFIDENCE;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

/**
 * JSON has no Infinity or NaN (jsonb would hold null, which breaks the contract): a bar, node or
 * edge whose value overflowed, e.g. a margin over a revenue of almost nothing, is left out.
 */
function withFiniteFigures(details: AnalysisDetails): AnalysisDetails {
  const figures = details.figures.map((figure) =>
    figure.kind === "bars"
      ? { ...figure, bars: figure.bars.filter((bar) => Number.isFinite(bar.value)) }
      : {
          ...figure,
          nodes: figure.nodes.filter((node) => Number.isFinite(node.weight)),
          edges: figure.edges.filter((edge) => Number.isFinite(edge.weight)),
        },
  );
  return { ...details, figures };
}

export async function saveAnalysis(db: Database, analysis: NewAnalysis): Promise<AnalysisSession> {
  const [row] = await db
    .insert(aiAnalysisSessions)
    .values({
      userId: analysis.userId,
      channel: analysis.channel,
      analysisType: analysis.analysisType,
      prompt: analysis.prompt ?? null,
      aiResponse: analysis.aiResponse,
      details: {
        ...withFiniteFigures(analysis.details),
        ...(analysis.confidence && { confidence_basis: analysis.confidence.basis }),
      },
      inputs: analysis.inputs,
      confidenceScore: normalizeConfidence(analysis.confidence?.score),
      engine: analysis.engine,
      model: analysis.model,
    })
    .returning();
  return toAnalysisSession(row!);
}

/** The user's own newest analyses of one screen (spec §7: newest first, limit 5). */
export async function listRecentAnalyses(db: Database, userId: string, channel: AnalysisChannel): Promise<AnalysisSession[]> {
  const rows = await db
    .select()
    .from(aiAnalysisSessions)
    .where(and(eq(aiAnalysisSessions.userId, userId), eq(aiAnalysisSessions.channel, channel)))
    .orderBy(desc(aiAnalysisSessions.createdAt), desc(aiAnalysisSessions.id))
    .limit(RECENT_ANALYSES_LIMIT);
  return rows.map(toAnalysisSession);
}
