/**
 * A token bucket per host group (data-sources.md §0): every call to a service waits for a token,
 * so bursts from many users never exceed what the service allows (SEC: 8 a second in total).
 */
export type RateLimiter = { acquire(signal?: AbortSignal): Promise<void> };

export function createRateLimiter(perSecond: number, burst = Math.max(1, Math.floor(perSecond))): RateLimiter {
  const intervalMs = 1000 / perSecond;
  let tokens = burst;
  let updatedAt = Date.now();
  // Callers wait in order: each takes the next free slot.
  let queue: Promise<void> = Promise.resolve();

  function refill(): void {
    const now = Date.now();
    tokens = Math.min(burst, tokens + (now - updatedAt) / intervalMs);
    updatedAt = now;
  }

  return {
    acquire(signal) {
      const turn = queue.then(async () => {
        // A caller that gave up while waiting for its turn takes no token from the others.
        signal?.throwIfAborted();
        refill();
        if (tokens < 1) {
          const waitMs = (1 - tokens) * intervalMs;
          await sleep(waitMs, signal);
          refill();
        }
        tokens -= 1;
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}

const limiters = new Map<string, RateLimiter>();

/** One limiter per host group for the whole process (all users share the server's address). */
export function sharedRateLimiter(group: string, perSecond: number, burst?: number): RateLimiter {
  let limiter = limiters.get(group);
  if (!limiter) {
    limiter = createRateLimiter(perSecond, burst);
    limiters.set(group, limiter);
  }
  return limiter;
}

/** Waits `ms`; a caller giving up ends the wait with the caller's own reason. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", abort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", abort, { once: true });
  });
}
