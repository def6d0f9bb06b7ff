import { sql } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { newsFeedVersion } from "../../core/db/schema";

/** Call inside the transaction that publishes, un-publishes, edits or deletes a published item. */
export async function bumpFeedVersion(db: Database): Promise<void> {
  // A first value drawn at random: a table emptied and refilled (a restore) does not repeat a
  // version that a running instance still holds answers for.
  await db
    .insert(newsFeedVersion)
    .values({ version: sql`floor(random() * 1000000000)::int + 1` })
    .onConflictDoUpdate({ target: newsFeedVersion.id, set: { version: sql`${newsFeedVersion.version} % 2000000000 + 1` } });
}

/** null until the first change through the API (items written another way are not cached). */
export async function readFeedVersion(db: Database): Promise<number | null> {
  const [row] = await db.select({ version: newsFeedVersion.version }).from(newsFeedVersion).limit(1);
  return row?.version ?? null;
}
