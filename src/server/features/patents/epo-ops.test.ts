import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPatentSourceResponseSchema, searchPatentsResponseSchema } from "@/shared/patents/contracts";
import { EPO_OPS_DATE_ORDER_NOTICE, EPO_OPS_NOTICE, PATENT_FILTER_LIMITS } from "@/shared/patents/options";
import { dataServiceUrls, startDataServices, type DataServicesStub } from "../../../../tests/stubs/data-services";
import {
  EPO_OPS_DOCUMENTS,
  EPO_OPS_STUB_KEY,
  EPO_OPS_STUB_SECRET,
  EPO_OPS_STUB_SHORT_KEY,
  EPO_OPS_STUB_TOTAL,
  epoOpsStubRequests,
  expireEpoOpsTokens,
} from "../../../../tests/stubs/epo-ops";
import { PATENTSVIEW_STUB_KEY } from "../../../../tests/stubs/patents";
import { RemoteDataError } from "../../core/remote/remote-client";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { buildEpoOpsQuery, mapEpoOpsDocument, parseEpoOpsSearch } from "./epo-ops";

const answer = (documents: unknown, total = "7") => ({
  "ops:world-patent-data": { "ops:biblio-search": { "@total-result-count": total, "ops:search-result": { "exchange-documents": documents } } },
});
const wrapped = (index: number) => ({ "exchange-document": structuredClone(EPO_OPS_DOCUMENTS[index]!) as Record<string, unknown> });

describe("buildEpoOpsQuery", () => {
  it("asks for all the words in title or abstract, and the country by publication number", () => {
    expect(buildEpoOpsQuery("  PD-1   antibody ")).toBe('ta all "PD-1 antibody"');
    expect(buildEpoOpsQuery("antibody", "JP")).toBe('ta all "antibody" and pn=JP');
  });

  it("drops what CQL reads as syntax, and gives nothing without a word", () => {
    expect(buildEpoOpsQuery('anti" or pn=US* (x)')).toBe('ta all "anti or pn US x"');
    expect(buildEpoOpsQuery('%%% "" --')).toBeNull();
  });
});

describe("parseEpoOpsSearch and mapEpoOpsDocument", () => {
  it("maps a record: English title and abstract, epodoc names without their country tag, dates, CPC, status", () => {
    const patent = mapEpoOpsDocument(wrapped(0)["exchange-document"])!;
    expect(patent).toEqual({
      id: "EP3456789",
      kindCode: "B1",
      title: "ANTI-PD-1 ANTIBODY FOR TREATING MELANOMA IN COMBINATION WITH A CTLA-4 INHIBITOR",
      inventors: ["LINDQVIST ANNA", "TANAKA KENJI"],
      assignee: "HELIXA THERAPEUTICS INC",
      filingDate: "2017-03-10",
      publicationDate: "2021-08-04",
      abstract: "An anti-PD-1 antibody administered in combination with a CTLA-4 inhibitor shows a synergistic effect in advanced melanoma.",
      citations: null,
      relevance: null,
      category: "Combination Therapy",
      country: "EP",
      status: "GRANT",
      url: "https://worldwide.espacenet.com/patent/search?q=pn%3DEP3456789B1",
    });
  });

  it("reads single objects where lists are usual, original names when no epodoc one, and a title in another language", () => {
    const japanese = mapEpoOpsDocument(wrapped(2)["exchange-document"])!;
    expect(japanese).toMatchObject({
      id: "JP2020123456",
      title: "抗体精製方法 ANTIBODY PURIFICATION",
      assignee: "KAIROS PHARMA CO LTD",
      inventors: [],
      abstract: null,
      status: "APPLICATION",
      category: "Manufacturing",
    });
    // An abstract of several paragraphs is one text.
    expect(mapEpoOpsDocument(wrapped(3)["exchange-document"])!.abstract).toBe(
      "An assay for detecting circulating tumor DNA in plasma, captured by an antibody, for the diagnosis of cancer.",
    );
  });

  it("reads a page given as a list, as one object, and as one wrapper holding a list, with its total", () => {
    expect(parseEpoOpsSearch(answer([wrapped(0), wrapped(1)])).patents.map((patent) => patent.id)).toEqual([
      "EP3456789",
      expect.stringMatching(/^WO\d{10}$/),
    ]);
    expect(parseEpoOpsSearch(answer(wrapped(1), "1"))).toMatchObject({ total: 1, patents: [{ country: "WO", status: "APPLICATION" }] });
    const both = { "exchange-document": [wrapped(0)["exchange-document"], wrapped(3)["exchange-document"]] };
    expect(parseEpoOpsSearch(answer(both, "40"))).toMatchObject({ total: 40, patents: [{ id: "EP3456789" }, { id: "US2022012345" }] });
  });

  it("is empty for the 404 of no matches, skips records without a number, and refuses another answer", () => {
    expect(parseEpoOpsSearch(null)).toEqual({ patents: [], total: 0 });
    expect(parseEpoOpsSearch(answer([{ "exchange-document": { "@country": "EP" } }], "1")).patents).toEqual([]);
    expect(() => parseEpoOpsSearch({ fault: "x" })).toThrow(RemoteDataError);
  });
});

let stub: DataServicesStub;
let ops: TestContext;
let user: TestUser;

beforeAll(async () => {
  stub = await startDataServices(0);
  // Both keys set: EPO OPS is used.
  ops = await createTestContext({
    ...dataServiceUrls(stub.url),
    EPO_OPS_KEY: EPO_OPS_STUB_KEY,
    EPO_OPS_SECRET: EPO_OPS_STUB_SECRET,
    PATENTSVIEW_API_KEY: PATENTSVIEW_STUB_KEY,
  });
  user = await ops.signedInUser("user");
});
afterAll(async () => {
  await ops?.close();
  await stub?.close();
});

const search = (ctx: TestContext, who: TestUser, query: string) => ctx.request("GET", `/api/patents/search?${query}`, { cookie: who.cookie });
const tokenRequests = () => epoOpsStubRequests.filter((request) => request.kind === "token");
const searchRequests = () => epoOpsStubRequests.filter((request) => request.kind === "search");

describe("patents: EPO OPS mode (stub)", () => {
  it("is the source when its key and secret are set, before PatentsView, and names the filters it cannot apply", async () => {
    const body = getPatentSourceResponseSchema.parse((await ops.request("GET", "/api/patents/source", { cookie: user.cookie })).json);
    expect(body.source).toBe("epo");
    expect(body.notice).toBe(EPO_OPS_NOTICE);
    expect(body.filterLimits).toEqual(PATENT_FILTER_LIMITS.epo);
    // Country is searched (pn=), so it is not disabled.
    expect(Object.keys(body.filterLimits).sort()).toEqual(["language", "status"]);
  });

  it("takes a token with the key, searches with it and maps the answer, with summaries from it", async () => {
    epoOpsStubRequests.length = 0;
    const response = await search(ops, user, "q=antibody");
    expect(response.status).toBe(200);
    const body = searchPatentsResponseSchema.parse(response.json);
    const [token, sent] = epoOpsStubRequests;
    expect(token).toEqual({
      kind: "token",
      authorization: `Basic ${Buffer.from(`${EPO_OPS_STUB_KEY}:${EPO_OPS_STUB_SECRET}`).toString("base64")}`,
      grantType: "client_credentials",
    });
    expect(sent).toEqual({ kind: "search", authorization: expect.stringMatching(/^Bearer stub-token-\d+$/), q: 'ta all "antibody"', range: "1-20" });

    expect(body.source).toBe("epo");
    expect(body.total).toBe(EPO_OPS_STUB_TOTAL);
    expect(body.patents.map((patent) => patent.id)).toEqual(EPO_OPS_DOCUMENTS.map((document) => `${document["@country"]}${document["@doc-number"]}`));
    // Relevance is OPS's order.
    expect(body.patents.map((patent) => patent.relevance)).toEqual([1, 0.95, 0.9, 0.85]);
    expect(body.patents.find((patent) => patent.country === "US")).toMatchObject({
      kindCode: "A1",
      status: "APPLICATION",
      assignee: "MERIDIAN DIAGNOSTICS CORP",
      inventors: ["CHEN MEI"],
      filingDate: "2021-07-09",
      publicationDate: "2022-01-13",
      category: "Diagnostics",
    });
    // One published this year (the WO), no citations reported, one patent from each office (EP first).
    expect(body.summary).toEqual({ totalPatents: EPO_OPS_STUB_TOTAL, thisYear: 1, avgCitations: null, topCountry: "EP" });
    expect(body.notices).toEqual([EPO_OPS_NOTICE]);
  });

  it("searches one country with pn=, and the answer holds that country only", async () => {
    epoOpsStubRequests.length = 0;
    const body = searchPatentsResponseSchema.parse((await search(ops, user, "q=antibody%20purification&country=JP")).json);
    expect(searchRequests().map((request) => request.q)).toEqual(['ta all "antibody purification" and pn=JP']);
    expect(body.filters).toEqual({ country: "JP", sort: "relevance" });
    expect(body.patents.map((patent) => patent.id)).toEqual(["JP2020123456"]);
    expect(body.total).toBe(1);
  });

  it("orders the page it got by date on Newest or Oldest, and says that OPS cannot sort", async () => {
    const newest = searchPatentsResponseSchema.parse((await search(ops, user, "q=antibody&sort=newest")).json);
    const dates = newest.patents.map((patent) => patent.publicationDate!);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newest.notices).toEqual([EPO_OPS_NOTICE, EPO_OPS_DATE_ORDER_NOTICE]);
    const oldest = searchPatentsResponseSchema.parse((await search(ops, user, "q=antibody&sort=oldest")).json);
    expect(oldest.patents.map((patent) => patent.publicationDate!)).toEqual([...dates].sort());
  });

  it("shows the empty state for a nonsense query (OPS's 404), and makes no call without a word", async () => {
    const body = searchPatentsResponseSchema.parse((await search(ops, user, `q=${encodeURIComponent("zzqxwv nonexistent")}`)).json);
    expect(body).toMatchObject({ total: 0, patents: [], summary: { totalPatents: 0, thisYear: 0, topCountry: null } });
    epoOpsStubRequests.length = 0;
    const nothing = searchPatentsResponseSchema.parse((await search(ops, user, "q=%25%25%25")).json);
    expect(nothing).toMatchObject({ total: 0, patents: [] });
    expect(epoOpsStubRequests).toHaveLength(0);
  });

  it("refuses the status and language filters with their reasons, without calling OPS", async () => {
    epoOpsStubRequests.length = 0;
    const response = await search(ops, user, "q=antibody&status=GRANT&language=ENGLISH&country=DE");
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({ status: PATENT_FILTER_LIMITS.epo.status!.reason, language: PATENT_FILTER_LIMITS.epo.language!.reason });
    expect(epoOpsStubRequests).toHaveLength(0);
  });

  it("keeps its token for the next searches, and takes a new one once when OPS says it expired", async () => {
    await search(ops, user, "q=cached%20token%20warm");
    epoOpsStubRequests.length = 0;
    expect((await search(ops, user, "q=antibody%20melanoma")).status).toBe(200);
    expect((await search(ops, user, "q=antibody%20vaccine")).status).toBe(200);
    expect(tokenRequests()).toHaveLength(0);
    expect(searchRequests()).toHaveLength(2);

    expireEpoOpsTokens();
    epoOpsStubRequests.length = 0;
    const body = searchPatentsResponseSchema.parse((await search(ops, user, "q=antibody%20tumor")).json);
    expect(body.patents.map((patent) => patent.id)).toEqual(["US2022012345"]);
    expect(epoOpsStubRequests.map((request) => request.kind)).toEqual(["search", "token", "search"]);
  });

  it("takes a new token before one runs out (a token of 30 seconds is never reused)", async () => {
    const short = await createTestContext({ ...dataServiceUrls(stub.url), EPO_OPS_KEY: EPO_OPS_STUB_SHORT_KEY, EPO_OPS_SECRET: EPO_OPS_STUB_SECRET });
    try {
      const who = await short.signedInUser("user");
      epoOpsStubRequests.length = 0;
      expect((await search(short, who, "q=short%20lived%20one")).status).toBe(200);
      expect((await search(short, who, "q=short%20lived%20two")).status).toBe(200);
      expect(epoOpsStubRequests.map((request) => request.kind)).toEqual(["token", "search", "token", "search"]);
    } finally {
      await short.close();
    }
  });

  it("turns a refused key into a 502 that names EPO OPS and what to check, never a 500", async () => {
    const wrong = await createTestContext({ ...dataServiceUrls(stub.url), EPO_OPS_KEY: "wrong-key", EPO_OPS_SECRET: "wrong-secret" });
    try {
      const who = await wrong.signedInUser("user");
      const response = await search(wrong, who, "q=antibody");
      expect(response.status).toBe(502);
      expect(response.json.error?.code).toBe("remote_failed");
      expect(response.json.error?.message).toBe(
        "EPO OPS did not accept this server's key (status 401). An administrator should check EPO_OPS_KEY and EPO_OPS_SECRET.",
      );
    } finally {
      await wrong.close();
    }
  });

  it("turns a failing OPS into a 502 that names it", async () => {
    const response = await search(ops, user, "q=stub-fail");
    expect(response.status).toBe(502);
    expect(response.json.error?.message).toMatch(/^EPO OPS answered with an error \(status 503\)/);
  });
});
