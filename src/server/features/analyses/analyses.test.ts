import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentAnalysesResponseSchema, type AnalysisChannel } from "@/shared/analyses/contracts";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { eq } from "drizzle-orm";
import { aiAnalysisSessions } from "../../core/db/schema";
import { normalizeConfidence, saveAnalysis } from "./service";

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signedInUser("user");
  other = await ctx.signedInUser("user");
});
afterAll(() => ctx?.close());

// Each analysis a millisecond after the one before: rows saved within one tick of the embedded
// database's clock (a millisecond) would have equal times, and "newest first" no order between them.
let saved = 0;
const base = Date.now() - 60_000;

async function analysis(userId: string, channel: AnalysisChannel, analysisType: string) {
  const session = await saveAnalysis(ctx.db, {
    userId,
    channel,
    analysisType,
    aiResponse: `${analysisType}: terms rose [1].`,
    details: { sections: [{ heading: "Trends", points: ["Terms rose [1]."] }], citations: [{ n: 1, label: "Paper", url: null }], figures: [] },
    inputs: [{ title: "Paper" }],
    confidence: { score: 0.72, basis: "18 of 25 papers carry a publication date." },
    engine: "builtin",
    model: "builtin-extractive-1",
  });
  await ctx.db.update(aiAnalysisSessions).set({ createdAt: new Date(base + (saved += 1)) }).where(eq(aiAnalysisSessions.id, session.id));
  return session;
}

const recent = (user: TestUser, channel: string) =>
  ctx.request("GET", `/api/analyses/recent?channel=${encodeURIComponent(channel)}`, { cookie: user.cookie });

describe("recent analyses", () => {
  it("lists the caller's own 5 newest of the asked screen, newest first", async () => {
    for (let index = 1; index <= 7; index += 1) await analysis(owner.id, "R&D_INTELLIGENCE", `type-${index}`);
    await analysis(owner.id, "MARKET_INTELLIGENCE", "market_sizing");
    await analysis(other.id, "R&D_INTELLIGENCE", "not-mine");

    const response = await recent(owner, "R&D_INTELLIGENCE");
    expect(response.status).toBe(200);
    const { analyses } = recentAnalysesResponseSchema.parse(response.json);
    expect(analyses.map((item) => item.analysis_type)).toEqual(["type-7", "type-6", "type-5", "type-4", "type-3"]);
    expect(analyses[0]).toMatchObject({
      confidence_score: 0.72,
      confidence_basis: "18 of 25 papers carry a publication date.",
      engine: "builtin",
      ai_response: "type-7: terms rose [1].",
    });
    expect(analyses[0]!.details).toEqual({ sections: [{ heading: "Trends", points: ["Terms rose [1]."] }], citations: [{ n: 1, label: "Paper", url: null }], figures: [] });

    const market = recentAnalysesResponseSchema.parse((await recent(owner, "MARKET_INTELLIGENCE")).json);
    expect(market.analyses.map((item) => item.analysis_type)).toEqual(["market_sizing"]);
  });

  it("refuses an unknown channel with a message, and anonymous callers", async () => {
    const bad = await recent(owner, "EVERYTHING");
    expect(bad.status).toBe(400);
    expect(bad.json.error?.code).toBe("validation_failed");
    const anonymous = await ctx.request("GET", "/api/analyses/recent?channel=R%26D_INTELLIGENCE");
    expect(anonymous.status).toBe(401);
  });

  it("gives no basis, so no confidence a screen may show, when nothing stated one", async () => {
    const session = await saveAnalysis(ctx.db, {
      userId: owner.id,
      channel: "MARKET_INTELLIGENCE",
      analysisType: "chat",
      aiResponse: "Written by a model.",
      details: { sections: [], citations: [], figures: [] },
      inputs: [],
      confidence: null,
      engine: "openai-compatible",
      model: "m",
    });
    expect(session).toMatchObject({ confidence_score: 0.8, confidence_basis: null });
  });

  it("takes 0.8 when a provider gives no confidence, and keeps values within 0–1", () => {
    expect(normalizeConfidence(undefined)).toBe(0.8);
    expect(normalizeConfidence(Number.NaN)).toBe(0.8);
    expect(normalizeConfidence(1.7)).toBe(1);
    expect(normalizeConfidence(-0.2)).toBe(0);
    expect(normalizeConfidence(0.666)).toBe(0.67);
  });
});
