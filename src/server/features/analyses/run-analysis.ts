import type { AnalysisChannel, AnalysisDetails, AnalysisFigure, AnalysisResponse, Citation } from "@/shared/analyses/contracts";
import type { AiCallOptions, AiEngine } from "../../core/ai/interface";
import type { Database } from "../../core/db/client";
import { nothingToAnalyze, saveAnalysis, toAnalysisResponse, type Computation, type Confidence } from "./service";

/** Why an analysis has nothing to say from its inputs: nothing is asked, stored or charged. */
type Nothing = { nothing: string };
type Computed = Exclude<Computation, Nothing>;

/** What an engine wrote: the stored plain text, its sections, and the inputs it cites. */
type AnalysisText = { text: string; sections: AnalysisDetails["sections"]; citations: Citation[] };

/** A built-in answer also brings the figures and the confidence it computed. */
type BuiltinAnswer = AnalysisText & { figures: AnalysisFigure[]; confidence: Confidence | null };

/**
 * A kind whose analyses cost credits. No analysis does today (docs/decisions.md, "An analysis with
 * nothing to compute is refused, not stored"); a kind that will gives one here.
 */
export type AnalysisCredit = {
  /** Refuses (an AppError) before any work when nothing is left. */
  assertLeft(db: Database): Promise<void>;
  /** Takes one credit in the transaction that stores the analysis, so a refusal stores nothing. */
  charge(tx: Database, sessionId: string): Promise<void>;
};

type KindBase = {
  channel: AnalysisChannel;
  analysisType: string;
  /** The user's question or search query, kept with the analysis; null for none. */
  prompt: string | null;
  /** What the analysis read (papers, filings…), kept so every [n] can be traced. */
  inputs: readonly unknown[];
  /** A refused analysis adds "No analysis was saved."; an assistant's refusal is its reply. */
  refusal: "analysis" | "chat";
  /** The kind's prompt and output schema, asked of the configured provider. */
  provider(ai: AiEngine, options: AiCallOptions): Promise<AnalysisText | Nothing>;
  credit?: AnalysisCredit;
};

/**
 * An analysis computed from its inputs before either engine writes: its figures and confidence
 * stand for a provider's text too, since a model's own estimate rests on nothing a user can check.
 */
export type ComputedAnalysisKind = KindBase & {
  compute(): Computation | Promise<Computation>;
  /** The built-in engine's text of the computation. */
  builtin(computed: Computed): AnalysisText;
};

/** An assistant's answer, written by either engine on its own; a provider's carries no figures or confidence. */
export type AnswerKind = KindBase & {
  builtin(): BuiltinAnswer | Nothing | Promise<BuiltinAnswer | Nothing>;
};

export type AnalysisKind = ComputedAnalysisKind | AnswerKind;

export type RunAnalysisOptions = {
  db: Database;
  ai: AiEngine;
  userId: string;
  /** Passed to the provider, so a request that went away stops its call. */
  signal?: AbortSignal;
};

/**
 * Every analysis and assistant answer of the intelligence screens (spec §7): credits checked, the
 * engine run, the answer stored in Recent Analyses with its engine, model, citations and inputs,
 * and a credit charged only once it is stored. Each kind brings only its inputs and its writers.
 */
export async function runAnalysis(kind: AnalysisKind, { db, ai, userId, signal }: RunAnalysisOptions): Promise<AnalysisResponse> {
  await kind.credit?.assertLeft(db);
  const answer = await write(kind, ai, signal);
  if ("nothing" in answer) throw nothingToAnalyze(answer.nothing, kind.refusal);
  const session = await db.transaction(async (tx) => {
    const stored = await saveAnalysis(tx, {
      userId,
      channel: kind.channel,
      analysisType: kind.analysisType,
      prompt: kind.prompt,
      aiResponse: answer.text,
      details: { sections: answer.sections, citations: answer.citations, figures: answer.figures },
      inputs: [...kind.inputs],
      confidence: answer.confidence,
      engine: ai.engine,
      model: ai.model,
    });
    await kind.credit?.charge(tx, stored.id);
    return stored;
  });
  return toAnalysisResponse(session);
}

async function write(kind: AnalysisKind, ai: AiEngine, signal: AbortSignal | undefined): Promise<BuiltinAnswer | Nothing> {
  if (!("compute" in kind)) {
    if (ai.engine === "builtin") return kind.builtin();
    return withMeasures(await kind.provider(ai, { signal }), null);
  }
  const computed = await kind.compute();
  if ("nothing" in computed) return computed;
  return withMeasures(ai.engine === "builtin" ? kind.builtin(computed) : await kind.provider(ai, { signal }), computed);
}

/** The text with the computed figures and confidence; none for an answer that nothing computed. */
function withMeasures(written: AnalysisText | Nothing, computed: Computed | null): BuiltinAnswer | Nothing {
  if ("nothing" in written) return written;
  return { ...written, figures: computed?.figures ?? [], confidence: computed?.confidence ?? null };
}
