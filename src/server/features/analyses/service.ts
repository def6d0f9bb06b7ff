import { and, desc, eq } from "drizzle-orm";
import type { AnalysisChannel, AnalysisDetails, AnalysisSession } from "@/shared/analyses/contracts";
import { DEFAULT_PROVIDER_CONFIDENCE, RECENT_ANALYSES_LIMIT } from "@/shared/analyses/limits";
import type { Database } from "../../db/client";
import { aiAnalysisSessions } from "../../db/schema";

type SessionRow = typeof aiAnalysisSessions.$inferSelect;

export function toAnalysisSession(row: SessionRow): AnalysisSession {
  return {
    id: row.id,
    analysis_type: row.analysisType,
    ai_response: row.aiResponse,
    confidence_score: row.confidenceScore,
    created_at: row.createdAt.toISOString(),
    engine: row.engine,
    model: row.model,
    details: row.details,
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
  /** 0–1; absent: the default for a provider that gives none. */
  confidence?: number | null;
  engine: "builtin" | "openai-compatible";
  model: string | null;
};

/** Clamped to 0–1 and rounded to 2 decimals; a provider's missing or broken value counts as 0.8. */
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
      details: withFiniteFigures(analysis.details),
      inputs: analysis.inputs,
      confidenceScore: normalizeConfidence(analysis.confidence),
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
