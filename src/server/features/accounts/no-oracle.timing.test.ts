import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_PASSWORD, type TestContext } from "../../../../tests/support/context";

/**
 * Issue 14 §3: how long an answer takes must not tell whether an address has an account. Known
 * and unknown addresses are tried in turn, each request from a new client address and for a new
 * account (the per-address limits would otherwise answer first), and their medians compared.
 */
const TRIES = 21;
/**
 * The median difference within a pair may be at most 15 ms or a tenth of the faster path's median,
 * whichever is more. An oracle's gap is a whole password hash, nearly all of a sign-in's time; on a
 * busy CI machine, where a sign-in takes 800 ms, the noise between two honest paths reached 17 ms.
 */
const MIN_GAP_BOUND_MS = 15;
const GAP_SHARE_BOUND = 0.1;
const gapBound = (medians: { known: number; unknown: number }) =>
  Math.max(MIN_GAP_BOUND_MS, GAP_SHARE_BOUND * Math.min(medians.known, medians.unknown));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let client = 0;
const nextIp = () => {
  client += 1;
  return `198.18.${Math.floor(client / 250)}.${(client % 250) + 1}`;
};
const unknownAddress = () => `nobody-${client}-${Math.random().toString(36).slice(2)}@example.com`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Times `send` for a known and an unknown address in turn; every answer must be `status`. Returns
 * both medians and the median of the differences within each pair: tried back to back, a pair
 * shares whatever else the machine is doing, so the paired figure holds on a busy machine too.
 */
async function compare(send: (email: string) => Promise<{ status: number }>, knownAddress: () => Promise<string>, status: number) {
  const known: number[] = [];
  const unknown: number[] = [];
  // One untimed pair first: the first call of each path loads code and fills caches. The pairs
  // alternate which goes first, so neither profits from following the other.
  for (let index = 0; index <= TRIES; index += 1) {
    const pair = [
      [known, await knownAddress()],
      [unknown, unknownAddress()],
    ] as const;
    for (const [times, address] of index % 2 === 0 ? pair : [...pair].reverse()) {
      const started = performance.now();
      const response = await send(address);
      const elapsed = performance.now() - started;
      expect(response.status).toBe(status);
      if (index > 0) times.push(elapsed);
    }
  }
  return { known: median(known), unknown: median(unknown), gap: median(known.map((time, index) => time - unknown[index]!)) };
}

describe("answers take as long for an address with an account as for one without", () => {
  it("sign-in with a wrong password (an unknown address still costs one password hash)", async () => {
    const medians = await compare(
      (email) => ctx.request("POST", "/api/account/sign-in", { body: { email, password: `not-${TEST_PASSWORD}` }, ip: nextIp() }),
      async () => (await ctx.createUser()).email,
      401,
    );
    console.info(`sign-in medians: known ${medians.known.toFixed(1)} ms, unknown ${medians.unknown.toFixed(1)} ms, paired gap ${medians.gap.toFixed(1)} ms`);
    expect(Math.abs(medians.gap)).toBeLessThan(gapBound(medians));
  }, 120_000);

  it("request-password-reset (the request only queues a job, the same for every address)", async () => {
    const medians = await compare(
      (email) => ctx.request("POST", "/api/account/request-password-reset", { body: { email }, ip: nextIp() }),
      async () => (await ctx.createUser()).email,
      200,
    );
    console.info(`password reset medians: known ${medians.known.toFixed(1)} ms, unknown ${medians.unknown.toFixed(1)} ms, paired gap ${medians.gap.toFixed(1)} ms`);
    expect(Math.abs(medians.gap)).toBeLessThan(gapBound(medians));
  }, 120_000);

  it("resend-confirmation to an address that waits for confirmation", async () => {
    const medians = await compare(
      (email) => ctx.request("POST", "/api/account/resend-confirmation", { body: { email }, ip: nextIp() }),
      async () => (await ctx.createUser({ verified: false })).email,
      200,
    );
    console.info(`resend-confirmation medians: known ${medians.known.toFixed(1)} ms, unknown ${medians.unknown.toFixed(1)} ms, paired gap ${medians.gap.toFixed(1)} ms`);
    expect(Math.abs(medians.gap)).toBeLessThan(gapBound(medians));
  }, 120_000);
});
