import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { remoteCache } from "../db/schema";
import { AppError } from "../errors";
import { createTestDatabase } from "../../../../tests/support/database";
import { createRateLimiter, TurnTooLateError } from "./rate-limiter";
import { clearRemoteMemory, createRemoteClient, remoteCacheWritten, RemoteDataError, type RemoteServiceOptions } from "./remote-client";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const handlers = new Map<string, Handler>();
const hits = new Map<string, number>();
const server = createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://stub").pathname;
  hits.set(path, (hits.get(path) ?? 0) + 1);
  const handler = handlers.get(path);
  if (handler) handler(request, response);
  else response.writeHead(404).end();
});

let handle: DatabaseHandle;
let baseUrl: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.close();
  await handle?.close();
});

function client(extra: Partial<RemoteServiceOptions> = {}) {
  return createRemoteClient(handle.db, {
    name: "Test Service",
    baseUrl,
    limiter: createRateLimiter(1000),
    retryBaseMs: 5,
    timeoutMs: 2_000,
    ...extra,
  });
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => (_request, response) =>
  response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));

const readItems = (body: unknown) => {
  const value = body as { items?: unknown[]; errMsg?: string } | null;
  if (value?.errMsg) throw new RemoteDataError(value.errMsg);
  if (!Array.isArray(value?.items)) throw new Error("no items");
  return value.items;
};

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("remote client", () => {
  it("builds the URL from the base, the path and the query, and sends the declared headers", async () => {
    let seen: IncomingMessage | undefined;
    handlers.set("/api/search", (request, response) => {
      seen = request;
      json(200, { items: [1] })(request, response);
    });
    const result = await client({ headers: { "User-Agent": "BioAgent Hub ops@example.com" } }).request({
      path: "/search",
      query: { q: "base editing & PCSK9", page: 2, skip: undefined },
      read: readItems,
    });
    expect(result).toEqual([1]);
    expect(seen?.url).toBe("/api/search?q=base+editing+%26+PCSK9&page=2");
    expect(seen?.headers["user-agent"]).toBe("BioAgent Hub ops@example.com");
  });

  it("retries 503 and 429 (honouring Retry-After) and then answers", async () => {
    let calls = 0;
    handlers.set("/api/flaky", (request, response) => {
      calls += 1;
      if (calls === 1) return json(503, {})(request, response);
      if (calls === 2) return json(429, {}, { "retry-after": "0" })(request, response);
      json(200, { items: ["ok"] })(request, response);
    });
    expect(await client().request({ path: "flaky", read: readItems })).toEqual(["ok"]);
    expect(calls).toBe(3);
  });

  it("gives up after the retries with a 502 naming the service", async () => {
    handlers.set("/api/down", json(503, {}));
    const error = await failure(client({ retries: 1 }).request({ path: "down", read: readItems }));
    expect(error.status).toBe(502);
    expect(error.message).toBe("Test Service answered with an error (status 503). Please try again later.");
    expect(hits.get("/api/down")).toBe(2);
  });

  it("does not retry a refusal such as 403", async () => {
    handlers.set("/api/blocked", json(403, {}));
    const error = await failure(client().request({ path: "blocked", read: readItems }));
    expect(error.message).toContain("status 403");
    expect(hits.get("/api/blocked")).toBe(1);
  });

  it("reports an error inside a 200 answer, and an unreadable body, as 502s", async () => {
    handlers.set("/api/err200", json(200, { errCode: 404, errMsg: "Invalid page size provided." }));
    const inside = await failure(client().request({ path: "err200", read: readItems }));
    expect(inside.message).toBe("Test Service could not answer: Invalid page size provided.");
    handlers.set("/api/garbled", (_request, response) => response.writeHead(200).end("<html>oops"));
    const garbled = await failure(client().request({ path: "garbled", read: readItems }));
    expect(garbled.message).toBe("Test Service sent an answer that could not be read. Please try again later.");
    // What went wrong underneath stays with the error for the logs.
    expect(inside.cause).toBeInstanceOf(RemoteDataError);
    expect(garbled.cause).toBeInstanceOf(SyntaxError);
  });

  it("retries a 500 within the deadline and then answers", async () => {
    let calls = 0;
    handlers.set("/api/recovers", (request, response) => {
      calls += 1;
      if (calls === 1) return response.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error");
      json(200, { items: ["recovered"] })(request, response);
    });
    expect(await client().request({ path: "recovers", read: readItems })).toEqual(["recovered"]);
    expect(calls).toBe(2);
  });

  it("gives a service that hangs one attempt and answers within the time-out", async () => {
    handlers.set("/api/hangs", () => undefined);
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 400, retries: 2 }).request({ path: "hangs", read: readItems }));
    expect(error.message).toBe("Test Service took too long to answer. Please try again later.");
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    expect(Date.now() - started).toBeLessThan(700);
    expect(hits.get("/api/hangs")).toBe(1);
  });

  it("counts an answer that never finishes against the same deadline", async () => {
    handlers.set("/api/trickles", (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write("{");
      const timer = setInterval(() => response.write(" "), 50);
      response.on("close", () => clearInterval(timer));
    });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 400 }).request({ path: "trickles", read: readItems }));
    expect(error.message).toBe("Test Service took too long to answer. Please try again later.");
    expect(Date.now() - started).toBeLessThan(700);
    expect(hits.get("/api/trickles")).toBe(1);
  });

  it("stops a chain of slow 500s at the deadline, reporting the service's error", async () => {
    handlers.set("/api/slow-errors", (_request, response) => {
      setTimeout(() => response.writeHead(500, { "content-type": "text/plain" }).end("Internal Server Error"), 250);
    });
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 600, retries: 10 }).request({ path: "slow-errors", read: readItems }));
    expect(error.message).toBe("Test Service answered with an error (status 500). Please try again later.");
    expect(Date.now() - started).toBeLessThan(900);
    // 0–250 ms, 255–505 ms, then a third attempt cut at 600 ms: never the eleven allowed.
    expect(hits.get("/api/slow-errors")).toBeGreaterThanOrEqual(2);
    expect(hits.get("/api/slow-errors")).toBeLessThanOrEqual(3);
  });

  it("gives up at once when Retry-After asks for a wait beyond the deadline", async () => {
    handlers.set("/api/later", json(429, {}, { "retry-after": "5" }));
    const started = Date.now();
    const error = await failure(client({ timeoutMs: 1_000 }).request({ path: "later", read: readItems }));
    expect(error.message).toBe("Test Service answered with an error (status 429). Please try again later.");
    expect(Date.now() - started).toBeLessThan(500);
    expect(hits.get("/api/later")).toBe(1);
  });

  it("waits for a turn in our rate limiter that comes before its deadline, and counts the wait", async () => {
    const answerAfter = (ms: number): Handler => (request, response) => setTimeout(() => json(200, { items: [] })(request, response), ms);
    handlers.set("/api/queued", answerAfter(400));
    handlers.set("/api/queued-slow", answerAfter(800));
    const limiter = createRateLimiter(2, 1);
    // Each call's turn is 500 ms away, leaving 700 ms of its 1.2 s: an answer in 400 ms comes in time, one in 800 ms does not.
    await limiter.acquire();
    const started = Date.now();
    await expect(client({ limiter, timeoutMs: 1_200 }).request({ path: "queued", read: readItems })).resolves.toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(850);
    await limiter.acquire();
    const slowStarted = Date.now();
    const late = await failure(client({ limiter, timeoutMs: 1_200 }).request({ path: "queued-slow", read: readItems }));
    expect(late.message).toBe("Test Service took too long to answer. Please try again later.");
    expect(Date.now() - slowStarted).toBeLessThan(1_400);
  });

  it("answers 503 with Retry-After at once when its turn would come after its deadline", async () => {
    handlers.set("/api/crowded", json(200, { items: [] }));
    const limiter = createRateLimiter(0.5, 1);
    await limiter.acquire();
    const started = Date.now();
    const error = await failure(client({ limiter, timeoutMs: 1_500 }).request({ path: "crowded", read: readItems }));
    expect(Date.now() - started).toBeLessThan(100);
    expect(error.status).toBe(503);
    expect(error.headers).toEqual({ "Retry-After": "2" });
    expect(error.message).toBe("Too many requests are waiting for Test Service. Please try again in 2 seconds.");
    expect(hits.get("/api/crowded")).toBeUndefined();
  });

  it("ends with the service's failure at once when a retry's turn would come after the deadline", async () => {
    handlers.set("/api/queued-retry", json(503, {}));
    const limiter = createRateLimiter(2, 1);
    const started = Date.now();
    const error = await failure(client({ limiter, timeoutMs: 300, retryBaseMs: 10 }).request({ path: "queued-retry", read: readItems }));
    expect(error.message).toBe("Test Service answered with an error (status 503). Please try again later.");
    expect(Date.now() - started).toBeLessThan(200);
    expect(hits.get("/api/queued-retry")).toBe(1);
  });

  it("answers 503 at once when the queue of callers waiting for the service is full", async () => {
    handlers.set("/api/full", json(200, { items: [] }));
    const limiter = createRateLimiter(1, 1, 2);
    await limiter.acquire();
    const queued = new AbortController();
    const waiting = [limiter.acquire({ signal: queued.signal }), limiter.acquire({ signal: queued.signal })];
    const error = await failure(client({ limiter, timeoutMs: 60_000 }).request({ path: "full", read: readItems }));
    expect(error.status).toBe(503);
    expect(error.headers).toEqual({ "Retry-After": "3" });
    queued.abort(new Error("test over"));
    await Promise.allSettled(waiting);
    expect(hits.get("/api/full")).toBeUndefined();
  });

  it("stops when the caller gives up, with the caller's reason", async () => {
    handlers.set("/api/abandoned", json(503, {}));
    const caller = new AbortController();
    const pending = client({ retryBaseMs: 1_000 }).request({ path: "abandoned", read: readItems, signal: caller.signal });
    setTimeout(() => caller.abort(new Error("user left")), 100);
    await expect(pending).rejects.toThrow("user left");
    expect(hits.get("/api/abandoned")).toBe(1);
  });

  it("reports a service that cannot be reached", async () => {
    const error = await failure(
      client({ baseUrl: "http://127.0.0.1:9/api", retries: 0 }).request({ path: "x", read: readItems }),
    );
    expect(error.message).toBe("Test Service could not be reached. Please try again later.");
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("answers a repeated request from the database cache until it expires", async () => {
    handlers.set("/api/cached", json(200, { items: ["fresh"] }));
    const first = await client().request({ path: "cached", query: { q: "x" }, ttlSeconds: 60, read: readItems });
    const second = await client().request({ path: "cached", query: { q: "x" }, ttlSeconds: 60, read: readItems });
    expect([first, second]).toEqual([["fresh"], ["fresh"]]);
    expect(hits.get("/api/cached")).toBe(1);
    // Kept in the database too: with the memory layer emptied, still no call.
    clearRemoteMemory();
    await remoteCacheWritten();
    expect(await handle.db.select().from(remoteCache).where(eq(remoteCache.service, "Test Service"))).toHaveLength(1);
    await client().request({ path: "cached", query: { q: "x" }, ttlSeconds: 60, read: readItems });
    expect(hits.get("/api/cached")).toBe(1);
    clearRemoteMemory();
    await handle.db
      .update(remoteCache)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(remoteCache.service, "Test Service"));
    await client().request({ path: "cached", query: { q: "x" }, ttlSeconds: 60, read: readItems });
    expect(hits.get("/api/cached")).toBe(2);
  });

  it("reads several cached answers asked for together from the database", async () => {
    handlers.set("/api/one", json(200, { items: ["one"] }));
    handlers.set("/api/two", json(200, { items: ["two"] }));
    const ask = () =>
      Promise.all([
        client().request({ path: "one", ttlSeconds: 60, read: readItems }),
        client().request({ path: "two", ttlSeconds: 60, read: readItems }),
        client().request({ path: "one", ttlSeconds: 60, read: readItems }),
      ]);
    expect(await ask()).toEqual([["one"], ["two"], ["one"]]);
    await remoteCacheWritten();
    clearRemoteMemory();
    expect(await ask()).toEqual([["one"], ["two"], ["one"]]);
    // The first round asked each path once (the same path asked twice at once is one call), the second none.
    expect(hits.get("/api/one")).toBe(1);
    expect(hits.get("/api/two")).toBe(1);
  });

  it("reads a shared value once per remembered answer, and forgets only what it is told to", async () => {
    handlers.set("/api/list", json(200, { items: ["a", "b"] }));
    handlers.set("/api/other", json(200, { items: ["c"] }));
    let reads = 0;
    const readList = (body: unknown) => {
      reads += 1;
      return readItems(body);
    };
    const list = () => client().request({ path: "list", ttlSeconds: 60, read: readList, shareValue: true });
    const first = await list();
    expect(await list()).toBe(first);
    expect(reads).toBe(1);
    // Without shareValue each caller gets its own copy.
    const own = await client().request({ path: "list", ttlSeconds: 60, read: readList });
    expect(own).toEqual(first);
    expect(own).not.toBe(first);
    expect(reads).toBe(2);

    await client().request({ path: "other", ttlSeconds: 60, read: readItems });
    await remoteCacheWritten();
    await handle.db.delete(remoteCache).where(eq(remoteCache.service, "Test Service"));
    clearRemoteMemory((url) => url.endsWith("/api/list"));
    expect(await list()).toBe(first);
    await client().request({ path: "other", ttlSeconds: 60, read: readItems });
    expect(hits.get("/api/list")).toBe(1);
    expect(hits.get("/api/other")).toBe(2);
  });

  it("never caches a failed answer", async () => {
    handlers.set("/api/bad", json(200, { errMsg: "broken" }));
    await failure(client().request({ path: "bad", ttlSeconds: 60, read: readItems }));
    await failure(client().request({ path: "bad", ttlSeconds: 60, read: readItems }));
    expect(hits.get("/api/bad")).toBe(2);
  });

  it("spaces calls by the rate limiter", async () => {
    handlers.set("/api/limited", json(200, { items: [] }));
    const limited = client({ limiter: createRateLimiter(20, 1) });
    const started = Date.now();
    await Promise.all([1, 2, 3, 4, 5].map(() => limited.request({ path: "limited", read: readItems })));
    // Five calls at 20 a second with a burst of one: at least four intervals of 50 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe("rate limiter", () => {
  it("gives no token to a caller that gave up while waiting", async () => {
    const limiter = createRateLimiter(10, 1);
    await limiter.acquire();
    const gaveUp = new AbortController();
    const waiting = limiter.acquire({ signal: gaveUp.signal });
    const after = limiter.acquire({ signal: gaveUp.signal });
    gaveUp.abort(new Error("budget spent"));
    await expect(waiting).rejects.toThrow("budget spent");
    await expect(after).rejects.toThrow("budget spent");
    // The next caller gets the token at the next interval (100 ms), not after the two who left.
    const started = Date.now();
    await limiter.acquire();
    expect(Date.now() - started).toBeLessThan(150);
  });

  it("refuses a turn past the caller's deadline at once, counting everyone ahead, and frees a place when one leaves", async () => {
    const limiter = createRateLimiter(10, 1, 3);
    await limiter.acquire();
    const leaving = new AbortController();
    const ahead = [limiter.acquire(), limiter.acquire({ signal: leaving.signal })];
    // Two ahead at 100 ms each: this caller's turn is 300 ms away.
    const refused = await limiter.acquire({ deadline: Date.now() + 250 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TurnTooLateError);
    expect((refused as TurnTooLateError).waitMs).toBeGreaterThan(250);
    leaving.abort(new Error("left"));
    await expect(ahead[1]).rejects.toThrow("left");
    await expect(limiter.acquire({ deadline: Date.now() + 250 })).resolves.toBeUndefined();
    await ahead[0];
  });
});
