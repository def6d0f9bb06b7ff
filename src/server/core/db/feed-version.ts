import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { newsFeedVersion } from "./schema";

/** Every process sharing the database hears of a new feed version here (core/db/notifications.ts). */
export const FEED_CHANNEL = "bioagent_feed";

const localChangeListeners = new Set<() => void>();

/**
 * Told when this process is about to commit a new feed version: its caches read the version from
 * the database until the version's notification arrives, so that whoever made the change sees it
 * on their next request even before the notification does (on PostgreSQL it comes a moment after
 * the commit, on another connection).
 */
export function onLocalFeedChange(listener: () => void): () => void {
  localChangeListeners.add(listener);
  return () => localChangeListeners.delete(listener);
}

/**
 * Call inside the transaction that changes what readers see of a published item: publishes,
 * un-publishes, edits or deletes one, or relinks its entities (an editor's merge or rename). The
 * public answers cached for the feed and the items and the entity pages (core/http/feed-cache.ts) follow it.
 */
export async function bumpFeedVersion(db: Database): Promise<void> {
  for (const listener of localChangeListeners) listener();
  // A first value drawn at random: a table emptied and refilled (a restore) does not repeat a
  // version that a running instance still holds answers for.
  const [row] = await db
    .insert(newsFeedVersion)
    .values({ version: sql`floor(random() * 1000000000)::int + 1` })
    .onConflictDoUpdate({ target: newsFeedVersion.id, set: { version: sql`${newsFeedVersion.version} % 2000000000 + 1` } })
    .returning({ version: newsFeedVersion.version });
  // Delivered when, and only if, the transaction commits.
  await db.execute(sql`select pg_notify(${FEED_CHANNEL}, ${String(row!.version)})`);
}

/** null until the first change through the API (items written another way are not cached). */
export async function readFeedVersion(db: Database): Promise<number | null> {
  const [row] = await db.select({ version: newsFeedVersion.version }).from(newsFeedVersion).limit(1);
  return row?.version ?? null;
}
