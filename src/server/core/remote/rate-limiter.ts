import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { outgoingTurns } from "../db/schema";
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
/** The longest a caller without a deadline waits for a turn another process holds. */
const MAX_SHARED_WAIT_MS = 60_000;

/**
 * Turns shared by every process and instance on one PostgreSQL database (table outgoing_turns):
 * each call takes the next free turn of its host group in one statement (a generic cell rate:
 * the turn after the last one taken, or now less the burst's allowance), on the database's clock.
 * Answers how long to wait for it, or null when it would come later than `maxWaitMs` (nothing is
 * taken then).
 */
export type SharedTurns = (group: string, intervalMs: number, burst: number, maxWaitMs: number) => Promise<number | null>;

export function sharedTurnsIn(db: Database): SharedTurns {
  return async (group, intervalMs, burst, maxWaitMs) => {
    const interval = sql`make_interval(secs => ${intervalMs / 1000})`;
    const slot = sql`greatest(${outgoingTurns.nextAt}, clock_timestamp() - ${burst - 1} * ${interval})`;
    const rows = await db
      .insert(outgoingTurns)
      .values({ hostGroup: group, nextAt: sql`clock_timestamp() + ${interval}` })
      .onConflictDoUpdate({
        target: outgoingTurns.hostGroup,
        set: { nextAt: sql`${slot} + ${interval}` },
        setWhere: sql`${slot} <= clock_timestamp() + make_interval(secs => ${maxWaitMs / 1000})`,
      })
      .returning({ waitMs: sql<number>`greatest(0, extract(epoch from (${outgoingTurns.nextAt} - ${interval} - clock_timestamp())) * 1000)::float8` });
    return rows[0] ? Number(rows[0].waitMs) : null;
  };
}

export function createRateLimiter(
  perSecond: number,
  burst = Math.max(1, Math.floor(perSecond)),
  maxWaiting = MAX_WAITING,
  shared?: { turns: SharedTurns; group: string },
): RateLimiter {
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
          if (shared) await takeSharedTurn(shared, intervalMs, burst, deadline, signal);
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

/** After this process's own turn, the turn among all processes; a database that fails does not stop the call. */
async function takeSharedTurn(
  shared: { turns: SharedTurns; group: string },
  intervalMs: number,
  burst: number,
  deadline: number | undefined,
  signal: AbortSignal | undefined,
) {
  const maxWaitMs = deadline === undefined ? MAX_SHARED_WAIT_MS : Math.max(0, deadline - Date.now());
  let waitMs: number | null;
  try {
    waitMs = await shared.turns(shared.group, intervalMs, burst, maxWaitMs);
  } catch {
    return;
  }
  if (waitMs === null) throw new TurnTooLateError(maxWaitMs);
  if (waitMs > 0) await sleep(waitMs, signal);
}

const limiters = new Map<string, RateLimiter>();
let processTurns: SharedTurns | null = null;

/**
 * From now on the host groups' limits hold for every process on this database (the server calls
 * it at start on PostgreSQL; the embedded database serves one process, whose own limiter is enough).
 */
export function shareOutgoingLimits(turns: SharedTurns | null): void {
  processTurns = turns;
  limiters.clear();
}

/** One limiter per host group for the whole process (all users share the server's address). */
export function sharedRateLimiter(group: string, perSecond: number, burst?: number): RateLimiter {
  let limiter = limiters.get(group);
  if (!limiter) {
    limiter = createRateLimiter(perSecond, burst, MAX_WAITING, processTurns ? { turns: processTurns, group } : undefined);
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
