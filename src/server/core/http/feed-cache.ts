import { gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import type { Notifications } from "../db/notifications";
import { acceptsGzip, COMPRESS_MIN_BYTES } from "./compress";
import type { AppEnv } from "./context";
import { FEED_CHANNEL, onLocalFeedChange, readFeedVersion } from "../db/feed-version";

/**
 * Answers of the public feed routes (GET /api/news, /api/news/topics) and of published items
 * (GET /api/news/{id}), kept in this instance's memory while the feed version in the database
 * stays the same (the item and entity pages keep theirs the same way: keepWhileFeedUnchanged). The answers kept are the same for every caller, signed in or not: a route whose
 * answer may be someone's own (an item not yet published) says which to keep (`keep`).
 *
 * A change committed by any instance is pushed here (core/db/notifications.ts), so a cached answer
 * needs no query. The version is read from the database instead (reads that start together are
 * one query) while the notification connection is down or has just come back, and for a moment
 * after this process itself changes the feed, so that the person who made the change sees it on
 * their next request even before its notification arrives.
 */
export type FeedCache = { middleware: MiddlewareHandler<AppEnv> };

type Entry = { version: number; body: string; bytes: number; contentType: string; gzip: Uint8Array<ArrayBuffer> | null };

/** About 600 pages of 20 cards with their compressed copies. */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Joins calls to `read` that can share an answer: a call joins only a read that starts after it,
 * so a change committed before the call (one its caller may have seen) is always in the answer.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current = read();
    running = current;
    const clear = () => {
      if (running === current) running = null;
    };
    current.then(clear, clear);
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}

function respond(c: Context<AppEnv>, entry: Entry): Response {
  c.header("Content-Type", entry.contentType);
  if (entry.gzip) c.header("Vary", "Accept-Encoding");
  if (entry.gzip && acceptsGzip(c.req.header("accept-encoding"))) {
    c.header("Content-Encoding", "gzip");
    return c.body(entry.gzip, 200);
  }
  // With its length the compress middleware sees a small answer and leaves it as it is.
  c.header("Content-Length", String(entry.bytes));
  return c.body(entry.body, 200);
}

/** How long after a change of its own this process reads the version rather than wait to be told. */
const LOCAL_CHANGE_MS = 1_000;

type FeedVersion = () => Promise<number | null>;
const trackers = new WeakMap<Notifications, WeakMap<Database, FeedVersion>>();

/**
 * The feed version without a query while it is pushed (see above): what every cache of public
 * answers in this process checks before it serves a kept answer. One tracker per database and
 * notifications, shared by every cache, so that a version read is one query for all of them.
 */
function trackFeedVersion(db: Database, notifications: Notifications): FeedVersion {
  const byDatabase = trackers.get(notifications) ?? new WeakMap<Database, FeedVersion>();
  trackers.set(notifications, byDatabase);
  const known = byDatabase.get(db);
  if (known) return known;
  const tracker = newFeedVersionTracker(db, notifications);
  byDatabase.set(db, tracker);
  return tracker;
}

function newFeedVersionTracker(db: Database, notifications: Notifications): FeedVersion {
  const readVersion = freshReads(() => readFeedVersion(db));
  // The version last pushed, or read while nothing could have been missed: used without a query.
  let known: number | null = null;
  let trusted = false;
  // Counts what could make a read that was under way out of date.
  let changes = 0;
  let localChangeUntil = 0;
  notifications.listen(FEED_CHANNEL, {
    onNotify(payload) {
      changes += 1;
      const version = Number(payload);
      known = Number.isSafeInteger(version) ? version : null;
      trusted = known !== null && Date.now() >= localChangeUntil;
    },
    onResume() {
      changes += 1;
      trusted = false;
    },
  });
  onLocalFeedChange(() => {
    changes += 1;
    trusted = false;
    localChangeUntil = Date.now() + LOCAL_CHANGE_MS;
  });

  return async function feedVersion(): Promise<number | null> {
    if (trusted && notifications.isLive()) return known;
    const before = changes;
    const wasLive = notifications.isLive();
    const version = await readVersion();
    if (wasLive && notifications.isLive() && changes === before && Date.now() >= localChangeUntil) {
      known = version;
      trusted = true;
    }
    return version;
  };
}

/**
 * Values kept while the feed version stays the same, the most recently used last, at most
 * `maxEntries`: what the item pages, the entity pages and the readers' feeds keep. `make` answering null (nothing
 * to keep, such as an item not published) is not kept.
 */
export function keepWhileFeedUnchanged<T>(db: Database, notifications: Notifications, maxEntries: number) {
  const feedVersion = trackFeedVersion(db, notifications);
  const kept = new Map<string, { version: number; value: T }>();
  return async (key: string, make: () => Promise<T | null>): Promise<T | null> => {
    const version = await feedVersion().catch(() => null);
    const hit = kept.get(key);
    kept.delete(key);
    if (hit && hit.version === version) {
      kept.set(key, hit);
      return hit.value;
    }
    const value = await make();
    // At least as new as `version`: a change since then has moved the version, and misses it.
    if (value !== null && version !== null) {
      kept.set(key, { version, value });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxEntries) break;
        kept.delete(oldest);
      }
    }
    return value;
  };
}

/**
 * The database the public feed reads from: the read replica (`DATABASE_READ_URL`) when its feed
 * version is the one this process knows, else the primary. A replica a moment behind a publish
 * answers from the primary until it has caught up, so an answer kept under a version is never
 * older than that version. Once caught up, no query asks again until the version moves.
 */
export function feedReader(db: Database, replica: Database | null | undefined, notifications: Notifications): () => Promise<Database> {
  if (!replica) return async () => db;
  // One per tracker and replica, shared by every route that reads the feed: one replica check per version.
  const feedVersion = trackFeedVersion(db, notifications);
  const byReplica = readers.get(feedVersion) ?? new WeakMap<Database, () => Promise<Database>>();
  readers.set(feedVersion, byReplica);
  const known = byReplica.get(replica);
  if (known) return known;
  const reader = newFeedReader(db, replica, feedVersion);
  byReplica.set(replica, reader);
  return reader;
}

const readers = new WeakMap<FeedVersion, WeakMap<Database, () => Promise<Database>>>();

function newFeedReader(db: Database, replica: Database, feedVersion: FeedVersion): () => Promise<Database> {
  const replicaVersion = freshReads(() => readFeedVersion(replica));
  let caughtUp: number | null = null;
  return async () => {
    const version = await feedVersion().catch(() => null);
    if (version === null) return db;
    if (caughtUp === version) return replica;
    if ((await replicaVersion().catch(() => null)) !== version) return db;
    caughtUp = version;
    return replica;
  };
}

type FeedCacheOptions = {
  maxBytes?: number;
  /** Whether an answer (200) is the same for everyone, to keep and share; default every one. */
  keep?: (body: string) => boolean;
};

export function createFeedCache(db: Database, notifications: Notifications, options: FeedCacheOptions = {}): FeedCache {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const keep = options.keep ?? (() => true);
  const feedVersion = trackFeedVersion(db, notifications);
  // Insertion order is use order (a hit moves its entry to the end): the first entry is the oldest.
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  let currentVersion: number | null = null;

  const sizeOf = (entry: Entry) => entry.bytes + (entry.gzip?.length ?? 0);

  function makeEntry(version: number, body: string, contentType: string): Entry {
    const length = Buffer.byteLength(body);
    return { version, body, bytes: length, contentType, gzip: length < COMPRESS_MIN_BYTES ? null : new Uint8Array(gzipSync(body)) };
  }

  function store(key: string, entry: Entry): void {
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= sizeOf(old);
    }
    if (sizeOf(entry) > maxBytes / 8) return;
    entries.set(key, entry);
    bytes += sizeOf(entry);
    for (const [oldestKey, oldest] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldestKey);
      bytes -= sizeOf(oldest);
    }
  }

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET") return next();
    let version: number | null;
    try {
      version = await feedVersion();
    } catch {
      return next();
    }
    // No version yet: the feed has only items written outside the API, which we cannot follow.
    if (version === null) return next();
    if (version !== currentVersion) {
      entries.clear();
      bytes = 0;
      currentVersion = version;
    }
    const url = c.req.url;
    const key = url.slice(url.indexOf("/api/"));
    const cached = entries.get(key);
    if (cached?.version === version) {
      entries.delete(key);
      entries.set(key, cached);
      return respond(c, cached);
    }

    // Callers asking for the same missing answer at once share one query.
    const loadKey = `${version} ${key}`;
    const pending = loading.get(loadKey);
    if (pending) {
      const shared = await pending;
      if (shared) return respond(c, shared);
      return next();
    }
    let settle: (entry: Entry | null) => void = () => {};
    loading.set(loadKey, new Promise((resolve) => (settle = resolve)));
    let made: Entry | null = null;
    try {
      await next();
      const body = c.res.status === 200 ? await c.res.clone().text() : null;
      if (body !== null && keep(body)) {
        made = makeEntry(version, body, c.res.headers.get("Content-Type") ?? "application/json");
        // The answer is at least as new as `version`; a newer version seen meanwhile keeps it out.
        if (version === currentVersion) store(key, made);
      }
    } finally {
      loading.delete(loadKey);
      settle(made);
    }
  };

  return { middleware };
}
