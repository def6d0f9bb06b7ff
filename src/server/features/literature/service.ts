import type { AnalysisResponse } from "@/shared/analyses/contracts";
import type { Paper } from "@/shared/literature/contracts";
import { CHAT_ANALYSIS_TYPE, LITERATURE_CHANNEL, type LiteratureAnalysisType } from "@/shared/literature/limits";
import type { AiEngine } from "../../ai/engine";
import type { Database } from "../../db/client";
import { saveAnalysis } from "../analyses/service";
import { analysisText, computeAnalysis } from "./builtin/analyses";
import { answerQuestion } from "./builtin/chat";
import { citationsOf } from "./builtin/text";
import { citedPapers, writeProviderAnalysis, writeProviderReply } from "./provider";

export type LiteratureDeps = { db: Database; ai: AiEngine };

function respond(session: Awaited<ReturnType<typeof saveAnalysis>>): AnalysisResponse {
  return { analysis: session.ai_response, sessionId: session.id, confidenceScore: session.confidence_score, session };
}

/** scientific-analysis: one of the five analyses of up to 10 papers, stored for the user. */
export async function analyzePapers(
  { db, ai }: LiteratureDeps,
  input: { userId: string; analysisType: LiteratureAnalysisType; papers: Paper[]; query?: string },
): Promise<AnalysisResponse> {
  const computed = computeAnalysis(input.analysisType, { papers: input.papers, query: input.query });
  let sections = computed.sections;
  let citations = computed.citations;
  let confidence: number | null = computed.confidence;
  if (ai.engine === "openai-compatible") {
    const written = await writeProviderAnalysis(ai, input.analysisType, input.papers, input.query);
    sections = written.sections;
    citations = citedPapers(input.papers, written.cited);
    confidence = written.confidence;
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
    confidence,
    engine: ai.engine,
    model: ai.model,
  });
  return respond(session);
}

/** scientific-analysis "chat": the Research Assistant's answer over up to 5 papers, stored too. */
export async function chatAboutPapers(
  { db, ai }: LiteratureDeps,
  input: { userId: string; message: string; papers: Paper[] },
): Promise<AnalysisResponse> {
  let text: string;
  let cited: number[];
  let confidence: number | null;
  let sections;
  if (ai.engine === "openai-compatible") {
    const reply = await writeProviderReply(ai, input.message, input.papers);
    text = reply.text;
    cited = reply.cited;
    confidence = null;
    sections = [{ heading: "Answer", points: [text] }];
  } else {
    const answer = answerQuestion(input.message, input.papers);
    text = answer.text;
    cited = answer.cited;
    confidence = answer.confidence;
    sections = answer.sections;
  }
  const session = await saveAnalysis(db, {
    userId: input.userId,
    channel: LITERATURE_CHANNEL,
    analysisType: CHAT_ANALYSIS_TYPE,
    prompt: input.message,
    aiResponse: text,
    details: { sections, citations: input.papers.length > 0 ? citationsOf(input.papers, cited) : [], figures: [] },
    inputs: input.papers,
    confidence,
    engine: ai.engine,
    model: ai.model,
  });
  return respond(session);
}
