import { createHash } from "node:crypto";
import { and, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { remoteCache } from "../db/schema";
import { waitingDeadline } from "../deadline";
import { AppError } from "../errors";
import { describeWait } from "../http/rate-limit";
import { sleep, TurnTooLateError, type RateLimiter } from "./rate-limiter";

/**
 * The one way the server calls an outside data service (data-sources.md §0): base URL from
 * configuration, a shared per-host rate limiter, one deadline for the whole call, retries with
 * back-off on 429, 5xx and network failures while it allows (honouring Retry-After), answers checked
 * before use, and a cache in the database. Every failure of the service becomes a 502 whose message
 * names it, a call our rate limiter cannot serve in time a 503 with Retry-After; never a hang or a 500.
 */
export type RemoteServiceOptions = {
  /** The service's name as people know it: "Europe PMC", "SEC EDGAR", "ClinicalTrials.gov". */
  name: string;
  baseUrl: string;
  limiter: RateLimiter;
  headers?: Record<string, string>;
  /** The whole call's deadline from its start: waits for a turn in our rate limiter, every attempt and the back-off between them. Default 15 s. */
  timeoutMs?: number;
  /** Attempts after the first, as far as the time-out allows; default 2. */
  retries?: number;
  /** First back-off; doubled each retry. Default 500 ms (tests pass less). */
  retryBaseMs?: number;
};

export type RemoteRequest<T> = {
  /** Joined to the base URL: "/search" or "search". */
  path: string;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Cache the checked answer this long; 0 or absent: no cache. */
  ttlSeconds?: number;
  /** Checks the decoded body and returns the value; throws RemoteDataError for errors inside a 200. */
  read: (body: unknown) => T;
  /** "json" (default) or "text" (HTML documents). */
  as?: "json" | "text";
  /** GET (default), or POST with a form body (an OAuth2 token request). A POST is never cached. */
  method?: "GET" | "POST";
  form?: Record<string, string>;
  /** Headers of this request only (a bearer token), over the client's own. */
  headers?: Record<string, string>;
  /** Statuses that are an answer, not a failure (e.g. 404 for "no such company"); read gets null body. */
  acceptStatuses?: number[];
  signal?: AbortSignal;
  /**
   * The value is never changed by its callers, so it is read once per remembered answer and the
   * same value given to everyone (a large reference list: parsed once, not on every search).
   */
  shareValue?: boolean;
};

/** The service answered with a status that is not an answer: `remoteStatus` is what it said. */
export class RemoteRefusedError extends AppError {
  override name = "RemoteRefusedError";
  constructor(
    readonly remoteStatus: number,
    message: string,
  ) {
    super("remote_failed", message);
  }
}

/** Thrown by `read` when a 200 answer carries an error or is not the expected shape. */
export class RemoteDataError extends Error {
  override name = "RemoteDataError";
}

export type RemoteClient = {
  readonly name: string;
  request<T>(request: RemoteRequest<T>): Promise<T>;
  url(path: string, query?: RemoteRequest<unknown>["query"]): string;
};

const RETRYABLE = new Set([429, 500, 502, 503, 504]);

/** One attempt's outcome: an answer (of any status), no connection, or the call's time-out spent. */
type Attempt = { kind: "answer"; status: number; text: string; retryAfter: string | null } | { kind: "unreachable" | "late"; cause: unknown };

// In front of the database cache: recent answers in memory, so a repeated search costs no query.
// Bounded by total characters; the oldest entries go first.
const MEMORY_LIMIT_CHARS = 32 * 1024 * 1024;
type Remembered = {
  url: string;
  status: number;
  body: string;
  expiresAt: number;
  /** Values read from it with shareValue, by reader. */
  values?: Map<(body: unknown) => unknown, unknown>;
};
const memory = new Map<string, Remembered>();
let memoryChars = 0;

function remember(key: string, entry: Remembered): void {
  forget(key);
  if (entry.body.length > MEMORY_LIMIT_CHARS / 4) return;
  memory.set(key, entry);
  memoryChars += entry.body.length;
  for (const [oldest] of memory) {
    if (memoryChars <= MEMORY_LIMIT_CHARS) break;
    forget(oldest);
  }
}

/** The entry, holding the value just read when its request shares values. */
function withValue<T>(request: RemoteRequest<T>, value: T, entry: Remembered): Remembered {
  if (request.shareValue) entry.values = new Map([[request.read, value]]);
  return entry;
}

function forget(key: string): void {
  const entry = memory.get(key);
  if (!entry) return;
  memory.delete(key);
  memoryChars -= entry.body.length;
}

function recall(key: string): Remembered | null {
  const entry = memory.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= Date.now()) {
    forget(key);
    return null;
  }
  return entry;
}

/** Calls under way, by cache key, for the whole process: one call serves everyone asking at once. */
const inflight = new Map<string, Promise<unknown>>();

const pendingWrites = new Set<Promise<void>>();

function track(write: Promise<void>): void {
  pendingWrites.add(write);
  void write.finally(() => pendingWrites.delete(write));
}

/** Resolves when every cache write started so far has finished (tests that read the cache table, shutdown). */
export async function remoteCacheWritten(): Promise<void> {
  while (pendingWrites.size > 0) await Promise.all([...pendingWrites]);
}

/** Empties the in-memory layer (tests and benchmarks that clear the database cache), or keeps the answers of some URLs. */
export function clearRemoteMemory(keep?: (url: string) => boolean): void {
  for (const [key, entry] of memory) if (!keep?.(entry.url)) forget(key);
}
const MAX_RETRY_AFTER_MS = 5_000;

export function createRemoteClient(db: Database, options: RemoteServiceOptions): RemoteClient {
  const { name, limiter } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const base = options.baseUrl.replace(/\/+$/, "");

  function url(path: string, query: RemoteRequest<unknown>["query"] = {}): string {
    const target = new URL(`${base}/${path.replace(/^\/+/, "")}`);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) target.searchParams.set(key, String(value));
    }
    return target.toString();
  }

  const unreachable = (cause: unknown) => new AppError("remote_failed", `${name} could not be reached. Please try again later.`, { cause });
  const tooSlow = (cause: unknown) => new AppError("remote_failed", `${name} took too long to answer. Please try again later.`, { cause });
  const unreadable = (cause: unknown) =>
    new AppError("remote_failed", `${name} sent an answer that could not be read. Please try again later.`, { cause });
  const refused = (status: number) =>
    new RemoteRefusedError(status, `${name} answered with an error (status ${status}). Please try again later.`);
  const busy = (waitMs: number) => {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new AppError("unavailable", `Too many requests are waiting for ${name}. Please try again in ${describeWait(seconds)}.`, {
      headers: { "Retry-After": String(seconds) },
    });
  };

  /** One attempt with what is left of the call's time-out; only the caller giving up is thrown. */
  async function fetchOnce(target: string, request: RemoteRequest<unknown>, budgetMs: number): Promise<Attempt> {
    const deadline = waitingDeadline(budgetMs);
    const signal = request.signal ? AbortSignal.any([request.signal, deadline.signal]) : deadline.signal;
    try {
      const response = await fetch(target, {
        method: request.method ?? "GET",
        headers: { Accept: request.as === "text" ? "text/html,*/*" : "application/json", ...options.headers, ...request.headers },
        body: request.form ? new URLSearchParams(request.form) : undefined,
        signal,
        redirect: "follow",
      });
      const text = await response.text();
      return { kind: "answer", status: response.status, text, retryAfter: response.headers.get("retry-after") };
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason ?? error;
      return { kind: deadline.signal.aborted ? "late" : "unreachable", cause: error };
    } finally {
      deadline.dispose();
    }
  }

  function decode<T>(request: RemoteRequest<T>, status: number, text: string): T {
    const accepted = status >= 200 && status < 300;
    let body: unknown = null;
    if (accepted) {
      if (request.as === "text") body = text;
      else {
        try {
          body = text.trim() === "" ? null : JSON.parse(text);
        } catch (error) {
          throw unreadable(error);
        }
      }
    }
    try {
      return request.read(body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof RemoteDataError) {
        throw new AppError("remote_failed", `${name} could not answer: ${error.message}`, { cause: error });
      }
      throw unreadable(error);
    }
  }

  function decodeRemembered<T>(request: RemoteRequest<T>, remembered: Remembered): T {
    if (!request.shareValue) return decode(request, remembered.status, remembered.body);
    remembered.values ??= new Map();
    if (!remembered.values.has(request.read)) remembered.values.set(request.read, decode(request, remembered.status, remembered.body));
    return remembered.values.get(request.read) as T;
  }

  const lookups = cacheLookupsFor(db);
  const writes = cacheWritesFor(db);

  async function request<T>(request: RemoteRequest<T>): Promise<T> {
    const target = url(request.path, request.query);
    const key = createHash("sha256").update(`${name}\n${target}`).digest("hex");
    if (request.method === "POST") return fetchAndStore({ ...request, ttlSeconds: undefined }, target, key);
    if (request.ttlSeconds) {
      const remembered = recall(key);
      if (remembered) return decodeRemembered(request, remembered);
      const cached = await lookups.get(key);
      if (cached) {
        const value = decode(request, cached.status, cached.body);
        remember(key, withValue(request, value, { url: target, status: cached.status, body: cached.body, expiresAt: cached.expiresAt.getTime() }));
        return value;
      }
    }

    // Callers asking for the same cached answer at the same moment share one call; one that
    // finished while this caller read the database has left its answer in memory.
    if (!request.ttlSeconds) return fetchAndStore(request, target, key);
    const justFetched = recall(key);
    if (justFetched) return decodeRemembered(request, justFetched);
    let shared = inflight.get(key) as Promise<T> | undefined;
    if (!shared) {
      shared = fetchAndStore(request, target, key);
      inflight.set(key, shared);
      void shared.catch(() => undefined).finally(() => inflight.delete(key));
    } else {
      // Same URL, so the same answer; this caller reads it with its own reader.
      return shared.then(
        () => {
          const remembered = recall(key);
          return remembered ? decodeRemembered(request, remembered) : fetchAndStore(request, target, key);
        },
        (error: unknown) => {
          // The service's failure is everyone's; the first caller giving up is only its own.
          if (error instanceof AppError) throw error;
          return fetchAndStore(request, target, key);
        },
      );
    }
    return shared;
  }

  /**
   * Waits for a turn in our rate limiter, never past the deadline. A first turn that would come
   * later is a 503 at once; a retry's is the end of the call with what the service said.
   */
  async function takeTurn(request: RemoteRequest<unknown>, deadline: number, failure: AppError | undefined): Promise<void> {
    try {
      await limiter.acquire({ signal: request.signal, deadline });
    } catch (error) {
      if (!(error instanceof TurnTooLateError)) throw error;
      throw failure ?? busy(error.waitMs);
    }
  }

  async function fetchAndStore<T>(request: RemoteRequest<T>, target: string, key: string): Promise<T> {
    // One deadline for the whole call, as its caller waits: turns in our rate limiter, attempts and
    // back-off. A time-out is never retried (a service that hung once hangs again, docs/performance.md).
    const deadline = Date.now() + timeoutMs;
    let failure: AppError | undefined;
    for (let attempt = 0; ; attempt += 1) {
      await takeTurn(request, deadline, failure);
      const outcome = await fetchOnce(target, request, Math.max(1, deadline - Date.now()));
      // Cut short after failed attempts, the call reports what the service said when it answered.
      if (outcome.kind === "late") throw failure ?? tooSlow(outcome.cause);
      if (outcome.kind === "answer" && (!RETRYABLE.has(outcome.status) || attempt >= retries)) {
        return accept(request, target, key, outcome.status, outcome.text);
      }
      failure = outcome.kind === "answer" ? refused(outcome.status) : unreachable(outcome.cause);
      if (attempt >= retries) throw failure;
      const backOffMs = retryBaseMs * 2 ** attempt;
      const waitMs = outcome.kind === "answer" ? retryDelay(outcome.retryAfter, backOffMs) : backOffMs;
      if (Date.now() + waitMs >= deadline) throw failure;
      await sleep(waitMs, request.signal);
    }
  }

  function accept<T>(request: RemoteRequest<T>, target: string, key: string, status: number, text: string): T {
    const isAnswer = (status >= 200 && status < 300) || request.acceptStatuses?.includes(status);
    if (!isAnswer) throw refused(status);
    const value = decode(request, status, text);
    if (request.ttlSeconds) {
      const expiresAt = new Date(Date.now() + request.ttlSeconds * 1000);
      remember(key, withValue(request, value, { url: target, status, body: text, expiresAt: expiresAt.getTime() }));
      // Written after the answer goes back: the caller does not wait for the cache, and a failed
      // write only costs a later miss.
      writes.put({ key, service: name, url: target, status, body: text, fetchedAt: new Date(), expiresAt });
    }
    return value;
  }

  return { name, request, url };
}

type CachedRow = { key: string; status: number; body: string; expiresAt: Date };
type CacheEntry = typeof remoteCache.$inferInsert & { key: string };

/**
 * Cache writes wait a moment and go to the database together, as one statement: a search that
 * fetched twenty answers writes one row set, after its response has gone (the embedded database
 * runs on the server's own thread, so a write during the request would be paid by the request).
 */
const WRITE_DELAY_MS = 25;

/** One of each per database for the whole process, shared by every client. */
function perDatabase<T>(create: (db: Database) => T): (db: Database) => T {
  const made = new WeakMap<Database, T>();
  return (db) => {
    let value = made.get(db);
    if (!value) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}

const cacheWritesFor = perDatabase(cacheWrites);

function cacheWrites(db: Database) {
  let queued = new Map<string, CacheEntry>();
  let scheduled = false;

  async function flush(): Promise<void> {
    const rows = [...queued.values()];
    queued = new Map();
    scheduled = false;
    try {
      await db
        .insert(remoteCache)
        .values(rows)
        .onConflictDoUpdate({
          target: remoteCache.key,
          set: {
            status: sql`excluded.status`,
            body: sql`excluded.body`,
            fetchedAt: sql`excluded.fetched_at`,
            expiresAt: sql`excluded.expires_at`,
          },
        });
    } catch {
      // A failed write only costs a later miss; memory forgets them too, as before a write.
      for (const row of rows) forget(row.key);
    }
  }

  return {
    put(entry: CacheEntry): void {
      queued.set(entry.key, entry);
      if (scheduled) return;
      scheduled = true;
      track(new Promise((resolve) => setTimeout(resolve, WRITE_DELAY_MS)).then(flush));
    },
  };
}

/**
 * Cache reads started in the same synchronous run go to the database as one query (several
 * lookups of one search, e.g. a category per paper, cost one round trip instead of one each).
 */
const cacheLookupsFor = perDatabase(cacheLookups);

function cacheLookups(db: Database) {
  let batch: Map<string, Array<(row: CachedRow | null) => void>> | null = null;

  async function run(keys: Map<string, Array<(row: CachedRow | null) => void>>): Promise<void> {
    let rows: CachedRow[] = [];
    try {
      rows = await db
        .select({ key: remoteCache.key, status: remoteCache.status, body: remoteCache.body, expiresAt: remoteCache.expiresAt })
        .from(remoteCache)
        .where(and(inArray(remoteCache.key, [...keys.keys()]), gt(remoteCache.expiresAt, new Date())));
    } catch {
      // An unreadable cache is a miss: the service is asked instead.
    }
    const found = new Map(rows.map((row) => [row.key, row]));
    for (const [key, waiting] of keys) for (const resolve of waiting) resolve(found.get(key) ?? null);
  }

  return {
    get(key: string): Promise<CachedRow | null> {
      return new Promise((resolve) => {
        if (!batch) {
          const current = new Map<string, Array<(row: CachedRow | null) => void>>();
          batch = current;
          // Lookups started in the same synchronous run (e.g. a Promise.all over papers) join this one.
          queueMicrotask(() => {
            batch = null;
            void run(current);
          });
        }
        const waiting = batch.get(key) ?? [];
        waiting.push(resolve);
        batch.set(key, waiting);
      });
    },
  };
}

function retryDelay(retryAfter: string | null, fallbackMs: number): number {
  if (!retryAfter) return fallbackMs;
  const seconds = Number(retryAfter);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : fallbackMs;
}
