import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { analysisResponseSchema, recentAnalysesResponseSchema } from "@/shared/analyses/contracts";
import { paperSchema, searchPapersResponseSchema, type Paper } from "@/shared/literature/contracts";
import { dataServiceUrls, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { startDataServicesProcess } from "../../../../tests/stubs/data-services-process";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { aiAnalysisSessions, remoteCache, usageEvents } from "../../core/db/schema";
import { remoteCacheWritten } from "../../core/remote/remote-client";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

let stub: DataServicesStub;
let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
let papers: Paper[];

beforeAll(async () => {
  stub = await startDataServicesProcess();
  ctx = await createTestContext(dataServiceUrls(stub.url));
  owner = await ctx.signedInUser("user");
  other = await ctx.signedInUser("user");
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

const post = (path: string, body: unknown, user: TestUser | null = owner) =>
  ctx.request("POST", `/api/literature/${path}`, { cookie: user?.cookie, body });

const recent = (user: TestUser) =>
  ctx.request("GET", `/api/analyses/recent?channel=${encodeURIComponent("R&D_INTELLIGENCE")}`, { cookie: user.cookie });

describe("searching preprints", () => {
  it("returns bioRxiv and medRxiv papers with the spec's fields, categories where bioRxiv answers", async () => {
    const response = await post("search", { query: "  cancer  ", sources: ["bioRxiv", "medRxiv"], limit: 20 });
    expect(response.status, response.text).toBe(200);
    const body = searchPapersResponseSchema.parse(response.json);
    papers = body.results;
    expect(body.total).toBe(5059039);
    expect(papers.map((paper) => paper.source)).toEqual(["medRxiv", "bioRxiv", "bioRxiv", "bioRxiv", "medRxiv"]);
    expect(papers[0]).toMatchObject({
      id: "PPR1036674",
      category: "epidemiology",
      published_date: "2025-06-16",
      relevance_score: 1,
      doi: "10.1101/2025.06.13.25329599",
      url: "https://www.medrxiv.org/content/10.1101/2025.06.13.25329599",
    });
    expect(papers[0]!.authors.slice(0, 3)).toEqual(["Mendez JS", "Queme B", "Fu Y"]);
    // bioRxiv answered this one with an empty body: the search still succeeds, without a category.
    expect(papers[3]!.category).toBeNull();
  });

  it("keeps searches in the database cache, and fills the remaining categories on the next search", async () => {
    const again = searchPapersResponseSchema.parse((await post("search", { query: "cancer" })).json);
    expect(again.results.map((paper) => paper.id)).toEqual(papers.map((paper) => paper.id));
    expect(again.results[4]!.category).toBe("health systems and quality improvement");
    await remoteCacheWritten();
    const cached = await ctx.db.select().from(remoteCache).where(eq(remoteCache.service, "Europe PMC"));
    expect(cached).toHaveLength(1);
    expect(new URL(cached[0]!.url).searchParams.get("query")).toBe('(cancer) AND SRC:PPR AND (PUBLISHER:"bioRxiv" OR PUBLISHER:"medRxiv")');
  });

  it("names on each preprint the entities its title and abstract name that have a page", async () => {
    const body = searchPapersResponseSchema.parse((await post("search", { query: "cancer", sources: ["bioRxiv", "medRxiv"], limit: 20 })).json);
    const entitiesOf = (id: string) => body.results.find((paper) => paper.id === id)?.entities;
    expect(entitiesOf("PPR1036674")).toEqual([{ slug: "indication-colorectal-cancer", name: "Colorectal cancer", type: "indication" }]);
    expect(entitiesOf("PPR1036694")).toEqual([]);
  });

  it("searches one server when only one source is selected", async () => {
    const response = await post("search", { query: "cancer", sources: ["medRxiv"] });
    expect(searchPapersResponseSchema.parse(response.json).results.map((paper) => paper.id)).toEqual(["PPR1036674", "PPR1032307"]);
  });

  it("answers an empty list when nothing matches", async () => {
    const response = await post("search", { query: "stub-empty" });
    expect(response.status).toBe(200);
    expect(searchPapersResponseSchema.parse(response.json)).toEqual({ results: [], total: 0 });
  });

  it("answers 502 naming Europe PMC when it fails, or reports an error inside a 200", async () => {
    const failed = await post("search", { query: "stub-fail" });
    expect(failed.status).toBe(502);
    expect(failed.json.error).toEqual({ code: "remote_failed", message: "Europe PMC answered with an error (status 503). Please try again later." });
    const errCode = await post("search", { query: "stub-errcode" });
    expect(errCode.status).toBe(502);
    expect(errCode.json.error?.message).toBe("Europe PMC could not answer: Invalid page size provided.");
  });

  it("refuses a blank query, no source, an unknown source and a limit above 20", async () => {
    const blank = await post("search", { query: "   ", sources: ["bioRxiv"] });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.fields).toEqual({ query: "Please enter a search query to find scientific papers." });
    expect((await post("search", { query: "cancer", sources: [] })).json.error?.fields).toEqual({ sources: "Select at least one source." });
    expect((await post("search", { query: "cancer", sources: ["arXiv"] })).status).toBe(400);
    expect((await post("search", { query: "cancer", limit: 21 })).status).toBe(400);
    expect((await post("search", { query: "x".repeat(501) })).status).toBe(400);
  });
});

describe("analyses and the research assistant", () => {
  it("stores an analysis of the papers sent, citing them, for its owner only", async () => {
    const response = await post("analysis", { analysisType: "research_trends", papers: papers.slice(0, 10), query: "cancer" });
    expect(response.status, response.text).toBe(200);
    const body = analysisResponseSchema.parse(response.json);
    expect(body.analysis).toBe(body.session.ai_response);
    expect(body.confidenceScore).toBe(body.session.confidence_score);
    expect(body.session).toMatchObject({ analysis_type: "research_trends", engine: "builtin", model: "builtin-extractive-1" });
    expect(body.analysis).toContain("The 5 dated papers run from 2025-06-05 to 2025-06-17 [1]–[5].");
    expect(body.session.details.citations.map((citation) => citation.n)).toEqual([1, 2, 3, 4, 5]);
    expect(body.session.details.figures.map((figure) => figure.title)).toContain("Papers by month");

    const [row] = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.id, body.sessionId));
    expect(row).toMatchObject({ userId: owner.id, channel: "R&D_INTELLIGENCE", analysisType: "research_trends", prompt: "cancer" });
    // The papers as sent, less what the search added for the screen (their entities).
    expect(row!.inputs).toEqual(papers.slice(0, 10).map((paper) => paperSchema.parse(paper)));

    const mine = recentAnalysesResponseSchema.parse((await recent(owner)).json);
    expect(mine.analyses[0]!.id).toBe(body.sessionId);
    const theirs = recentAnalysesResponseSchema.parse((await recent(other)).json);
    expect(theirs.analyses).toEqual([]);
  });

  it("runs every analysis type the recorded papers carry data for, each confidence with its basis", async () => {
    const bases: Record<string, string | null> = {};
    for (const analysisType of ["methodology_analysis", "collaboration_network", "future_directions"]) {
      const response = await post("analysis", { analysisType, papers });
      expect(response.status, `${analysisType}: ${response.text}`).toBe(200);
      const body = analysisResponseSchema.parse(response.json);
      expect(body.analysis).toMatch(/\[\d\]/);
      expect(body.confidenceBasis).toBe(body.session.confidence_basis);
      bases[analysisType] = body.confidenceBasis;
    }
    expect(bases).toEqual({
      methodology_analysis: "2 of 5 papers name a recognised method.",
      collaboration_network: "5 of 5 papers list two or more authors.",
      future_directions: "5 of 5 papers carry a publication date.",
    });
  });

  it("does not store an analysis that can compute nothing, and says why", async () => {
    // The recorded search results carry no abstracts: there are no gaps to read.
    const before = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.userId, owner.id));
    const spent = await ctx.db.select().from(usageEvents);
    const response = await post("analysis", { analysisType: "gap_analysis", papers });
    expect(response.status).toBe(422);
    expect(response.json.error).toEqual({
      code: "unprocessable",
      message: "Gap Analysis reads the papers' abstracts, and none of these papers came with one. No analysis was saved.",
      details: { reason: "nothing_to_analyze" },
    });
    const after = await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.userId, owner.id));
    expect(after).toHaveLength(before.length);
    // Credits are charged only for work that succeeded: none for this.
    expect(await ctx.db.select().from(usageEvents)).toEqual(spent);

    const chat = await post("chat", { message: "What about cancer?", papers: [] });
    expect(chat.status).toBe(422);
    expect(chat.json.error?.message).toBe("There are no papers in view yet. Search for papers first, then ask me about them.");
    expect(await ctx.db.select().from(aiAnalysisSessions).where(eq(aiAnalysisSessions.userId, owner.id))).toHaveLength(before.length);
  });

  it("validates the papers sent: at most 10, at least 1, capped fields, web addresses only", async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({ ...papers[0]!, id: `P${index}` }));
    expect((await post("analysis", { analysisType: "gap_analysis", papers: many })).json.error?.fields).toEqual({
      papers: "An analysis reads at most 10 papers.",
    });
    expect((await post("analysis", { analysisType: "gap_analysis", papers: [] })).json.error?.fields).toEqual({
      papers: "Please search for papers first before running analysis.",
    });
    expect((await post("analysis", { analysisType: "everything", papers })).status).toBe(400);
    const long = { ...papers[0]!, abstract: "x".repeat(10_001) };
    expect((await post("analysis", { analysisType: "gap_analysis", papers: [long] })).status).toBe(400);
    const script = { ...papers[0]!, url: "javascript:alert(1)" };
    expect((await post("analysis", { analysisType: "gap_analysis", papers: [script] })).status).toBe(400);
  });

  it("answers a chat message from the first papers, stores it as a chat session, and ignores nothing else", async () => {
    const response = await post("chat", { message: "What about polygenic risk and red meat?", papers: papers.slice(0, 5) });
    expect(response.status, response.text).toBe(200);
    const body = analysisResponseSchema.parse(response.json);
    expect(body.analysis.split("\n")[0]).toBe("Of the 5 papers in view, this one is closest to your question:");
    expect(body.analysis).toContain("[1] “Red meat intake interacts with a TGF-β-pathway-based polygenic risk score");
    expect(body.session.analysis_type).toBe("chat");
    expect(body.session.details.citations.map((citation) => citation.n)).toEqual([1]);
    const [row] = await ctx.db
      .select()
      .from(aiAnalysisSessions)
      .where(and(eq(aiAnalysisSessions.id, body.sessionId), eq(aiAnalysisSessions.userId, owner.id)));
    expect(row?.prompt).toBe("What about polygenic risk and red meat?");

    expect((await post("chat", { message: "   ", papers })).status).toBe(400);
    expect((await post("chat", { message: "hi", papers: [...papers, papers[0]!] })).json.error?.fields).toEqual({
      papers: "The assistant reads at most 5 papers.",
    });
  });
});

describe("signed-out callers", () => {
  it("get 401 from every operation, before their input is read", async () => {
    for (const [path, body] of [
      ["search", { query: "cancer" }],
      ["analysis", { analysisType: "research_trends", papers: [] }],
      ["chat", { message: "hello", papers: [] }],
    ] as const) {
      const response = await post(path, body, null);
      expect(response.status, path).toBe(401);
      expect(response.json.error?.code).toBe("unauthenticated");
    }
  });
});

describe("with an AI provider", () => {
  let fake: FakeOpenAi;
  let providerCtx: TestContext;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    providerCtx = await createTestContext({
      ...dataServiceUrls(stub.url),
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: "fake-model",
    });
    user = await providerCtx.signedInUser("user");
  });
  afterAll(async () => {
    await providerCtx?.close();
    await fake?.close();
  });

  const providerPost = (path: string, body: unknown) => providerCtx.request("POST", `/api/literature/${path}`, { cookie: user.cookie, body });

  it("keeps the provider's sections, drops citations of papers not sent, and states the computed confidence", async () => {
    // A model's own figure rests on nothing a user can check: it is not asked for, and ignored if sent.
    fake.reply({ kind: "json", content: { sections: [{ heading: "Trends", points: ["Cancer risk work is rising [1][2], see also [9]."] }], confidence: 0.97 } });
    const response = await providerPost("analysis", { analysisType: "research_trends", papers: papers.slice(0, 3), query: "cancer" });
    expect(response.status, response.text).toBe(200);
    const body = analysisResponseSchema.parse(response.json);
    expect(body.analysis).toBe("Trends\n• Cancer risk work is rising [1][2], see also.");
    expect(body.confidenceScore).toBe(1);
    expect(body.confidenceBasis).toBe("3 of 3 papers carry a publication date.");
    expect(body.session).toMatchObject({ engine: "openai-compatible", model: "fake-model" });
    expect(body.session.details.citations.map((citation) => citation.n)).toEqual([1, 2]);
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain("[3] 10 Years of Variational Autoencoder");
    expect(sent).not.toContain("confidence");
  });

  it("asks the provider nothing when the papers carry nothing the analysis needs", async () => {
    const asked = fake.requests.length;
    const response = await providerPost("analysis", { analysisType: "gap_analysis", papers: papers.slice(0, 2) });
    expect(response.status).toBe(422);
    expect(response.json.error?.message).toMatch(/^Gap Analysis reads the papers' abstracts/);
    expect((await providerPost("chat", { message: "lncRNA?", papers: [] })).status).toBe(422);
    expect(fake.requests).toHaveLength(asked);
  });

  it("answers chat with the provider's text and fails with 502 when the provider does", async () => {
    fake.reply({ kind: "text", content: "Paper [2] studies lncRNA signatures." });
    const chat = analysisResponseSchema.parse((await providerPost("chat", { message: "lncRNA?", papers: papers.slice(0, 5) })).json);
    expect(chat.analysis).toBe("Paper [2] studies lncRNA signatures.");
    // The spec's default is stored, but with no basis no screen shows it.
    expect(chat).toMatchObject({ confidenceScore: 0.8, confidenceBasis: null });

    fake.reply({ kind: "status", status: 500 });
    const failed = await providerPost("analysis", { analysisType: "research_trends", papers: papers.slice(0, 2) });
    expect(failed.status).toBe(502);
  });
});
