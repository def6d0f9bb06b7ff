import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/database";
import type { DatabaseHandle } from "../db/client";
import { createRateLimiter, sharedTurnsIn, TurnTooLateError, type RateLimiter } from "./rate-limiter";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

/** Each limiter takes `calls` turns at once; the times at which the turns came, in order. */
async function turnsOf(limiters: RateLimiter[], calls: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(limiters.flatMap((limiter) => Array.from({ length: calls }, () => limiter.acquire().then(() => times.push(performance.now())))));
  return times.sort((a, b) => a - b);
}

describe("outgoing limits shared through the database", () => {
  it("hold for two processes together: 20 a second between them, not 20 each", async () => {
    const turns = sharedTurnsIn(handle.db);
    // Two processes' limiters for one service, 20 a second, no burst.
    const processes = [1, 2].map(() => createRateLimiter(20, 1, 100, { turns, group: "together" }));
    const times = await turnsOf(processes, 8);
    const span = times.at(-1)! - times[0]!;
    // 16 turns at 50 ms: the last comes 750 ms after the first (less a little for the clocks'
    // grain). Each keeping only its own limit, the two would be done in 350 ms.
    expect(span).toBeGreaterThan(700);
  });

  it("refuses a turn that would come after the caller's deadline, and takes none then", async () => {
    const turns = sharedTurnsIn(handle.db);
    // Another process has taken the next two seconds of a service allowed one call a second.
    expect(await turns("slow", 1000, 1, 10_000)).toBe(0);
    expect(await turns("slow", 1000, 1, 10_000)).toBeGreaterThan(900);
    const limiter = createRateLimiter(1, 1, 100, { turns, group: "slow" });
    await expect(limiter.acquire({ deadline: Date.now() + 300 })).rejects.toBeInstanceOf(TurnTooLateError);
    // Nothing was taken by the refused caller: the next turn is still the third second's.
    const wait = await turns("slow", 1000, 1, 10_000);
    expect(wait).toBeGreaterThan(1000);
    expect(wait).toBeLessThanOrEqual(2000);
  });
});
