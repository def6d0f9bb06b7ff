import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { filingsAnalysisResponseSchema, searchFilingsResponseSchema, type Filing } from "@/shared/filings/contracts";
import { recentAnalysesResponseSchema } from "@/shared/analyses/contracts";
import { dataServiceUrls, startDataServices, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { secRequests } from "../../../../tests/stubs/sec";
import { aiAnalysisSessions } from "../../db/schema";
import { silentLogger } from "../../logger";
import { createSecClients } from "./sec-client";
import { searchFilings } from "./search-filings";
import { createTestContext, TEST_EDITOR_PASSWORD, type TestContext, type TestUser } from "../../test/context";

const USER_AGENT = "BioAgent Hub tests ops@bioagenthub.example";

let stub: DataServicesStub;
let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  stub = await startDataServices(0);
  ctx = await createTestContext({ ...dataServiceUrls(stub.url), SEC_USER_AGENT: USER_AGENT });
  user = await ctx.signedInUser("user");
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});
beforeEach(() => {
  secRequests.length = 0;
});

const search = (body: unknown, cookie: string | null = user.cookie) =>
  ctx.request("POST", "/api/filings/search", { cookie: cookie ?? undefined, body });

async function results(body: unknown): Promise<Filing[]> {
  const response = await search(body);
  expect(response.status, response.text).toBe(200);
  return searchFilingsResponseSchema.parse(response.json).results;
}

describe("POST /api/filings/search", () => {
  it("finds a company by ticker: its 10-Ks with XBRL highlights and sections of the newest documents", async () => {
    const filings = await results({ query: "snow", filingTypes: ["10-K", "20-F"] });
    expect(filings.map((filing) => [filing.id, filing.filing_type, filing.filing_date, filing.relevance_score])).toEqual([
      ["0001640147-25-000052", "10-K", "2025-03-21", 1],
      ["0001640147-24-000101", "10-K", "2024-03-26", 0.97],
      ["0001640147-23-000030", "10-K", "2023-03-29", 0.94],
    ]);
    const [newest] = filings;
    expect(newest).toMatchObject({
      company_name: "Snowflake Inc.",
      ticker: "SNOW",
      cik: "0001640147",
      period_end_date: "2025-01-31",
      financial_highlights: {
        currency: "USD",
        revenue: 3_626_396_000,
        net_income: -1_285_640_000,
        total_assets: 9_033_938_000,
        market_cap: 42_300_000_000,
        market_cap_basis: "public_float",
      },
      document_url: `${stub.url}/sec-www/Archives/edgar/data/1640147/000164014725000052/snow-20250131.htm`,
    });
    expect(newest!.business_description).toMatch(/^Snowflake delivers the AI Data Cloud/);
    expect(newest!.key_sections).toContain("Item 1A. Risk Factors");
    expect(newest!.key_sections).toContain("We face intense competition, which could harm our results of operations.");
    // The 2023 document was not among the recorded ones: its result keeps empty sections.
    expect(filings[2]).toMatchObject({ business_description: "", key_sections: [] });
  });

  it("finds a company by name and by CIK, and sends SEC's declared User-Agent on every request", async () => {
    const byName = await results({ query: "Logistic Properties", filingTypes: ["10-K", "20-F"] });
    expect(byName.map((filing) => [filing.id, filing.filing_type])).toEqual([
      ["0001641172-25-002932", "20-F"],
      ["0001997711-25-000030", "20-F"],
      ["0001493152-24-016772", "20-F"],
    ]);
    expect(byName[1]!.financial_highlights).toMatchObject({ revenue: 43_862_372, revenue_previous: 39_436_343, market_cap: null });
    expect(byName[1]!.key_sections).toContain("Item 3.D Risk Factors");

    const byCik = await results({ query: "", cik: "1318605", filingTypes: ["10-K"] });
    expect(byCik.map((filing) => [filing.company_name, filing.ticker, filing.id])).toEqual([
      ["Tesla, Inc.", "TSLA", "0001564590-22-016871"],
      ["Tesla, Inc.", "TSLA", "0000950170-22-000796"],
    ]);
    expect(byCik[1]!.business_description).toMatch(/electric vehicles/);

    expect(secRequests.length).toBeGreaterThan(3);
    expect(secRequests.every((request) => request.userAgent === USER_AGENT)).toBe(true);
  });

  it("answers a repeated search from its cache, without asking SEC again", async () => {
    await results({ query: "snow", filingTypes: ["10-K", "20-F"] });
    secRequests.length = 0;
    const again = await results({ query: "SNOW", filingTypes: ["10-K"] });
    expect(again).toHaveLength(3);
    // The 2023 document failed (404) and is not cached: it is the only request.
    expect(secRequests.map((request) => request.path)).toEqual(["/sec-www/Archives/edgar/data/1640147/000164014723000030/snow-20230131.htm"]);
  });

  it("keeps only the chosen filing types, and answers an unknown company with no filings", async () => {
    expect(await results({ query: "LPA", filingTypes: ["10-K"] })).toEqual([]);
    expect(await results({ query: "Zyxwv Nonexistent Holdings", filingTypes: ["10-K", "20-F"] })).toEqual([]);
    expect(await results({ cik: "9999999", filingTypes: ["10-K", "20-F"] })).toEqual([]);
  });

  it("falls back to EDGAR full-text search for words that name no company", async () => {
    const filings = await results({ query: "logistics real estate", filingTypes: ["10-K", "20-F"] });
    expect(new Set(filings.map((filing) => filing.company_name))).toEqual(new Set(["Logistic Properties of the Americas"]));
  });

  it("answers 502 naming SEC EDGAR when the service fails", async () => {
    const response = await search({ query: "stub-fail", filingTypes: ["10-K", "20-F"] });
    expect(response.status).toBe(502);
    expect(response.json.error).toMatchObject({ code: "remote_failed" });
    expect(response.json.error?.message).toMatch(/^SEC EDGAR /);
  });

  it("refuses bad input with 400 and a clear message", async () => {
    const blank = await search({ query: "   ", cik: "", filingTypes: ["10-K"] });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.fields?.query).toBe("Please enter a company name, ticker, or CIK number to search SEC filings.");
    const noTypes = await search({ query: "snow", filingTypes: [] });
    expect(noTypes.status).toBe(400);
    expect(noTypes.json.error?.fields?.filingTypes).toBe("Select at least one filing type");
    expect((await search({ query: "snow", filingTypes: ["10-Q"] })).status).toBe(400);
    expect((await search({ query: "snow", cik: "12ab", filingTypes: ["10-K"] })).status).toBe(400);
    expect((await search({ query: "snow", filingTypes: ["10-K"], limit: 51 })).status).toBe(400);
  });

  it("requires sign-in", async () => {
    const response = await search({ query: "snow", filingTypes: ["10-K"] }, null);
    expect(response.status).toBe(401);
  });
});

describe("analysis and chat", () => {
  let filings: Filing[];
  beforeAll(async () => {
    filings = [
      ...(await results({ query: "SNOW", filingTypes: ["10-K"] })),
      ...(await results({ query: "LPA", filingTypes: ["20-F"] })),
    ];
  });

  it("computes an analysis that cites the filings, stores it under MARKET_INTELLIGENCE and lists it first", async () => {
    const response = await ctx.request("POST", "/api/filings/analysis", {
      cookie: user.cookie,
      body: { analysisType: "financial_performance", filings },
    });
    expect(response.status, response.text).toBe(200);
    const body = filingsAnalysisResponseSchema.parse(response.json);
    expect(body.analysis).toContain("1. Snowflake Inc.: revenue $3.6B [1].");
    expect(body.analysis).toContain("Logistic Properties of the Americas revenue grew 11.2% year over year, from $39.4M to $43.9M [4].");
    expect(body.session.details.citations[0]).toEqual({
      n: 1,
      label: "Snowflake Inc. 10-K 2025",
      url: `${stub.url}/sec-www/Archives/edgar/data/1640147/000164014725000052/snow-20250131.htm`,
    });
    expect(body.session.details.figures[0]).toMatchObject({ kind: "bars", title: "Revenue by company (USD millions)" });
    expect(body.session.engine).toBe("builtin");
    expect(body.confidenceScore).toBeGreaterThan(0);

    const [row] = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.id, body.sessionId));
    expect(row).toMatchObject({ channel: "MARKET_INTELLIGENCE", analysisType: "financial_performance", userId: user.id });
    expect((row!.inputs as Filing[]).map((filing) => filing.id)).toEqual(filings.map((filing) => filing.id));

    const recent = await ctx.request("GET", "/api/analyses/recent?channel=MARKET_INTELLIGENCE", { cookie: user.cookie });
    expect(recentAnalysesResponseSchema.parse(recent.json).analyses[0]!.id).toBe(body.sessionId);
  });

  it("answers a chat message from the filings, citing them, and stores it", async () => {
    const response = await ctx.request("POST", "/api/filings/chat", {
      cookie: user.cookie,
      body: { query: "What are the main risks?", filings },
    });
    expect(response.status, response.text).toBe(200);
    const body = filingsAnalysisResponseSchema.parse(response.json);
    expect(body.analysis).toMatch(/^Competition: named in \d of \d filings read \[/);
    expect(body.session.analysis_type).toBe("chat");
    const [row] = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.id, body.sessionId));
    expect(row).toMatchObject({ channel: "MARKET_INTELLIGENCE", prompt: "What are the main risks?" });
  });

  it("refuses too many filings, an unknown type, an empty message, and anonymous callers", async () => {
    const many = Array.from({ length: 16 }, () => filings[0]!);
    expect((await ctx.request("POST", "/api/filings/analysis", { cookie: user.cookie, body: { analysisType: "market_sizing", filings: many } })).status).toBe(400);
    expect((await ctx.request("POST", "/api/filings/chat", { cookie: user.cookie, body: { query: "hi", filings: many.slice(0, 11) } })).status).toBe(400);
    expect((await ctx.request("POST", "/api/filings/analysis", { cookie: user.cookie, body: { analysisType: "chat", filings } })).status).toBe(400);
    expect((await ctx.request("POST", "/api/filings/analysis", { cookie: user.cookie, body: { analysisType: "market_sizing", filings: [] } })).status).toBe(400);
    const huge = { ...filings[0]!, business_description: "x".repeat(5000) };
    expect((await ctx.request("POST", "/api/filings/analysis", { cookie: user.cookie, body: { analysisType: "market_sizing", filings: [huge] } })).status).toBe(400);
    expect((await ctx.request("POST", "/api/filings/chat", { cookie: user.cookie, body: { query: "  ", filings } })).status).toBe(400);
    expect((await ctx.request("POST", "/api/filings/analysis", { body: { analysisType: "market_sizing", filings } })).status).toBe(401);
    expect((await ctx.request("POST", "/api/filings/chat", { body: { query: "hi", filings } })).status).toBe(401);
  });

  it("refuses a filing whose link is not a web address, so no citation links to it", async () => {
    const before = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.userId, user.id));
    for (const link of ["javascript:alert(document.cookie)", "data:text/html,<script>alert(1)</script>"]) {
      const forged = [{ ...filings[0]!, document_url: link }, ...filings.slice(1)];
      const analysis = await ctx.request("POST", "/api/filings/analysis", { cookie: user.cookie, body: { analysisType: "market_sizing", filings: forged } });
      expect(analysis.status, link).toBe(400);
      expect(analysis.text, link).toContain("document_url");
      const chat = await ctx.request("POST", "/api/filings/chat", { cookie: user.cookie, body: { query: "Risks?", filings: forged } });
      expect(chat.status, link).toBe(400);
    }
    const after = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.userId, user.id));
    expect(after).toHaveLength(before.length);
  });
});

describe("links built from SEC's answers", () => {
  it("leaves out a filing whose document address would not be a web address", async () => {
    // SEC's archive base is configuration; a document link that is not http(s) never reaches a page.
    const secAt = (www: string) =>
      createSecClients(ctx.db, { ...dataServiceUrls(stub.url), SEC_WWW_BASE_URL: www, SEC_USER_AGENT: USER_AGENT });
    const options = { logger: silentLogger, query: "", cik: "1640147", filingTypes: ["10-K" as const], limit: 10 };
    expect(await searchFilings({ ...options, sec: secAt("file:///sec-www") })).toEqual([]);
    const web = await searchFilings({ ...options, sec: secAt(`${stub.url}/sec-www`) });
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((filing) => filing.document_url.startsWith(`${stub.url}/sec-www/Archives/`))).toBe(true);
  });
});

describe("who may use the screen", () => {
  it("lets every signed-in role search, analyze and chat; refuses a browser with editor access only", async () => {
    const grant = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, ip: "10.9.8.7" });
    const editorAccess = ctx.cookiesFrom(grant.headers);
    const [editor, admin] = [await ctx.signedInUser("editor"), await ctx.signedInUser("admin")];
    const [filing] = await results({ query: "SNOW", filingTypes: ["10-K"] });
    const calls: Array<[string, unknown]> = [
      ["/api/filings/search", { query: "SNOW", cik: "", filingTypes: ["10-K", "20-F"] }],
      ["/api/filings/analysis", { analysisType: "market_sizing", filings: [filing] }],
      ["/api/filings/chat", { query: "What are the risks?", filings: [filing] }],
    ];
    for (const [path, body] of calls) {
      for (const cookie of [user.cookie, editor.cookie, admin.cookie]) expect((await ctx.request("POST", path, { cookie, body })).status, path).toBe(200);
      expect((await ctx.request("POST", path, { cookie: editorAccess, body })).status, path).toBe(401);
      expect((await ctx.request("POST", path, { body })).status, path).toBe(401);
    }
  });
});
