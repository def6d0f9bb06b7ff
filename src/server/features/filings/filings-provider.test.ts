import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filingsAnalysisResponseSchema, searchFilingsResponseSchema, type Filing } from "@/shared/filings/contracts";
import { dataServiceUrls, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { startDataServicesProcess } from "../../../../tests/stubs/data-services-process";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

// The provider path (AI_PROVIDER=openai-compatible) against a local OpenAI-compatible endpoint.
let stub: DataServicesStub;
let provider: FakeOpenAi;
let ctx: TestContext;
let user: TestUser;
let filings: Filing[];

beforeAll(async () => {
  stub = await startDataServicesProcess();
  provider = await startFakeOpenAi();
  ctx = await createTestContext({
    ...dataServiceUrls(stub.url),
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: "test-model-1",
  });
  user = await ctx.signedInUser("user");
  const response = await ctx.request("POST", "/api/filings/search", { cookie: user.cookie, body: { query: "SNOW", filingTypes: ["10-K"] } });
  filings = searchFilingsResponseSchema.parse(response.json).results;
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
  await stub?.close();
});

const analyze = () =>
  ctx.request("POST", "/api/filings/analysis", { cookie: user.cookie, body: { analysisType: "market_sizing", filings } });

describe("market analysis through an AI provider", () => {
  it("sends the numbered filings, keeps computed figures and the computed confidence with its basis", async () => {
    // A model's own confidence rests on nothing a user can check: not asked for, ignored if sent.
    provider.reply({
      kind: "json",
      content: { summary: "Snowflake is the only company [1].", sections: [{ heading: "Size", points: ["Revenue $3.6B [1]."] }], confidence: 0.99 },
    });
    const response = await analyze();
    expect(response.status, response.text).toBe(200);
    const body = filingsAnalysisResponseSchema.parse(response.json);
    expect(body.analysis).toBe("Snowflake is the only company [1].\n\nSize\n• Revenue $3.6B [1].");
    expect(body).toMatchObject({ confidenceScore: 1, confidenceBasis: "1 of 1 company in these filings reports revenue." });
    expect(body.session).toMatchObject({ engine: "openai-compatible", model: "test-model-1" });
    expect(body.session.details.figures[0]).toMatchObject({ title: "Share of combined revenue (%, USD)" });
    expect(JSON.stringify(provider.requests.at(-1)?.body)).toContain("[1] Snowflake Inc. 10-K 2025");
    expect(JSON.stringify(provider.requests.at(-1)?.body)).not.toContain("confidence");
  });

  it("asks the provider nothing, stores nothing, when the filings carry nothing the analysis needs", async () => {
    const asked = provider.requests.length;
    const bare = filings.map((filing) => ({
      ...filing,
      financial_highlights: { ...filing.financial_highlights, revenue: null, revenue_previous: null, net_income: null, total_assets: null },
    }));
    const response = await ctx.request("POST", "/api/filings/analysis", { cookie: user.cookie, body: { analysisType: "market_sizing", filings: bare } });
    expect(response.status).toBe(422);
    expect(response.json.error?.message).toBe(
      "Market Sizing needs reported revenue, and no company in these filings reports revenue in its XBRL facts. No analysis was saved.",
    );
    const chat = await ctx.request("POST", "/api/filings/chat", { cookie: user.cookie, body: { query: "Growth?", filings: [] } });
    expect(chat.status).toBe(422);
    expect(provider.requests).toHaveLength(asked);
  });

  it("answers chat with the provider's text", async () => {
    provider.reply({ kind: "text", content: "Snowflake grew revenue [1]." });
    const response = await ctx.request("POST", "/api/filings/chat", { cookie: user.cookie, body: { query: "Growth?", filings } });
    expect(response.status, response.text).toBe(200);
    expect(filingsAnalysisResponseSchema.parse(response.json)).toMatchObject({ analysis: "Snowflake grew revenue [1].", confidenceBasis: null });
  });

  it("answers 502 when the provider's answer does not fit", async () => {
    provider.reply({ kind: "text", content: "not json" });
    const response = await analyze();
    expect(response.status).toBe(502);
  });
});
