import { z } from "zod";
import type { AnalysisResponse } from "@/shared/analyses/contracts";
import { MARKET_CHANNEL, type MarketAnalysisType } from "@/shared/filings/constants";
import type { Filing } from "@/shared/filings/contracts";
import { formatMoney } from "@/shared/filings/money";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import { runAnalysis } from "../analyses";
import { NO_FILINGS_FOR_CHAT, builtinChatReply, citationsFor, computeMarketAnalysis, filingLabel, sectionsToText } from "./builtin-analysis";

// market-analysis (spec §7): the built-in engine computes the analysis; a configured provider
// writes it from the same numbered filings, and the figures and the confidence stay computed
// (a model's own estimate of its confidence rests on nothing a user can check). When the
// filings carry nothing the analysis needs, nothing is written, asked or stored.

type AnalyzeOptions = { db: Database; ai: AiEngine; userId: string; analysisType: MarketAnalysisType; filings: Filing[]; signal?: AbortSignal };
type ChatOptions = { db: Database; ai: AiEngine; userId: string; query: string; filings: Filing[]; signal?: AbortSignal };

const providerAnalysisSchema = z.object({
  summary: z.string().min(1).max(4000),
  sections: z
    .array(z.object({ heading: z.string().min(1).max(200), points: z.array(z.string().min(1).max(1000)).min(1).max(12) }))
    .min(1)
    .max(8),
});

const SYSTEM_PROMPT =
  "You are a market analyst for biotech and pharma. Use only the numbered SEC filings given. " +
  "Cite every statement with the filing numbers in square brackets, e.g. [1] or [2][3]. " +
  "Amounts are in each filing's reporting currency; do not convert them. Say plainly when a figure is missing.";

const TYPE_PROMPTS: Record<MarketAnalysisType, string> = {
  market_sizing: "Size the market these companies represent: combined revenue, each company's share, concentration.",
  competitive_analysis: "Compare the companies: scale, profitability, growth and resources; who leads and who trails.",
  financial_performance: "Assess financial performance: revenue ranking, year-over-year growth, net margins, balance sheets.",
  risk_assessment: "Assess the risks the filings name (competition, regulation, patents, pricing, supply, trials, litigation…) and financial risk signals.",
  strategic_insights: "Give strategic insights: positioning, what to watch, and opportunities, combining figures and risks.",
};

/** The filings as the provider reads them: one numbered block each, figures formatted. */
function describeFilings(filings: Filing[]): string {
  return filings
    .map((filing, index) => {
      const h = filing.financial_highlights;
      const currency = h.currency ?? "USD";
      const lines = [
        `[${index + 1}] ${filingLabel(filing)} (ticker ${filing.ticker ?? "—"}, filed ${filing.filing_date}, period ending ${filing.period_end_date ?? "—"})`,
        `Revenue ${formatMoney(h.revenue, currency)}; prior year ${formatMoney(h.revenue_previous, currency)}; net income ${formatMoney(h.net_income, currency)}; total assets ${formatMoney(h.total_assets, currency)}; public float ${formatMoney(h.market_cap, "USD")}.`,
      ];
      if (filing.business_description) lines.push(`Business: ${filing.business_description.slice(0, 800)}`);
      if (filing.key_sections.length) lines.push(`Key sections: ${filing.key_sections.slice(0, 20).join(" | ")}`);
      return lines.join("\n");
    })
    .join("\n\n");
}

export function analyzeFilings({ db, ai, userId, analysisType, filings, signal }: AnalyzeOptions): Promise<AnalysisResponse> {
  const citations = citationsFor(filings);
  return runAnalysis(
    {
      channel: MARKET_CHANNEL,
      analysisType,
      prompt: null,
      inputs: filings,
      refusal: "analysis",
      compute: () => computeMarketAnalysis(analysisType, filings),
      builtin: ({ sections }) => ({ text: sectionsToText(sections), sections, citations }),
      provider: async (engine, options) => {
        const answer = await engine.generateStructured(
          {
            name: "market_analysis",
            system: SYSTEM_PROMPT,
            prompt: `${TYPE_PROMPTS[analysisType]}\n\nFilings:\n${describeFilings(filings)}`,
            schema: providerAnalysisSchema,
          },
          options,
        );
        return { text: `${answer.summary}\n\n${sectionsToText(answer.sections)}`, sections: answer.sections, citations };
      },
    },
    { db, ai, userId, signal },
  );
}

/** The assistant's answer about the current filings (market-analysis with analysisType "chat"). */
export function chatAboutFilings({ db, ai, userId, query, filings, signal }: ChatOptions): Promise<AnalysisResponse> {
  const citations = citationsFor(filings);
  return runAnalysis(
    {
      channel: MARKET_CHANNEL,
      analysisType: "chat",
      prompt: query,
      inputs: filings,
      refusal: "chat",
      builtin: () => {
        const reply = builtinChatReply(query, filings);
        if ("nothing" in reply) return reply;
        return { ...reply, text: reply.sections.flatMap((section) => section.points).join("\n"), citations };
      },
      provider: async (engine, options) => {
        // Nothing to answer from: the model is not asked, so it cannot answer from its own memory.
        if (filings.length === 0) return { nothing: NO_FILINGS_FOR_CHAT };
        const text = await engine.writeText(
          {
            system: `${SYSTEM_PROMPT} Answer the user's question in a few short paragraphs.`,
            prompt: `Filings:\n${describeFilings(filings)}\n\nQuestion: ${query}`,
          },
          options,
        );
        const points = text.split(/\n{2,}/).map((part) => part.trim()).filter(Boolean);
        return { text, sections: [{ heading: "Answer", points }], citations };
      },
    },
    { db, ai, userId, signal },
  );
}
