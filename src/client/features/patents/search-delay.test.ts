import { describe, expect, it, vi } from "vitest";
import { waitUntilElapsed } from "./search-delay";

describe("waitUntilElapsed", () => {
  it("resolves at once when the time has already passed", async () => {
    const spy = vi.spyOn(globalThis, "setTimeout");
    await waitUntilElapsed(1000, 100, () => 1200);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it("waits only the rest of the delay", async () => {
    vi.useFakeTimers();
    let done = false;
    const waiting = waitUntilElapsed(1000, 1000, () => 1400).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(599);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
    vi.useRealTimers();
  });
});
