import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPatentSourceResponseSchema, searchPatentsResponseSchema } from "@/shared/patents/contracts";
import { PATENT_KEY_VARIABLE } from "@/shared/patents/options";
import {
  dataServiceUrls,
  startDataServices,
  type DataServicesStub,
} from "../../../../tests/stubs/data-services";
import { PATENTSVIEW_STUB_KEY, PATENTSVIEW_STUB_TOTAL_HITS, patentsViewStubRequests } from "../../../../tests/stubs/patents";
import { createTestContext, type TestContext, type TestUser } from "../../test/context";

let stub: DataServicesStub;
let sample: TestContext;
let real: TestContext;
let sampleUser: TestUser;
let realUser: TestUser;

beforeAll(async () => {
  stub = await startDataServices(0);
  sample = await createTestContext(dataServiceUrls(stub.url));
  real = await createTestContext({ ...dataServiceUrls(stub.url), PATENTSVIEW_API_KEY: PATENTSVIEW_STUB_KEY });
  sampleUser = await sample.signedInUser("user");
  realUser = await real.signedInUser("user");
});
afterAll(async () => {
  await sample?.close();
  await real?.close();
  await stub?.close();
});

const search = (ctx: TestContext, user: TestUser | null, query: string) =>
  ctx.request("GET", `/api/patents/search?${query}`, user ? { cookie: user.cookie } : {});

describe("patents: access and input", () => {
  it("asks an anonymous caller to sign in", async () => {
    for (const path of ["/api/patents/search?q=antibody", "/api/patents/source"]) {
      const response = await sample.request("GET", path);
      expect(response.status).toBe(401);
      expect(response.json.error?.code).toBe("unauthenticated");
    }
  });

  it("refuses a blank query, a long query and an unknown filter with 400 and a clear message", async () => {
    const blank = await search(sample, sampleUser, "q=%20%20");
    expect(blank.status).toBe(400);
    expect(blank.json.error?.fields?.q).toBe("Please enter a search query");
    const missing = await search(sample, sampleUser, "");
    expect(missing.status).toBe(400);
    const long = await search(sample, sampleUser, `q=${"a".repeat(201)}`);
    expect(long.json.error?.fields?.q).toBe("The search query must be at most 200 characters");
    const country = await search(sample, sampleUser, "q=antibody&country=FR");
    expect(country.status).toBe(400);
    expect(country.json.error?.fields?.country).toBe("Country must be one of US, JP, CH, DE, WO");
    const sort = await search(sample, sampleUser, "q=antibody&sort=random");
    expect(sort.json.error?.message).toContain("Sort must be one of relevance, newest, oldest");
  });
});

describe("patents: OpenAPI", () => {
  it("describes both operations", async () => {
    const response = await sample.request("GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    const paths = response.json.paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(["/api/patents/search", "/api/patents/source"]));
  });
});

describe("patents: sample mode (no key)", () => {
  it("says that it serves sample data and names the variable that configures PatentsView", async () => {
    const response = await sample.request("GET", "/api/patents/source", { cookie: sampleUser.cookie });
    expect(response.status).toBe(200);
    const body = getPatentSourceResponseSchema.parse(response.json);
    expect(body.source).toBe("sample");
    expect(body.notice).toContain(PATENT_KEY_VARIABLE);
  });

  it("answers the same search with the same patents, with the default filters and a sample notice", async () => {
    const first = await search(sample, sampleUser, "q=mRNA%20vaccine");
    expect(first.status).toBe(200);
    const body = searchPatentsResponseSchema.parse(first.json);
    expect(body.source).toBe("sample");
    expect(body.filters).toEqual({ status: "GRANT", country: "US", language: "ENGLISH", sort: "relevance" });
    expect(body.notices[0]).toContain(PATENT_KEY_VARIABLE);
    expect(body.patents.length).toBeGreaterThanOrEqual(8);
    expect(body.patents.every((patent) => patent.country === "US" && /^US\d+B2$/.test(patent.id))).toBe(true);
    expect(body.summary.totalPatents).toBe(body.patents.length);
    expect(body.summary.topCountry).toBe("US");
    const again = await search(sample, sampleUser, "q=%20mRNA%20vaccine%20");
    expect(again.json).toEqual(first.json);
    // No remote call in sample mode.
    expect(patentsViewStubRequests).toHaveLength(0);
  });

  it("finds nothing for a query without letters or digits", async () => {
    const body = searchPatentsResponseSchema.parse((await search(sample, sampleUser, "q=%25%25%25")).json);
    expect(body.patents).toEqual([]);
    expect(body.summary).toEqual({ totalPatents: 0, thisYear: 0, avgCitations: 0, topCountry: null });
  });
});

describe("patents: PatentsView mode (stub)", () => {
  it("reports PatentsView as the source", async () => {
    const body = getPatentSourceResponseSchema.parse(
      (await real.request("GET", "/api/patents/source", { cookie: realUser.cookie })).json,
    );
    expect(body.source).toBe("patentsview");
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
    const scores = relevance.patents.map((patent) => patent.relevance);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(0.99);
    const oldest = searchPatentsResponseSchema.parse((await search(real, realUser, "q=antibody&sort=oldest")).json);
    expect(oldest.patents.map((patent) => patent.publicationDate)).toEqual(
      [...oldest.patents.map((patent) => patent.publicationDate)].sort(),
    );
  });

  it("answers a filter PatentsView cannot honour with a notice and no patents, without calling it", async () => {
    patentsViewStubRequests.length = 0;
    const body = searchPatentsResponseSchema.parse(
      (await search(real, realUser, "q=antibody&country=JP&language=JAPANESE&status=APPLICATION")).json,
    );
    expect(body.patents).toEqual([]);
    expect(body.notices.join(" ")).toContain("PatentsView covers United States patents only");
    expect(body.notices.join(" ")).toContain("English documents only");
    expect(body.notices.join(" ")).toContain("Choose Granted");
    expect(patentsViewStubRequests).toHaveLength(0);
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
