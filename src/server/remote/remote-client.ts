import { createHash } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client";
import { remoteCache } from "../db/schema";
import { AppError } from "../errors";
import type { RateLimiter } from "./rate-limiter";

/**
 * The one way the server calls an outside data service (data-sources.md §0): base URL from
 * configuration, a shared per-host rate limiter, a time-out, retries with back-off on 429, 5xx and
 * network failures (honouring Retry-After), answers checked before use, and a cache in the
 * database. Every failure becomes a 502 whose message names the service; never a hang or a 500.
 */
export type RemoteServiceOptions = {
  /** The service's name as people know it: "Europe PMC", "SEC EDGAR", "ClinicalTrials.gov". */
  name: string;
  baseUrl: string;
  limiter: RateLimiter;
  headers?: Record<string, string>;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Attempts after the first; default 2. */
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
  /** Statuses that are an answer, not a failure (e.g. 404 for "no such company"); read gets null body. */
  acceptStatuses?: number[];
  signal?: AbortSignal;
};

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

  const unreachable = () => new AppError("remote_failed", `${name} could not be reached. Please try again later.`);
  const tooSlow = () => new AppError("remote_failed", `${name} took too long to answer. Please try again later.`);
  const unreadable = () => new AppError("remote_failed", `${name} sent an answer that could not be read. Please try again later.`);
  const refused = (status: number) =>
    new AppError("remote_failed", `${name} answered with an error (status ${status}). Please try again later.`);

  async function fetchOnce(target: string, request: RemoteRequest<unknown>) {
    await limiter.acquire(request.signal);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      const response = await fetch(target, {
        headers: { Accept: request.as === "text" ? "text/html,*/*" : "application/json", ...options.headers },
        signal,
        redirect: "follow",
      });
      const text = await response.text();
      return { status: response.status, text, retryAfter: response.headers.get("retry-after") };
    } catch (error) {
      if (request.signal?.aborted) throw request.signal.reason ?? error;
      throw timeout.aborted ? tooSlow() : unreachable();
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
        } catch {
          throw unreadable();
        }
      }
    }
    try {
      return request.read(body);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof RemoteDataError) {
        throw new AppError("remote_failed", `${name} could not answer: ${error.message}`);
      }
      throw unreadable();
    }
  }

  async function request<T>(request: RemoteRequest<T>): Promise<T> {
    const target = url(request.path, request.query);
    const key = createHash("sha256").update(`${name}\n${target}`).digest("hex");
    if (request.ttlSeconds) {
      const [cached] = await db
        .select({ status: remoteCache.status, body: remoteCache.body })
        .from(remoteCache)
        .where(and(eq(remoteCache.key, key), gt(remoteCache.expiresAt, new Date())));
      if (cached) return decode(request, cached.status, cached.body);
    }

    for (let attempt = 0; ; attempt += 1) {
      let outcome: Awaited<ReturnType<typeof fetchOnce>>;
      try {
        outcome = await fetchOnce(target, request);
      } catch (error) {
        if (attempt < retries && error instanceof AppError) {
          await sleep(retryBaseMs * 2 ** attempt, request.signal);
          continue;
        }
        throw error;
      }
      const { status, text, retryAfter } = outcome;
      if (RETRYABLE.has(status) && attempt < retries) {
        await sleep(retryDelay(retryAfter, retryBaseMs * 2 ** attempt), request.signal);
        continue;
      }
      const isAnswer = (status >= 200 && status < 300) || request.acceptStatuses?.includes(status);
      if (!isAnswer) throw refused(status);
      const value = decode(request, status, text);
      if (request.ttlSeconds) {
        const row = {
          key,
          service: name,
          url: target,
          status,
          body: text,
          fetchedAt: new Date(),
          expiresAt: new Date(Date.now() + request.ttlSeconds * 1000),
        };
        await db
          .insert(remoteCache)
          .values(row)
          .onConflictDoUpdate({
            target: remoteCache.key,
            set: { status, body: text, fetchedAt: row.fetchedAt, expiresAt: row.expiresAt },
          });
      }
      return value;
    }
  }

  return { name, request, url };
}

function retryDelay(retryAfter: string | null, fallbackMs: number): number {
  if (!retryAfter) return fallbackMs;
  const seconds = Number(retryAfter);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : fallbackMs;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}
