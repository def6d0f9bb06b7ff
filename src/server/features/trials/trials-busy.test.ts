import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchTrialsResponseSchema } from "@/shared/trials/contracts";
import { dataServiceUrls, startDataServices, type DataServicesStub } from "../../../../tests/stubs/data-services";
import { sharedRateLimiter } from "../../core/remote/rate-limiter";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

// The real limiter the trials service shares with every user of this process (service.ts).
const limiter = sharedRateLimiter("clinicaltrials.gov", 1, 3);

let ctx: TestContext;
let stub: DataServicesStub;
let account: TestUser;
let servedByStub = 0;

beforeAll(async () => {
  stub = await startDataServices(0, { onServed: () => (servedByStub += 1) });
  ctx = await createTestContext(dataServiceUrls(stub.url));
  account = await ctx.signedInUser("user");
});
afterAll(async () => {
  await ctx?.close();
  await stub?.close();
});

const search = () => ctx.request("POST", "/api/trials/search", { cookie: account.cookie, body: { query: "Depression" } });

describe("a trial search while ClinicalTrials.gov's turns are taken", () => {
  it("answers 503 with Retry-After at once, declared in the document, and is served once the crowd has gone", async () => {
    // The burst of three taken, sixteen callers waiting: the next turn is 17 s away, past the call's 15 s deadline.
    for (let taken = 0; taken < 3; taken += 1) await limiter.acquire();
    const crowd = new AbortController();
    const waiting = Array.from({ length: 16 }, () => limiter.acquire({ signal: crowd.signal }).catch(() => undefined));

    const started = Date.now();
    const busy = await search();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(busy.status, busy.text).toBe(503);
    const retryAfter = Number(busy.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(16);
    expect(retryAfter).toBeLessThanOrEqual(17);
    expect(busy.json.error).toEqual({
      code: "unavailable",
      message: `Too many requests are waiting for ClinicalTrials.gov. Please try again in ${retryAfter} seconds.`,
    });
    expect(servedByStub).toBe(0);

    const document = (await ctx.request("GET", "/api/openapi.json")).json as { paths: Record<string, Record<string, { responses: object }>> };
    expect(Object.keys(document.paths["/api/trials/search"]!.post!.responses)).toContain("503");

    crowd.abort(new Error("the crowd left"));
    await Promise.all(waiting);
    const served = await search();
    expect(served.status, served.text).toBe(200);
    expect(searchTrialsResponseSchema.parse(served.json).trials.length).toBeGreaterThan(0);
  });
});
