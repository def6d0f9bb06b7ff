/** Waits until `delayMs` have passed since `startedAt` (agents §9: sample searches take 1 s, shortcuts 100 ms). */
export function waitUntilElapsed(startedAt: number, delayMs: number, now: () => number = Date.now): Promise<void> {
  const remaining = delayMs - (now() - startedAt);
  if (remaining <= 0) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, remaining));
}
