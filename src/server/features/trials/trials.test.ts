import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compareResponseSchema,
  eligibilityResponseSchema,
  searchTrialsResponseSchema,
  trendsResponseSchema,
} from "@/shared/trials/contracts";
import { dataServiceUrls, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { startDataServicesProcess } from "../../../../tests/stubs/data-services-process";
import { entities, entityIdentifiers, remoteCache } from "../../core/db/schema";
import { remoteCacheWritten } from "../../core/remote/remote-client";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

let ctx: TestContext;
let stub: DataServicesStub;
let account: TestUser;

beforeAll(async () => {
  stub = await startDataServicesProcess();
  ctx = await createTestContext(dataServiceUrls(stub.url));
  account = await ctx.signedInUser("user");
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

const ANONYMOUS = null;
const post = (path: string, body: unknown, cookie: string | null = account.cookie) =>
  ctx.request("POST", path, { cookie: cookie ?? undefined, body });
const get = (path: string, cookie: string | null = account.cookie) => ctx.request("GET", path, { cookie: cookie ?? undefined });

/** The ClinicalTrials.gov URLs the server asked (each answer is cached under its URL). */
async function askedUrls(): Promise<URL[]> {
  await remoteCacheWritten();
  const rows = await ctx.db.select({ url: remoteCache.url, service: remoteCache.service }).from(remoteCache);
  return rows.filter((row) => row.service === "ClinicalTrials.gov").map((row) => new URL(row.url));
}

describe("trials API", () => {
  it("refuses every operation to anonymous callers (401)", async () => {
    const responses = await Promise.all([
      post("/api/trials/search", { query: "Depression" }, ANONYMOUS),
      post("/api/trials/eligibility", { age: 40, conditions: ["Depression"] }, ANONYMOUS),
      get("/api/trials/trends?condition=Depression", ANONYMOUS),
      get("/api/trials/compare?ids=NCT00517179,NCT02576665", ANONYMOUS),
    ]);
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401]);
  });

  it("searches with the filters mapped to API v2 parameters, and returns cards with the total", async () => {
    const response = await post("/api/trials/search", { query: "Type 2 Diabetes", phase: "2", status: "all", country: "CA", ageGroup: "adult" });
    expect(response.status, response.text).toBe(200);
    const body = searchTrialsResponseSchema.parse(response.json);
    expect(body.totalCount).toBe(21);
    expect(body.otherStatusCount).toBe(0);
    expect(body.source).toBe("ClinicalTrials.gov");
    expect(body.trials.map((trial) => trial.id)).toEqual(["NCT02710084", "NCT05105685", "NCT01525901", "NCT03493607", "NCT07119606"]);
    expect(body.trials[0]).toMatchObject({ phase: "Phase 2", statusLabel: "Completed", sponsor: "Alexander Kolevzon" });

    const [asked] = await askedUrls();
    expect(asked!.pathname).toBe("/ctgov/studies");
    expect(asked!.searchParams.get("query.term")).toBe("Type 2 Diabetes");
    expect(asked!.searchParams.has("filter.overallStatus")).toBe(false);
    expect(asked!.searchParams.get("filter.advanced")).toBe('AREA[Phase]PHASE2 AND AREA[LocationCountry]"Canada" AND AREA[StdAge]ADULT');
    expect(asked!.searchParams.get("countTotal")).toBe("true");

    // The same search again is answered from the cache.
    expect((await post("/api/trials/search", { query: "Type 2 Diabetes", phase: "2", status: "all", country: "CA", ageGroup: "adult" })).status).toBe(200);
    expect(await askedUrls()).toHaveLength(1);
  });

  it("asks for the chosen status, and leaves out and counts studies answered with another status", async () => {
    // The stub replays its recorded page whatever was asked: five studies, none recruiting.
    const response = await post("/api/trials/search", { query: "Depression", status: "recruiting" });
    expect(response.status, response.text).toBe(200);
    const body = searchTrialsResponseSchema.parse(response.json);
    const asked = (await askedUrls()).find((url) => url.searchParams.get("query.term") === "Depression");
    expect(asked?.searchParams.get("filter.overallStatus")).toBe("RECRUITING");
    expect(body.trials).toEqual([]);
    expect(body.otherStatusCount).toBe(5);

    const completed = searchTrialsResponseSchema.parse((await post("/api/trials/search", { query: "Depression", status: "completed" })).json);
    expect(completed.trials.every((trial) => trial.status === "COMPLETED")).toBe(true);
    expect([completed.trials.length, completed.otherStatusCount]).toEqual([4, 1]);
  });

  it("names on each card the entities its fields name that have a page, linked anew on a cached answer", async () => {
    const search = async () => searchTrialsResponseSchema.parse((await post("/api/trials/search", { query: "Entity links", country: "all" })).json);
    const first = await search();
    const entitiesOf = (body: typeof first, id: string) => body.trials.find((trial) => trial.id === id)?.entities;
    // A condition the registry knows has a page; a sponsor nothing knows gets no chip.
    expect(entitiesOf(first, "NCT03493607")).toEqual([{ slug: "indication-epilepsy", name: "Epilepsy", type: "indication" }]);
    expect(entitiesOf(first, "NCT02710084")).toEqual([]);

    // An article has named the trial since: the same search, answered from the cache, now links it.
    const [named] = await ctx.db.insert(entities).values({ key: "trial:nct02710084", slug: "trial-nct02710084", type: "trial", name: "NCT02710084" }).returning({ id: entities.id });
    await ctx.db.insert(entityIdentifiers).values({ scheme: "nct", value: "NCT02710084", entityId: named!.id });
    const again = await search();
    expect(entitiesOf(again, "NCT02710084")).toEqual([{ slug: "trial-nct02710084", name: "NCT02710084", type: "trial" }]);
    expect((await askedUrls()).filter((url) => url.searchParams.get("query.term") === "Entity links")).toHaveLength(1);
    expect((await get("/api/entities/trial-nct02710084")).status).toBe(200);
  });

  it("answers 400 with a clear message for a blank search or an unknown filter", async () => {
    const blank = await post("/api/trials/search", { query: "  " });
    expect(blank.status).toBe(400);
    expect(blank.json.error?.fields).toEqual({ query: "Please enter a search term" });
    const phase = await post("/api/trials/search", { query: "Depression", phase: "7" });
    expect(phase.status).toBe(400);
    expect(phase.json.error?.message).toContain("Phase must be all, 1, 2, 3 or 4");
  });

  it("an empty answer is an empty list", async () => {
    const response = await post("/api/trials/search", { query: "stub-empty", country: "all" });
    expect(response.status, response.text).toBe(200);
    expect(searchTrialsResponseSchema.parse(response.json)).toEqual({ trials: [], totalCount: 0, otherStatusCount: 0, source: "ClinicalTrials.gov" });
  });

  it("a failing registry gives 502 naming ClinicalTrials.gov, never 500", async () => {
    const response = await post("/api/trials/search", { query: "stub-fail" });
    expect(response.status).toBe(502);
    expect(response.json.error).toMatchObject({ code: "remote_failed", message: expect.stringContaining("ClinicalTrials.gov") as unknown });
    const trends = await get("/api/trials/trends?condition=stub-fail");
    expect(trends.status).toBe(502);
    expect(trends.json.error?.message).toContain("ClinicalTrials.gov");
  });

  it("lists only the recruiting studies the patient is eligible for, scored with their parts; sets the others aside with why", async () => {
    // The patient: 54, melanoma. The stub answers three recruiting melanoma studies and
    // four recorded with other statuses (one of them of diabetic retinopathy).
    const response = await post("/api/trials/eligibility", { age: 54, conditions: ["melanoma"] });
    expect(response.status, response.text).toBe(200);
    const body = eligibilityResponseSchema.parse(response.json);
    expect([body.candidates, body.eligibleCount]).toEqual([7, 3]);
    expect(body.trials.map((trial) => [trial.id, trial.status, trial.matchScore])).toEqual([
      ["NCT04114136", "RECRUITING", 83],
      ["NCT04318717", "RECRUITING", 83],
      ["NCT06970236", "RECRUITING", 83],
    ]);
    expect(body.trials[0]!.matchReasons.map((reason) => [reason.criterion, reason.points, reason.maxPoints])).toEqual([
      ["age", 25, 25],
      ["sex", 8, 15],
      ["condition", 30, 30],
      ["location", 10, 10],
      ["inclusion", 5, 10],
      ["exclusion", 5, 10],
    ]);
    expect(body.setAside.map((trial) => [trial.id, trial.setAsideReasons.map((reason) => `${reason.criterion}: ${reason.text}`)])).toEqual([
      ["NCT00517179", ["status: Status is Completed, not Recruiting", "condition: Lists Prostatic Hyperplasia, Impotence; none matches melanoma"]],
      ["NCT01511679", ["status: Status is Withdrawn, not Recruiting", "condition: Lists Alcohol Abuse; none matches melanoma", "age: Age 54 is outside the age range (12 Years to 21 Years)"]],
      ["NCT02576665", ["status: Status is Terminated, not Recruiting"]],
      ["NCT05600179", ["status: Status is Completed, not Recruiting", "condition: Lists Diabetic Retinopathy; none matches melanoma"]],
    ]);
    expect(body.setAside[0]).not.toHaveProperty("matchScore");

    const asked = (await askedUrls()).find((url) => url.searchParams.get("query.cond") === "melanoma");
    expect(asked?.searchParams.get("filter.overallStatus")).toBe("RECRUITING");
    expect(asked?.searchParams.get("fields")).toContain("EligibilityCriteria");
  });

  it("a recruiting study of another condition is set aside, not scored; location, criteria text and sex reach the score", async () => {
    const response = await post("/api/trials/eligibility", { age: 55, sex: "male", conditions: ["cutaneous melanoma"], location: "Texas" });
    expect(response.status, response.text).toBe(200);
    const body = eligibilityResponseSchema.parse(response.json);
    // "Melanoma" covers cutaneous melanoma; ocular and mucosal melanoma are other diseases.
    expect(body.trials.map((trial) => [trial.id, trial.matchScore])).toEqual([["NCT04114136", 73]]);
    expect(body.trials[0]!.matchReasons[3]).toMatchObject({ criterion: "location", outcome: "unknown", text: "The study lists no sites" });
    const recruiting = body.setAside.filter((trial) => trial.statusLabel === "Recruiting");
    expect(recruiting.map((trial) => [trial.id, trial.setAsideReasons])).toEqual([
      ["NCT04318717", [{ criterion: "condition", text: "Studies Mucosal Melanoma of the Head and Neck, related to cutaneous melanoma" }]],
      ["NCT06970236", [{ criterion: "condition", text: "Studies Ocular Melanoma, related to cutaneous melanoma" }]],
    ]);
    const asked = (await askedUrls()).find((url) => url.searchParams.get("query.cond") === '"cutaneous melanoma"');
    expect(asked?.searchParams.get("query.locn")).toBe("Texas");
  });

  it("eligibility without age or conditions is 400 with the spec's words", async () => {
    const noAge = await post("/api/trials/eligibility", { conditions: ["Melanoma"] });
    expect(noAge.status).toBe(400);
    expect(noAge.json.error?.fields?.age).toBe("Please enter age and at least one condition");
    const noCondition = await post("/api/trials/eligibility", { age: 30, conditions: [] });
    expect(noCondition.status).toBe(400);
    expect(noCondition.json.error?.fields?.conditions).toBe("Please enter age and at least one condition");
  });

  it("counts trends over the pages of a condition's studies", async () => {
    const response = await get("/api/trials/trends?condition=Phelan-McDermid%20Syndrome");
    expect(response.status, response.text).toBe(200);
    const body = trendsResponseSchema.parse(response.json);
    expect(body).toMatchObject({ condition: "Phelan-McDermid Syndrome", totalCount: 21, studiesAnalyzed: 10 });
    expect(body.phases).toEqual([
      { label: "Phase 1", value: 1 },
      { label: "Phase 1/2", value: 1 },
      { label: "Phase 2", value: 5 },
      { label: "Phase 3", value: 1 },
      { label: "Not Applicable", value: 2 },
    ]);
    expect(body.statuses[0]).toEqual({ label: "Completed", value: 6 });
    expect(body.sponsorTypes).toEqual([{ label: "Other", value: 10 }]);
    expect(body.startYears.reduce((sum, bar) => sum + bar.value, 0)).toBe(10);
    const pages = (await askedUrls()).filter((url) => url.searchParams.get("query.cond") === "Phelan-McDermid Syndrome");
    expect(pages.map((url) => url.searchParams.get("pageToken"))).toEqual(
      expect.arrayContaining([null, "ZVt07cGHkvI2wRk2CJf6_LLq14bEL8swd7KrgP4dnDeTsPkw", "ZVt07cGHkvI2wRk2CJf6_LLq14bEL8swd7KrgP4bmjeauvk_IQ"]) as unknown,
    );
    expect((await get("/api/trials/trends?condition=")).status).toBe(400);
  });

  it("compares 2 to 5 trials in the order chosen, and refuses 1 or 6", async () => {
    const response = await get("/api/trials/compare?ids=NCT02576665,NCT00517179,NCT09999999");
    expect(response.status, response.text).toBe(200);
    const body = compareResponseSchema.parse(response.json);
    expect(body.trials.map((trial) => trial.id)).toEqual(["NCT02576665", "NCT00517179"]);
    expect(body.missing).toEqual(["NCT09999999"]);
    expect(body.trials[1]).toMatchObject({ sponsorClass: "OTHER_GOV", interventionTypes: ["Drug"], sex: "MALE" });

    const one = await get("/api/trials/compare?ids=NCT02576665");
    expect(one.status).toBe(400);
    expect(one.json.error?.message).toContain("Please select 2-5 trials to compare");
    const six = await get(`/api/trials/compare?ids=${["NCT00517179", "NCT05600179", "NCT01511679", "NCT02576665", "NCT06970236", "NCT04114136"].join(",")}`);
    expect(six.status).toBe(400);
    expect(six.json.error?.fields?.ids).toBe("Please select 2-5 trials to compare");
    expect((await get("/api/trials/compare")).status).toBe(400);
  });

  it("describes the four operations in the OpenAPI document", async () => {
    const response = await get("/api/openapi.json");
    expect(response.status).toBe(200);
    const paths = Object.keys((response.json as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/trials/search", "/api/trials/eligibility", "/api/trials/trends", "/api/trials/compare"]) as unknown);
  });
});
