/**
 * A token bucket per host group (data-sources.md §0): every call to a service waits for a token,
 * so bursts from many users never exceed what the service allows (SEC: 8 a second in total).
 * A caller whose turn would come after its deadline, or who finds the queue full, is refused at once.
 */
export type RateLimiter = { acquire(options?: AcquireOptions): Promise<void> };

type AcquireOptions = {
  signal?: AbortSignal;
  /** The latest moment (Date.now() time) the caller's turn may come. */
  deadline?: number;
};

/** Thrown by `acquire` instead of a wait that would pass the deadline or the queue's bound. */
export class TurnTooLateError extends Error {
  override name = "TurnTooLateError";
  constructor(readonly waitMs: number) {
    super(`The next turn is ${Math.ceil(waitMs)} ms away.`);
  }
}

/** Callers waiting for one host group at the most; each holds a little memory and a user's request. */
const MAX_WAITING = 100;

export function createRateLimiter(perSecond: number, burst = Math.max(1, Math.floor(perSecond)), maxWaiting = MAX_WAITING): RateLimiter {
  const intervalMs = 1000 / perSecond;
  let tokens = burst;
  let updatedAt = Date.now();
  // Callers wait in order: each takes the next free slot.
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;

  function refill(): void {
    const now = Date.now();
    tokens = Math.min(burst, tokens + (now - updatedAt) / intervalMs);
    updatedAt = now;
  }

  return {
    acquire({ signal, deadline } = {}) {
      refill();
      // Everyone waiting takes a token first, so this caller's turn is this far away.
      const waitMs = Math.max(0, (waiting + 1 - tokens) * intervalMs);
      if (waiting >= maxWaiting || (deadline !== undefined && Date.now() + waitMs > deadline)) {
        return Promise.reject(new TurnTooLateError(waitMs));
      }
      waiting += 1;
      let isWaiting = true;
      const leave = () => {
        if (isWaiting) waiting -= 1;
        isWaiting = false;
      };
      signal?.addEventListener("abort", leave, { once: true });
      const turn = queue.then(async () => {
        try {
          // A caller that gave up while waiting for its turn takes no token from the others.
          signal?.throwIfAborted();
          refill();
          if (tokens < 1) {
            await sleep((1 - tokens) * intervalMs, signal);
            refill();
          }
          tokens -= 1;
        } finally {
          leave();
          signal?.removeEventListener("abort", leave);
        }
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
