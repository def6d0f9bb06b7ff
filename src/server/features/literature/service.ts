import type { AnalysisResponse } from "@/shared/analyses/contracts";
import type { Paper } from "@/shared/literature/contracts";
import { CHAT_ANALYSIS_TYPE, LITERATURE_CHANNEL, type LiteratureAnalysisType } from "@/shared/literature/limits";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import { nothingToAnalyze, saveAnalysis, toAnalysisResponse } from "../analyses";
import { analysisText, computeAnalysis, queryTermsOf } from "./builtin/analyses";
import { NO_PAPERS_FOR_CHAT, answerQuestion, type ChatAnswer } from "./builtin/chat";
import { citationsOf } from "./builtin/text";
import { citedPapers, writeProviderAnalysis, writeProviderReply } from "./provider";

export type LiteratureDeps = { db: Database; ai: AiEngine };

/**
 * scientific-analysis: one of the five analyses of up to 10 papers, stored for the user. The
 * built-in computation always runs: its figures and its confidence (what share of the papers
 * carried what the analysis needs) stand for either engine, and when the papers carry nothing the
 * analysis needs, nothing is written, asked or stored.
 */
export async function analyzePapers(
  { db, ai }: LiteratureDeps,
  input: { userId: string; analysisType: LiteratureAnalysisType; papers: Paper[]; query?: string },
): Promise<AnalysisResponse> {
  const computed = computeAnalysis(input.analysisType, { papers: input.papers, queryTerms: await queryTermsOf(input.query) });
  if ("nothing" in computed) throw nothingToAnalyze(computed.nothing);
  let sections = computed.sections;
  let citations = citationsOf(input.papers);
  if (ai.engine === "openai-compatible") {
    const written = await writeProviderAnalysis(ai, input.analysisType, input.papers, input.query);
    sections = written.sections;
    citations = citedPapers(input.papers, written.cited);
  }
  const session = await saveAnalysis(db, {
    userId: input.userId,
    channel: LITERATURE_CHANNEL,
    analysisType: input.analysisType,
    prompt: input.query ?? null,
    aiResponse: analysisText(sections),
    // Figures are computed from the inputs by either engine, so they never depend on a model.
    details: { sections, citations, figures: computed.figures },
    inputs: input.papers,
    confidence: computed.confidence,
    engine: ai.engine,
    model: ai.model,
  });
  return toAnalysisResponse(session);
}

/** scientific-analysis "chat": the Research Assistant's answer over up to 5 papers, stored too. */
export async function chatAboutPapers(
  { db, ai }: LiteratureDeps,
  input: { userId: string; message: string; papers: Paper[] },
): Promise<AnalysisResponse> {
  // Nothing to answer from: nothing is stored, and a model is not asked to answer from memory.
  if (input.papers.length === 0) throw nothingToAnalyze(NO_PAPERS_FOR_CHAT, "chat");
  let answer: ChatAnswer;
  if (ai.engine === "openai-compatible") {
    const reply = await writeProviderReply(ai, input.message, input.papers);
    // A model's answer rests on no measure a user can check: no confidence is shown.
    answer = { text: reply.text, cited: reply.cited, sections: [{ heading: "Answer", points: [reply.text] }], confidence: null };
  } else {
    const builtin = await answerQuestion(input.message, input.papers);
    if ("nothing" in builtin) throw nothingToAnalyze(builtin.nothing, "chat");
    answer = builtin;
  }
  const session = await saveAnalysis(db, {
    userId: input.userId,
    channel: LITERATURE_CHANNEL,
    analysisType: CHAT_ANALYSIS_TYPE,
    prompt: input.message,
    aiResponse: answer.text,
    details: { sections: answer.sections, citations: citationsOf(input.papers, answer.cited), figures: [] },
    inputs: input.papers,
    confidence: answer.confidence,
    engine: ai.engine,
    model: ai.model,
  });
  return toAnalysisResponse(session);
}
