import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { createAiEngine, type AiEngine } from "../../core/ai/engine";
import { aiAnalysisSessions } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import { runAnalysis, type AnalysisCredit, type AnswerKind, type ComputedAnalysisKind } from "./run-analysis";
import { coverageConfidence } from "./service";

let ctx: TestContext;
let user: TestUser;
let fake: FakeOpenAi;
let builtin: AiEngine;
let provider: AiEngine;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await ctx.signedInUser("user");
  fake = await startFakeOpenAi();
  builtin = createAiEngine({ AI_PROVIDER: "builtin", AI_BASE_URL: undefined, AI_API_KEY: undefined, AI_MODEL: undefined });
  provider = createAiEngine({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseUrl, AI_API_KEY: undefined, AI_MODEL: "fake-model" });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const inputs = [
  { title: "First trial", url: "https://example.org/1" },
  { title: "Second trial", url: null },
];
const citations = inputs.map((input, index) => ({ n: index + 1, label: input.title, url: input.url }));
const figures = [{ kind: "bars" as const, title: "Trials by phase", bars: [{ label: "Phase 2", value: 2 }] }];

/** A small analysis of two inputs, written by either engine. */
function countKind(overrides: Partial<ComputedAnalysisKind> = {}): ComputedAnalysisKind {
  return {
    channel: "CLINICAL_INTELLIGENCE",
    analysisType: "phase_counts",
    prompt: "phase 2",
    inputs,
    refusal: "analysis",
    compute: () => ({
      sections: [{ heading: "Phases", points: ["Both trials are in phase 2 [1][2]."] }],
      figures,
      confidence: coverageConfidence(2, 2, "2 of 2 trials state a phase."),
    }),
    builtin: ({ sections }) => ({ text: "Phases\n• Both trials are in phase 2 [1][2].", sections, citations }),
    provider: async (ai, options) => {
      const text = await ai.writeText({ system: "Count the phases.", prompt: "[1] First trial\n[2] Second trial" }, options);
      return { text, sections: [{ heading: "Phases", points: [text] }], citations: citations.slice(0, 1) };
    },
    ...overrides,
  };
}

/** A purse of `left` credits that records what it charged. */
function purse(left: number) {
  const charged: string[] = [];
  const credit: AnalysisCredit = {
    assertLeft: async () => {
      if (charged.length >= left) throw new AppError("rate_limited", "You have used all your analyses.");
    },
    charge: async (_tx, sessionId) => {
      charged.push(sessionId);
    },
  };
  return { charged, credit };
}

const storedRows = () => ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.userId, user.id));

describe("runAnalysis", () => {
  it("stores a built-in analysis with its engine, model, citations, figures and inputs, and charges it once", async () => {
    const { charged, credit } = purse(5);
    const response = await runAnalysis(countKind({ credit }), { db: ctx.db, ai: builtin, userId: user.id });

    expect(response).toMatchObject({
      analysis: "Phases\n• Both trials are in phase 2 [1][2].",
      confidenceScore: 1,
      confidenceBasis: "2 of 2 trials state a phase.",
      session: { analysis_type: "phase_counts", engine: "builtin", model: "builtin-extractive-1" },
    });
    const [row] = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.id, response.sessionId));
    expect(row).toMatchObject({
      userId: user.id,
      channel: "CLINICAL_INTELLIGENCE",
      prompt: "phase 2",
      engine: "builtin",
      model: "builtin-extractive-1",
      inputs,
      confidenceScore: 1,
    });
    expect(row!.details).toEqual({
      sections: [{ heading: "Phases", points: ["Both trials are in phase 2 [1][2]."] }],
      citations,
      figures,
      confidence_basis: "2 of 2 trials state a phase.",
    });
    expect(charged).toEqual([response.sessionId]);
  });

  it("keeps a provider's text and citations with the computed figures and confidence, recording the provider's model", async () => {
    fake.reply({ kind: "text", content: "Both are phase 2 [1]." });
    const { charged, credit } = purse(5);
    const response = await runAnalysis(countKind({ credit }), { db: ctx.db, ai: provider, userId: user.id });

    expect(response.session).toMatchObject({
      engine: "openai-compatible",
      model: "fake-model",
      ai_response: "Both are phase 2 [1].",
      confidence_basis: "2 of 2 trials state a phase.",
      details: { citations: citations.slice(0, 1), figures },
    });
    expect(charged).toEqual([response.sessionId]);
  });

  it("charges and stores nothing when the provider fails or the inputs carry nothing to analyze", async () => {
    const before = (await storedRows()).length;
    const { charged, credit } = purse(5);

    fake.reply({ kind: "status", status: 500 });
    await expect(runAnalysis(countKind({ credit }), { db: ctx.db, ai: provider, userId: user.id })).rejects.toMatchObject({ status: 502 });

    const asked = fake.requests.length;
    const empty = countKind({ credit, compute: () => ({ nothing: "No trial states a phase." }) });
    for (const ai of [builtin, provider]) {
      await expect(runAnalysis(empty, { db: ctx.db, ai, userId: user.id })).rejects.toMatchObject({
        status: 422,
        message: "No trial states a phase. No analysis was saved.",
        details: { reason: "nothing_to_analyze" },
      });
    }
    expect(fake.requests).toHaveLength(asked);
    expect(charged).toEqual([]);
    expect(await storedRows()).toHaveLength(before);
  });

  it("refuses without credits before anything is computed or asked", async () => {
    const before = (await storedRows()).length;
    const asked = fake.requests.length;
    let computed = false;
    const { charged, credit } = purse(0);
    const kind = countKind({
      credit,
      compute: () => {
        computed = true;
        return { nothing: "unused" };
      },
    });

    await expect(runAnalysis(kind, { db: ctx.db, ai: provider, userId: user.id })).rejects.toMatchObject({
      status: 429,
      message: "You have used all your analyses.",
    });
    expect(computed).toBe(false);
    expect(fake.requests).toHaveLength(asked);
    expect(charged).toEqual([]);
    expect(await storedRows()).toHaveLength(before);
  });

  it("stores nothing when the charge itself is refused (the last credit went meanwhile)", async () => {
    const before = (await storedRows()).length;
    const credit: AnalysisCredit = {
      assertLeft: async () => undefined,
      charge: async () => {
        throw new AppError("rate_limited", "You have used all your analyses.");
      },
    };
    await expect(runAnalysis(countKind({ credit }), { db: ctx.db, ai: builtin, userId: user.id })).rejects.toMatchObject({ status: 429 });
    expect(await storedRows()).toHaveLength(before);
  });

  it("gives an assistant's provider answer no figures or confidence, and its refusal as the reply", async () => {
    const assistant: AnswerKind = {
      channel: "CLINICAL_INTELLIGENCE",
      analysisType: "chat",
      prompt: "Which phase?",
      inputs,
      refusal: "chat",
      builtin: () => ({ nothing: "Search for trials first, then ask again." }),
      provider: async (ai) => {
        const text = await ai.writeText({ system: "Answer.", prompt: "Which phase?" });
        return { text, sections: [{ heading: "Answer", points: [text] }], citations };
      },
    };
    await expect(runAnalysis(assistant, { db: ctx.db, ai: builtin, userId: user.id })).rejects.toMatchObject({
      status: 422,
      message: "Search for trials first, then ask again.",
    });

    fake.reply({ kind: "text", content: "Phase 2 [1][2]." });
    const answer = await runAnalysis(assistant, { db: ctx.db, ai: provider, userId: user.id });
    expect(answer).toMatchObject({ analysis: "Phase 2 [1][2].", confidenceScore: 0.8, confidenceBasis: null });
    expect(answer.session.details).toEqual({ sections: [{ heading: "Answer", points: ["Phase 2 [1][2]."] }], citations, figures: [] });
  });
});
