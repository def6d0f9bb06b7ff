import pg from "pg";
import type { Logger } from "../logger";
import type { DatabaseHandle } from "./client";

/**
 * Changes pushed to every process that shares the database, so that a cache can trust what it
 * holds without asking the database on each request (issue 18 §1–2).
 *
 * A writer calls `pg_notify(channel, payload)` inside its transaction: PostgreSQL delivers the
 * notification when, and only if, the transaction commits. On the embedded database PGlite
 * delivers it in this process before the commit returns. On PostgreSQL one connection of this
 * process listens; while it is lost (a restart, a network cut) `isLive()` is false and a cache must
 * read what it needs from the database, and when it is back every channel's `onResume` runs, since
 * notifications sent meanwhile were missed.
 */
export type Notifications = {
  listen(channel: string, listener: NotificationListener): void;
  /** True while every notification committed from now on will reach the listeners. */
  isLive(): boolean;
  /**
   * Resolves once every notification committed before the call has reached this process's
   * listeners (PostgreSQL delivers them in commit order, so one sent now arrives after them).
   */
  delivered(): Promise<void>;
  close(): Promise<void>;
};

/** The channel `delivered` sends itself a marker on. */
const MARKER_CHANNEL = "bioagent_delivered";

export type NotificationListener = {
  onNotify(payload: string): void;
  /** The connection was lost and is back: what was sent meanwhile is unknown. */
  onResume?(): void;
};

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export function createNotifications(handle: DatabaseHandle, logger: Logger, options: { connectionString?: string } = {}): Notifications {
  const listeners = new Map<string, NotificationListener[]>();
  const deliver = (channel: string, payload: string | undefined) => {
    for (const listener of listeners.get(channel) ?? []) listener.onNotify(payload ?? "");
  };

  if (handle.kind === "pglite") {
    const unsubscribes: Promise<() => Promise<void>>[] = [];
    return {
      listen(channel, listener) {
        const known = listeners.get(channel);
        if (known) return void known.push(listener);
        listeners.set(channel, [listener]);
        unsubscribes.push(handle.client.listen(channel, (payload) => deliver(channel, payload)));
      },
      isLive: () => true,
      delivered: async () => undefined,
      async close() {
        for (const unsubscribe of await Promise.all(unsubscribes)) await unsubscribe().catch(() => undefined);
      },
    };
  }

  const connectionString = options.connectionString ?? (handle.pool.options as { connectionString?: string }).connectionString;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | null = null;
  let connecting: Promise<void> | null = null;
  let wasLive = false;
  let pendingListens = 0;

  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  const markers = new Map<string, () => void>();
  listeners.set(MARKER_CHANNEL, [{ onNotify: (payload) => markers.get(payload)?.() }]);

  function lost(error?: Error) {
    if (!live && !client) return;
    if (live) logger.warn(`[db] the notification connection was lost${error ? ` (${error.message})` : ""}; caches read the database until it is back`);
    live = false;
    pendingListens = 0;
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on("error", () => undefined);
    void old?.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
  }

  function connect(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on("error", (error) => lost(error));
      next.on("end", () => lost());
      next.on("notification", (message) => deliver(message.channel, message.payload));
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        next.removeAllListeners();
        next.on("error", () => undefined);
        void next.end().catch(() => undefined);
        if (!closed) {
          logger.warn(`[db] could not open the notification connection (${(error as Error).message}); trying again`);
          schedule();
        }
        return;
      }
      if (closed) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      live = true;
      retryMs = RECONNECT_MIN_MS;
      if (wasLive) logger.info("[db] the notification connection is back");
      wasLive = true;
      for (const group of listeners.values()) for (const listener of group) listener.onResume?.();
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  void connect();
  return {
    listen(channel, listener) {
      const known = listeners.get(channel);
      if (known) return void known.push(listener);
      // A connection being opened listens to every channel known when it is done.
      listeners.set(channel, [listener]);
      if (client) {
        // Not live for this channel until its LISTEN is done.
        const current = client;
        pendingListens += 1;
        void current.query(`LISTEN ${quote(channel)}`).then(
          () => {
            if (client === current) pendingListens -= 1;
          },
          (error: Error) => lost(error),
        );
      }
    },
    isLive: () => live && pendingListens === 0,
    async delivered() {
      if (!live) await connect();
      // Not listening: there is nothing to wait for, and the caches read the database meanwhile.
      if (!live || !client) return;
      const marker = `${process.pid}-${Math.random().toString(36).slice(2)}`;
      const arrived = new Promise<void>((resolve) => markers.set(marker, resolve));
      try {
        await handle.pool.query("SELECT pg_notify($1, $2)", [MARKER_CHANNEL, marker]);
        await arrived;
      } finally {
        markers.delete(marker);
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const last = client;
      client = null;
      live = false;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}
