import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPatentSourceResponseSchema, searchPatentsResponseSchema } from "@/shared/patents/contracts";
import { PATENT_FILTER_LIMITS } from "@/shared/patents/options";
import {
  dataServiceUrls,
  startDataServices,
  type DataServicesStub,
} from "../../../../tests/stubs/data-services";
import { EUROPEPMC_PATENT_RECORDS, europePmcPatentRequests } from "../../../../tests/stubs/europepmc-patents";
import { PATENTSVIEW_STUB_KEY, PATENTSVIEW_STUB_TOTAL_HITS, patentsViewStubRequests } from "../../../../tests/stubs/patents";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

let stub: DataServicesStub;
let keyless: TestContext;
let real: TestContext;
let keylessUser: TestUser;
let realUser: TestUser;

beforeAll(async () => {
  stub = await startDataServices(0);
  keyless = await createTestContext(dataServiceUrls(stub.url));
  real = await createTestContext({ ...dataServiceUrls(stub.url), PATENTSVIEW_API_KEY: PATENTSVIEW_STUB_KEY });
  keylessUser = await keyless.signedInUser("user");
  realUser = await real.signedInUser("user");
});
afterAll(async () => {
  await keyless?.close();
  await real?.close();
  await stub?.close();
});

const search = (ctx: TestContext, user: TestUser | null, query: string) =>
  ctx.request("GET", `/api/patents/search?${query}`, user ? { cookie: user.cookie } : {});
const thisYear = String(new Date().getUTCFullYear());

describe("patents: access and input", () => {
  it("asks an anonymous caller to sign in", async () => {
    for (const path of ["/api/patents/search?q=antibody", "/api/patents/source"]) {
      const response = await keyless.request("GET", path);
      expect(response.status).toBe(401);
      expect(response.json.error?.code).toBe("unauthenticated");
    }
  });

  it("refuses a blank query, a long query and an unknown filter with 400 and a clear message", async () => {
    const blank = await search(keyless, keylessUser, "q=%20%20");
    expect(blank.status).toBe(400);
    expect(blank.json.error?.fields?.q).toBe("Please enter a search query");
    const missing = await search(keyless, keylessUser, "");
    expect(missing.status).toBe(400);
    const long = await search(keyless, keylessUser, `q=${"a".repeat(201)}`);
    expect(long.json.error?.fields?.q).toBe("The search query must be at most 200 characters");
    const country = await search(keyless, keylessUser, "q=antibody&country=FR");
    expect(country.status).toBe(400);
    expect(country.json.error?.fields?.country).toBe("Country must be one of US, JP, CH, DE, WO");
    const sort = await search(keyless, keylessUser, "q=antibody&sort=random");
    expect(sort.json.error?.message).toContain("Sort must be one of relevance, newest, oldest");
  });
});

describe("patents: OpenAPI", () => {
  it("describes both operations", async () => {
    const response = await keyless.request("GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    const paths = response.json.paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(["/api/patents/search", "/api/patents/source"]));
  });
});

describe("patents: Europe PMC, without a key", () => {
  it("names Europe PMC as the source and the filters it cannot apply, each with why", async () => {
    const response = await keyless.request("GET", "/api/patents/source", { cookie: keylessUser.cookie });
    expect(response.status).toBe(200);
    const body = getPatentSourceResponseSchema.parse(response.json);
    expect(body.source).toBe("europepmc");
    expect(body.notice).toContain("Europe PMC");
    expect(body.filterLimits).toEqual(PATENT_FILTER_LIMITS.europepmc);
    expect(Object.keys(body.filterLimits).sort()).toEqual(["country", "language", "status"]);
    expect(Object.values(body.filterLimits).every((limit) => limit.reason.length > 0 && limit.value === null)).toBe(true);
  });

  it("sends the documented patent query and maps the records, with summaries from them", async () => {
    europePmcPatentRequests.length = 0;
    const response = await search(keyless, keylessUser, "q=antibody");
    expect(response.status).toBe(200);
    const body = searchPatentsResponseSchema.parse(response.json);
    expect(europePmcPatentRequests).toEqual([
      { query: "(antibody) AND SRC:PAT", resultType: "core", pageSize: "20", sort: null, format: "json" },
    ]);

    expect(body.source).toBe("europepmc");
    expect(body.filters).toEqual({ sort: "relevance" });
    expect(body.total).toBe(EUROPEPMC_PATENT_RECORDS.length);
    // Relevance is Europe PMC's order.
    expect(body.patents.map((patent) => patent.id)).toEqual(EUROPEPMC_PATENT_RECORDS.map((record) => record.id));
    expect(body.patents[0]?.relevance).toBe(1);
    expect(body.patents.find((patent) => patent.id === "DE102019000123")).toMatchObject({
      kindCode: "B4",
      status: "GRANT",
      country: "DE",
      assignee: "RHEINFELD PHARMA GMBH",
      inventors: ["SCHMID JONAS", "MULLER ELENA"],
      filingDate: "2019-01-08",
      publicationDate: "2023-05-25",
      citations: 0,
      url: "https://europepmc.org/article/PAT/DE102019000123",
    });
    // Summary cards from these seven records: one published this year, citations 3+0+1+0+12+5 over
    // the six that report them, two each for EP and US (EP first).
    expect(body.summary).toEqual({ totalPatents: 7, thisYear: 1, avgCitations: 3.5, topCountry: "EP" });
    expect(body.notices).toEqual([expect.stringContaining("Europe PMC")]);
  });

  it("names on each patent the entities its applicants, title and abstract name that have a page", async () => {
    const body = searchPatentsResponseSchema.parse((await search(keyless, keylessUser, "q=antibody")).json);
    const entitiesOf = (id: string) => body.patents.find((patent) => patent.id === id)?.entities?.map((entity) => entity.slug);
    expect(entitiesOf("EP3456789")).toEqual(["target-pd-1", "indication-melanoma", "target-ctla-4"]);
    expect(entitiesOf("US11234567")).toEqual(["target-amyloid-beta", "indication-alzheimer-s-disease"]);
    // Nothing it names has a page ("antibody" alone is no entity's name).
    expect(entitiesOf("US2022012345")).toEqual([]);
    expect((await keyless.request("GET", "/api/entities/target-pd-1")).status).toBe(200);
  });

  it("asks Europe PMC for the newest or oldest first, and shows them in that order without a relevance", async () => {
    europePmcPatentRequests.length = 0;
    const newest = searchPatentsResponseSchema.parse((await search(keyless, keylessUser, "q=antibody&sort=newest")).json);
    const oldest = searchPatentsResponseSchema.parse((await search(keyless, keylessUser, "q=antibody&sort=oldest")).json);
    expect(europePmcPatentRequests.map((request) => request.sort)).toEqual(["P_PDATE_D desc", "P_PDATE_D asc"]);
    const dates = (patents: typeof newest.patents) => patents.map((patent) => patent.publicationDate!);
    expect(dates(newest.patents)[0]?.startsWith(thisYear)).toBe(true);
    expect(dates(newest.patents)).toEqual([...dates(newest.patents)].sort().reverse());
    expect(dates(oldest.patents)).toEqual([...dates(oldest.patents)].sort());
    expect(newest.patents.every((patent) => patent.relevance === null)).toBe(true);
    expect(newest.filters).toEqual({ sort: "newest" });
  });

  it("shows nothing for a nonsense query: no patents and empty summaries", async () => {
    const response = await search(keyless, keylessUser, `q=${encodeURIComponent("zzqxwv nonexistent")}`);
    expect(response.status).toBe(200);
    const body = searchPatentsResponseSchema.parse(response.json);
    expect(body.total).toBe(0);
    expect(body.patents).toEqual([]);
    expect(body.summary).toEqual({ totalPatents: 0, thisYear: 0, avgCitations: 0, topCountry: null });
  });

  it("finds nothing, without a call, for a query without a letter or digit", async () => {
    europePmcPatentRequests.length = 0;
    const body = searchPatentsResponseSchema.parse((await search(keyless, keylessUser, "q=%25%25%25")).json);
    expect(body).toMatchObject({ total: 0, patents: [] });
    expect(europePmcPatentRequests).toHaveLength(0);
  });

  it("refuses a filter Europe PMC cannot apply with its reason, without calling it", async () => {
    europePmcPatentRequests.length = 0;
    for (const [filter, value] of [["country", "US"], ["status", "GRANT"], ["language", "ENGLISH"]] as const) {
      const response = await search(keyless, keylessUser, `q=antibody&${filter}=${value}`);
      expect(response.status, filter).toBe(400);
      expect(response.json.error?.fields?.[filter]).toBe(PATENT_FILTER_LIMITS.europepmc[filter]!.reason);
    }
    expect(europePmcPatentRequests).toHaveLength(0);
  });

  it("turns a failing or erring Europe PMC into a 502 that names it, without a stack", async () => {
    for (const query of ["stub-fail", "stub-errcode"]) {
      const response = await search(keyless, keylessUser, `q=${query}%20patents`);
      expect(response.status, query).toBe(502);
      expect(response.json.error?.code).toBe("remote_failed");
      expect(response.json.error?.message).toMatch(/^Europe PMC /);
      expect(response.text).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });

  it("turns a Europe PMC that never answers into a 502 within its time-out", { timeout: 30_000 }, async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    const ctx = await createTestContext({ ...dataServiceUrls(stub.url), EUROPEPMC_BASE_URL: `http://127.0.0.1:${port}/europepmc` });
    try {
      const user = await ctx.signedInUser("user");
      const started = performance.now();
      const response = await search(ctx, user, "q=antibody");
      expect(response.status).toBe(502);
      expect(response.json.error?.message).toBe("Europe PMC took too long to answer. Please try again later.");
      expect(performance.now() - started).toBeLessThan(14_000);
    } finally {
      await ctx.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("patents: PatentsView mode (stub)", () => {
  it("reports PatentsView as the source, its filters fixed to what it holds", async () => {
    const body = getPatentSourceResponseSchema.parse(
      (await real.request("GET", "/api/patents/source", { cookie: realUser.cookie })).json,
    );
    expect(body.source).toBe("patentsview");
    expect(body.filterLimits).toEqual(PATENT_FILTER_LIMITS.patentsview);
  });

  it("sends the key and a documented query, and maps the answer", async () => {
    patentsViewStubRequests.length = 0;
    const response = await search(real, realUser, "q=antibody&sort=newest");
    expect(response.status).toBe(200);
    const body = searchPatentsResponseSchema.parse(response.json);
    const [sent] = patentsViewStubRequests;
    expect(sent?.apiKey).toBe(PATENTSVIEW_STUB_KEY);
    expect(sent?.q).toEqual({ _or: [{ _text_all: { patent_title: "antibody" } }, { _text_all: { patent_abstract: "antibody" } }] });
    expect(sent?.s).toEqual([{ patent_date: "desc" }, { patent_id: "asc" }]);
    expect(sent?.o).toEqual({ size: 20 });
    expect(sent?.f).toContain("cpc_current.cpc_group_id");

    expect(body.source).toBe("patentsview");
    expect(body.filters).toEqual({ status: "GRANT", country: "US", language: "ENGLISH", sort: "newest" });
    expect(body.total).toBe(PATENTSVIEW_STUB_TOTAL_HITS);
    expect(body.summary.totalPatents).toBe(PATENTSVIEW_STUB_TOTAL_HITS);
    expect(body.summary.thisYear).toBe(1);
    expect(body.summary.avgCitations).toBe(11);
    expect(body.summary.topCountry).toBe("US");
    expect(body.patents.map((patent) => patent.id)).toEqual(["US11700002", "US11500001", "US11234567", "US10987654"]);
    const combination = body.patents.find((patent) => patent.id === "US11234567")!;
    expect(combination).toMatchObject({
      title: "Anti-PD-1 antibody in combination with a CTLA-4 inhibitor for treating melanoma",
      inventors: ["Anna Lindqvist", "Kenji Tanaka"],
      assignee: "Helixa Therapeutics Inc.",
      filingDate: "2019-06-01",
      publicationDate: "2022-03-15",
      citations: 12,
      category: "Combination Therapy",
      status: "GRANT",
    });
    expect(body.patents.find((patent) => patent.id === "US10987654")).toMatchObject({
      filingDate: "2018-02-12",
      category: "Diagnostics",
    });
    expect(body.patents.find((patent) => patent.id === "US11500001")).toMatchObject({
      assignee: null,
      inventors: [],
      filingDate: "2020-09-30",
      category: "Manufacturing",
    });
  });

  it("orders by relevance from a wider page, and oldest first on request", async () => {
    patentsViewStubRequests.length = 0;
    const relevance = searchPatentsResponseSchema.parse((await search(real, realUser, "q=antibody")).json);
    expect(patentsViewStubRequests[0]?.o).toEqual({ size: 100 });
    const scores = relevance.patents.map((patent) => patent.relevance!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(0.99);
    const oldest = searchPatentsResponseSchema.parse((await search(real, realUser, "q=antibody&sort=oldest")).json);
    expect(oldest.patents.map((patent) => patent.publicationDate)).toEqual(
      [...oldest.patents.map((patent) => patent.publicationDate)].sort(),
    );
  });

  it("refuses a filter value PatentsView cannot answer with its reason, without calling it; its own values pass", async () => {
    patentsViewStubRequests.length = 0;
    const refused = await search(real, realUser, "q=antibody&country=JP&language=JAPANESE&status=APPLICATION");
    expect(refused.status).toBe(400);
    expect(refused.json.error?.fields).toEqual({
      status: "PatentsView is searched for granted patents only.",
      country: "PatentsView covers United States patents only.",
      language: "PatentsView holds English documents only.",
    });
    expect(patentsViewStubRequests).toHaveLength(0);
    const fixed = await search(real, realUser, "q=fixed%20values&country=US&status=GRANT&language=ENGLISH");
    expect(fixed.status).toBe(200);
    expect(patentsViewStubRequests).toHaveLength(1);
  });

  it("answers an empty search with no patents", async () => {
    const body = searchPatentsResponseSchema.parse((await search(real, realUser, "q=stub-empty")).json);
    expect(body.patents).toEqual([]);
    expect(body.total).toBe(0);
  });

  it("turns a PatentsView failure into a 502 that names PatentsView", async () => {
    const response = await search(real, realUser, "q=stub-fail");
    expect(response.status).toBe(502);
    expect(response.json.error?.code).toBe("remote_failed");
    expect(response.json.error?.message).toContain("PatentsView");
  });

  it("turns a refused key into a 502 that names PatentsView", async () => {
    const wrongKey = await createTestContext({ ...dataServiceUrls(stub.url), PATENTSVIEW_API_KEY: "wrong-key" });
    try {
      const user = await wrongKey.signedInUser("user");
      const response = await search(wrongKey, user, "q=wrong%20key");
      expect(response.status).toBe(502);
      expect(response.json.error?.message).toMatch(/^PatentsView .*status 403/);
    } finally {
      await wrongKey.close();
    }
  });
});
