import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { EntityRef, EventType } from "@/shared/entities/vocabulary";
import type { Story } from "@/shared/stories/contracts";
import type { Database } from "../../core/db/client";
import { bumpFeedVersion } from "../../core/db/feed-version";
import { newsItems, stories, storyFeatures } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import { refreshStoryLead } from "./store";
import { sourceHost } from "../../core/web/normalize-url";

const MERGE_HOPS_MAX = 10;
const NOT_FOUND = () => new AppError("not_found", "This story does not exist or has no published report.");

/** The story a merged story's address leads to (itself when it was not merged); null when there is none. */
async function canonicalStory(db: Database, id: string): Promise<string | null> {
  let current = id;
  for (let hop = 0; hop < MERGE_HOPS_MAX; hop += 1) {
    const [row] = await db.select({ mergedInto: stories.mergedInto }).from(stories).where(eq(stories.id, current));
    if (!row) return hop === 0 ? null : current;
    if (!row.mergedInto) return current;
    current = row.mergedInto;
  }
  return current;
}

/** A story's published reports (its timeline, oldest first) and the union of their entities; null without a published report. */
export async function readStory(db: Database, id: string): Promise<Story | null> {
  const storyId = await canonicalStory(db, id);
  if (!storyId) return null;
  const rows = await db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      sourceUrl: newsItems.sourceUrl,
      language: newsItems.languageDetected,
      publishedAt: newsItems.publishedAt,
      feedAt: newsItems.feedAt,
      eventTypes: newsItems.eventTypes,
      entityLinks: newsItems.entityLinks,
    })
    .from(newsItems)
    .where(and(eq(newsItems.storyId, storyId), eq(newsItems.status, "published")))
    .orderBy(asc(newsItems.feedAt), asc(newsItems.id));
  if (rows.length === 0) return null;
  const counts = new Map<string, { ref: EntityRef; count: number }>();
  for (const row of rows) {
    for (const ref of row.entityLinks) {
      const entry = counts.get(ref.slug) ?? { ref, count: 0 };
      entry.count += 1;
      counts.set(ref.slug, entry);
    }
  }
  return {
    id: storyId,
    reports: rows.map((row) => ({
      id: row.id,
      title: row.title,
      source_url: row.sourceUrl,
      source: sourceHost(row.sourceUrl),
      language: row.language,
      date: (row.publishedAt ?? row.feedAt).toISOString(),
      event_types: row.eventTypes as EventType[],
    })),
    entities: [...counts.values()].sort((a, b) => b.count - a.count || a.ref.name.localeCompare(b.ref.name)).map((entry) => entry.ref),
    languages: [...new Set(rows.flatMap((row) => (row.language ? [row.language] : [])))],
  };
}

/** An editor takes a report out of its story: it gets a story of its own, and clustering never moves it back. */
export async function splitReport(db: Database, storyId: string, newsItemId: string): Promise<{ story_id: string }> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: newsItems.id, status: newsItems.status })
      .from(newsItems)
      .where(and(eq(newsItems.id, newsItemId), eq(newsItems.storyId, storyId)))
      .for("update");
    if (!item) throw new AppError("not_found", "This report is not in this story.");
    const [{ reports }] = (await tx.select({ reports: sql<number>`count(*)::int` }).from(newsItems).where(eq(newsItems.storyId, storyId))) as [{ reports: number }];
    if (reports < 2) throw new AppError("unprocessable", "This report is the story's only one: there is nothing to split it from.");
    const [created] = await tx.insert(stories).values({}).returning({ id: stories.id });
    await tx.update(newsItems).set({ storyId: created!.id, updatedAt: sql`${newsItems.updatedAt}` }).where(eq(newsItems.id, newsItemId));
    await tx.update(storyFeatures).set({ pinned: true }).where(eq(storyFeatures.newsItemId, newsItemId));
    await refreshStoryLead(tx, storyId);
    await refreshStoryLead(tx, created!.id);
    if (item.status === "published") await bumpFeedVersion(tx);
    return { story_id: created!.id };
  });
}

/** An editor merges a story into another: its reports move, its address leads to the other. */
export async function mergeStories(db: Database, fromId: string, intoId: string): Promise<Story> {
  await db.transaction(async (tx) => {
    const from = await canonicalStory(tx, fromId);
    const into = await canonicalStory(tx, intoId);
    if (!from || !into) throw new AppError("not_found", "This story does not exist.");
    if (from === into) throw new AppError("unprocessable", "These are already one story.", { fields: { into: "These are already one story." } });
    const moved = await tx
      .update(newsItems)
      .set({ storyId: into, updatedAt: sql`${newsItems.updatedAt}` })
      .where(eq(newsItems.storyId, from))
      .returning({ id: newsItems.id });
    if (moved.length) await tx.update(storyFeatures).set({ pinned: true }).where(inArray(storyFeatures.newsItemId, moved.map((row) => row.id)));
    await tx.update(stories).set({ mergedInto: into }).where(eq(stories.id, from));
    await refreshStoryLead(tx, into);
    await bumpFeedVersion(tx);
  });
  const story = await readStory(db, intoId);
  if (!story) throw NOT_FOUND();
  return story;
}

export { NOT_FOUND as storyNotFound };
