import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { filingsAnalysisResponseSchema, searchFilingsResponseSchema, type Filing } from "@/shared/filings/contracts";
import { dataServiceUrls, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { startDataServicesProcess } from "../../../../tests/stubs/data-services-process";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext, type TestUser } from "../../test/context";

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
  it("sends the numbered filings, keeps computed figures, and takes 0.8 when no confidence comes back", async () => {
    provider.reply({ kind: "json", content: { summary: "Snowflake is the only company [1].", sections: [{ heading: "Size", points: ["Revenue $3.6B [1]."] }] } });
    const response = await analyze();
    expect(response.status, response.text).toBe(200);
    const body = filingsAnalysisResponseSchema.parse(response.json);
    expect(body.analysis).toBe("Snowflake is the only company [1].\n\nSize\n• Revenue $3.6B [1].");
    expect(body.confidenceScore).toBe(0.8);
    expect(body.session).toMatchObject({ engine: "openai-compatible", model: "test-model-1" });
    expect(body.session.details.figures[0]).toMatchObject({ title: "Share of combined revenue (%, USD)" });
    expect(JSON.stringify(provider.requests.at(-1)?.body)).toContain("[1] Snowflake Inc. 10-K 2025");
  });

  it("answers chat with the provider's text", async () => {
    provider.reply({ kind: "text", content: "Snowflake grew revenue [1]." });
    const response = await ctx.request("POST", "/api/filings/chat", { cookie: user.cookie, body: { query: "Growth?", filings } });
    expect(response.status, response.text).toBe(200);
    expect(filingsAnalysisResponseSchema.parse(response.json).analysis).toBe("Snowflake grew revenue [1].");
  });

  it("answers 502 when the provider's answer does not fit", async () => {
    provider.reply({ kind: "text", content: "not json" });
    const response = await analyze();
    expect(response.status).toBe(502);
  });
});
