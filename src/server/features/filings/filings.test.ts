import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  filingSectionsResponseSchema,
  filingsAnalysisResponseSchema,
  searchFilingsResponseSchema,
  type Filing,
  type FilingResult,
} from "@/shared/filings/contracts";
import { recentAnalysesResponseSchema } from "@/shared/analyses/contracts";
import { dataServiceUrls, startDataServices, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { secRequests } from "../../../../tests/stubs/sec";
import { aiAnalysisSessions, entities, entityIdentifiers } from "../../core/db/schema";
import { silentLogger } from "../../core/logger";
import { createSecClients } from "./sec-client";
import { groupAmendments, searchFilings } from "./search-filings";
import type { SubmissionFiling } from "./sec-parsers";
import { createTestContext, TEST_EDITOR_PASSWORD, type TestContext, type TestUser } from "../../../../tests/support/context";

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

async function results(body: unknown): Promise<FilingResult[]> {
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
    expect(newest).toMatchObject({ form: "10-K", amendments: [], sections: "read" });
    // The 2023 document was not among the recorded ones: its result keeps empty sections, and says so.
    expect(filings[2]).toMatchObject({ business_description: "", key_sections: [], sections: "unavailable" });
  });

  it("finds a company by name and by CIK, and sends SEC's declared User-Agent on every request", async () => {
    const byName = await results({ query: "Logistic Properties", filingTypes: ["10-K", "20-F"] });
    expect(byName.map((filing) => [filing.id, filing.filing_type])).toEqual([
      ["0001997711-25-000030", "20-F"],
      ["0001493152-24-016772", "20-F"],
    ]);
    expect(byName[0]!.financial_highlights).toMatchObject({ revenue: 43_862_372, revenue_previous: 39_436_343, market_cap: null });
    expect(byName[0]!.key_sections).toContain("Item 3.D Risk Factors");

    const byCik = await results({ query: "", cik: "1318605", filingTypes: ["10-K"] });
    expect(byCik.map((filing) => [filing.company_name, filing.ticker, filing.id])).toEqual([["Tesla, Inc.", "TSLA", "0000950170-22-000796"]]);
    expect(byCik[0]!.business_description).toMatch(/electric vehicles/);

    expect(secRequests.length).toBeGreaterThan(3);
    expect(secRequests.every((request) => request.userAgent === USER_AGENT)).toBe(true);
  });

  it("shows an amendment as filed (10-K/A, 20-F/A), under its original, which ranks first", async () => {
    // Tesla's recorded list: the 10-K/A for 2021 (filed 2022-05-02) is newer than the 10-K it amends.
    const [tesla, ...others] = await results({ cik: "1318605", filingTypes: ["10-K"] });
    expect(others).toEqual([]);
    expect(tesla).toMatchObject({ id: "0000950170-22-000796", form: "10-K", filing_type: "10-K", filing_date: "2022-02-07", period_end_date: "2021-12-31", relevance_score: 1 });
    expect(tesla!.amendments).toEqual([
      {
        id: "0001564590-22-016871",
        form: "10-K/A",
        filing_date: "2022-05-02",
        document_url: `${stub.url}/sec-www/Archives/edgar/data/1318605/000156459022016871/tsla-10ka_20211231.htm`,
      },
    ]);
    const [lpa] = await results({ query: "LPA", filingTypes: ["20-F"] });
    expect(lpa).toMatchObject({ id: "0001997711-25-000030", form: "20-F", relevance_score: 1 });
    expect(lpa!.amendments.map((amendment) => [amendment.id, amendment.form, amendment.filing_date])).toEqual([
      ["0001641172-25-002932", "20-F/A", "2025-04-07"],
    ]);
  });

  it("reads a result's description and key sections on request, for the results a search did not read", async () => {
    // Words in all three companies' documents: six results, and the search reads the newest three.
    const filings = await results({ query: "competition", filingTypes: ["10-K", "20-F"] });
    expect(filings.map((filing) => [filing.id, filing.filing_date, filing.sections])).toEqual([
      ["0001640147-25-000052", "2025-03-21", "read"],
      ["0001640147-24-000101", "2024-03-26", "not_read"],
      ["0001997711-25-000030", "2025-04-02", "read"],
      ["0001640147-23-000030", "2023-03-29", "not_read"],
      ["0001493152-24-016772", "2024-04-26", "read"],
      ["0000950170-22-000796", "2022-02-07", "not_read"],
    ]);
    const tesla = filings.at(-1)!;
    expect([tesla.business_description, tesla.key_sections]).toEqual(["", []]);

    const read = await ctx.request("GET", `/api/filings/sections?cik=${tesla.cik}&id=${tesla.id}`, { cookie: user.cookie });
    expect(read.status, read.text).toBe(200);
    const sections = filingSectionsResponseSchema.parse(read.json);
    expect(sections.sections).toBe("read");
    expect(sections.business_description).toMatch(/^We design, develop, manufacture, sell and lease high-performance fully electric vehicles/);
    expect(sections.key_sections).toEqual(expect.arrayContaining(["Item 1. Business", "Item 1A. Risk Factors"]) as unknown);

    const missing = await ctx.request("GET", "/api/filings/sections?cik=1640147&id=0001640147-23-000030", { cookie: user.cookie });
    expect(filingSectionsResponseSchema.parse(missing.json)).toEqual({ business_description: "", key_sections: [], sections: "unavailable" });
  });

  it("refuses a sections request for a filing SEC does not list, bad input and anonymous callers", async () => {
    const sections = (query: string, cookie: string | null = user.cookie) =>
      ctx.request("GET", `/api/filings/sections?${query}`, { cookie: cookie ?? undefined });
    // A 10-Q of Snowflake's is not an annual report; an unknown company has no filings.
    const quarterly = await sections("cik=1640147&id=0001640147-25-000110");
    expect(quarterly.status).toBe(404);
    expect(quarterly.json.error?.message).toBe("SEC lists no 10-K or 20-F with this accession number for this company.");
    expect((await sections("cik=9999999&id=0001640147-25-000052")).status).toBe(404);
    const badId = await sections("cik=1640147&id=../../etc/passwd");
    expect(badId.status).toBe(400);
    expect(badId.json.error?.fields?.id).toBe("Must be an SEC accession number");
    expect((await sections("cik=12ab&id=0001640147-25-000052")).json.error?.fields?.cik).toBe("A CIK number has up to 10 digits");
    expect((await sections("id=0001640147-25-000052")).status).toBe(400);
    expect((await sections("cik=1640147&id=0001640147-25-000052", null)).status).toBe(401);
  });

  it("names on each filing its registrant's entity page, found by its CIK, once one exists", async () => {
    const [before] = await results({ query: "snow", filingTypes: ["10-K"] });
    // "Snowflake Inc." is a name nothing stored or listed knows: no chip.
    expect(before?.entities).toEqual([]);
    const [snowflake] = await ctx.db.insert(entities).values({ key: "company:snowflake-data", slug: "company-snowflake-data", type: "company", name: "Snowflake Data" }).returning({ id: entities.id });
    await ctx.db.insert(entityIdentifiers).values({ scheme: "cik", value: before!.cik, entityId: snowflake!.id });
    const [after] = await results({ query: "snow", filingTypes: ["10-K"] });
    expect(after?.entities).toEqual([{ slug: "company-snowflake-data", name: "Snowflake Data", type: "company" }]);
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

describe("amendments grouped under their originals", () => {
  const filing = (accessionNumber: string, form: SubmissionFiling["form"], filingDate: string, reportDate: string | null): SubmissionFiling => ({
    accessionNumber,
    form,
    filingType: form.startsWith("10-K") ? "10-K" : "20-F",
    filingDate,
    reportDate,
    primaryDocument: "doc.htm",
  });
  const ids = (groups: ReturnType<typeof groupAmendments>) => groups.map((group) => [group.filing.accessionNumber, group.amendments.map((amendment) => amendment.accessionNumber)]);

  it("puts each amendment under the original of its form and period, oldest amendment first, originals newest first", () => {
    const groups = groupAmendments([
      filing("A2-2024", "10-K/A", "2025-06-01", "2024-12-31"),
      filing("A1-2024", "10-K/A", "2025-04-01", "2024-12-31"),
      filing("K-2024", "10-K", "2025-02-01", "2024-12-31"),
      filing("A-2023", "10-K/A", "2024-05-01", "2023-12-31"),
      filing("K-2023", "10-K", "2024-02-01", "2023-12-31"),
    ]);
    expect(ids(groups)).toEqual([
      ["K-2024", ["A1-2024", "A2-2024"]],
      ["K-2023", ["A-2023"]],
    ]);
  });

  it("keeps an amendment whose original is not listed (or of another form or period) after the originals", () => {
    const groups = groupAmendments([
      filing("F-A-2024", "20-F/A", "2025-05-01", "2024-12-31"),
      filing("K-2024", "10-K", "2025-02-01", "2024-12-31"),
      filing("K-A-2022", "10-K/A", "2023-05-01", "2022-12-31"),
      filing("K-A-unknown", "10-K/A", "2023-04-01", null),
    ]);
    expect(ids(groups)).toEqual([
      ["K-2024", []],
      ["F-A-2024", []],
      ["K-A-2022", []],
      ["K-A-unknown", []],
    ]);
  });
});
