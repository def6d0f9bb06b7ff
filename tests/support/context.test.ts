import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./context";

// Issue 14 §7: the fuzzer's remote calls timed out because its in-process requests on the embedded
// database ran back to back in the microtask queue, and no timer or socket was served for seconds.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("the test client", () => {
  it("lets the event loop turn before each request, as a request arriving over the network does", async () => {
    let sent = 0;
    let sentWhenTimerRan: number | null = null;
    setTimeout(() => (sentWhenTimerRan = sent), 0);
    for (; sent < 20; sent += 1) expect((await ctx.request("GET", "/api/health")).status).toBe(200);
    expect(sentWhenTimerRan).not.toBeNull();
    expect(sentWhenTimerRan!).toBeLessThanOrEqual(2);
  });
});
