import type { AnalysisResponse } from "@/shared/analyses/contracts";
import type { Paper } from "@/shared/literature/contracts";
import { CHAT_ANALYSIS_TYPE, LITERATURE_CHANNEL, type LiteratureAnalysisType } from "@/shared/literature/limits";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import { runAnalysis } from "../analyses";
import { analysisText, computeAnalysis, queryTermsOf } from "./builtin/analyses";
import { NO_PAPERS_FOR_CHAT, answerQuestion } from "./builtin/chat";
import { citationsOf } from "./builtin/text";
import { citedPapers, writeProviderAnalysis, writeProviderReply } from "./provider";

export type LiteratureDeps = { db: Database; ai: AiEngine };

/**
 * scientific-analysis: one of the five analyses of up to 10 papers, stored for the user. The
 * built-in computation always runs: its figures and its confidence (what share of the papers
 * carried what the analysis needs) stand for either engine, and when the papers carry nothing the
 * analysis needs, nothing is written, asked or stored.
 */
export function analyzePapers(
  { db, ai }: LiteratureDeps,
  input: { userId: string; analysisType: LiteratureAnalysisType; papers: Paper[]; query?: string },
): Promise<AnalysisResponse> {
  const { analysisType, papers, query } = input;
  return runAnalysis(
    {
      channel: LITERATURE_CHANNEL,
      analysisType,
      prompt: query ?? null,
      inputs: papers,
      refusal: "analysis",
      compute: async () => computeAnalysis(analysisType, { papers, queryTerms: await queryTermsOf(query) }),
      builtin: ({ sections }) => ({ text: analysisText(sections), sections, citations: citationsOf(papers) }),
      provider: async (engine) => {
        const written = await writeProviderAnalysis(engine, analysisType, papers, query);
        return { text: analysisText(written.sections), sections: written.sections, citations: citedPapers(papers, written.cited) };
      },
    },
    { db, ai, userId: input.userId },
  );
}

/** scientific-analysis "chat": the Research Assistant's answer over up to 5 papers, stored too. */
export function chatAboutPapers(
  { db, ai }: LiteratureDeps,
  input: { userId: string; message: string; papers: Paper[] },
): Promise<AnalysisResponse> {
  const { message, papers } = input;
  return runAnalysis(
    {
      channel: LITERATURE_CHANNEL,
      analysisType: CHAT_ANALYSIS_TYPE,
      prompt: message,
      inputs: papers,
      refusal: "chat",
      builtin: async () => {
        const answer = await answerQuestion(message, papers);
        if ("nothing" in answer) return answer;
        return { ...answer, citations: citationsOf(papers, answer.cited), figures: [] };
      },
      provider: async (engine) => {
        // Nothing to answer from: a model is not asked to answer from memory.
        if (papers.length === 0) return { nothing: NO_PAPERS_FOR_CHAT };
        const reply = await writeProviderReply(engine, message, papers);
        return { text: reply.text, sections: [{ heading: "Answer", points: [reply.text] }], citations: citationsOf(papers, reply.cited) };
      },
    },
    { db, ai, userId: input.userId },
  );
}
