import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { newsItems, stories, storyFeatures, storyKeys } from "../../core/db/schema";
import type { Recognition } from "../../core/recognize";
import { chooseStory } from "../../core/stories/cluster";
import { storyFeatures as featuresOf, type StoryFeatures, type StoryInput } from "../../core/stories/features";
import { bandKeys } from "../../core/stories/minhash";
import { STORY_WINDOW_DAYS } from "../../core/stories/score";

const DAY_MS = 86_400_000;
/** Candidates scored for a new item: the reports sharing the most keys with it. */
const CANDIDATES = 40;
/** Title words an item is found by (the rarest-looking: longest first). */
const WORD_KEYS = 8;

/** The keys a later report finds this one by: its address, title, text bands, anchors and title words. */
export function keysOf(features: StoryFeatures): string[] {
  const keys = new Set<string>();
  if (features.url) keys.add(`url:${features.url}`);
  if (features.title) keys.add(`title:${features.title}`);
  if (features.signature) for (const band of bandKeys(features.signature)) keys.add(band);
  for (const key of [...features.drugs, ...features.trials, ...features.companies]) keys.add(`a:${key}`);
  const words = [...features.words].sort((a, b) => b.length - a.length || a.localeCompare(b)).slice(0, WORD_KEYS);
  for (const word of words) keys.add(`w:${features.lang ?? "?"}:${word}`);
  return [...keys];
}

/** The earlier reports sharing keys with an item, within twice the story window (near-duplicates reach that far), most keys first. */
export async function candidatesOf(db: Database, newsItemId: string, features: StoryFeatures, keys: string[]) {
  const from = new Date(features.at - 2 * STORY_WINDOW_DAYS * DAY_MS);
  const to = new Date(features.at + 2 * STORY_WINDOW_DAYS * DAY_MS);
  const found = (await db.execute(sql`
    select news_item_id from ${storyKeys}
    where key = any(${sql.param(keys)}::text[]) and at between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
      and news_item_id <> ${newsItemId}
    group by news_item_id order by count(*) desc limit ${CANDIDATES}`)) as unknown as { rows: { news_item_id: string }[] };
  const ids = found.rows.map((row) => row.news_item_id);
  if (ids.length === 0) return [];
  return db
    .select({ newsItemId: storyFeatures.newsItemId, storyId: newsItems.storyId, features: storyFeatures.features })
    .from(storyFeatures)
    .innerJoin(newsItems, eq(newsItems.id, storyFeatures.newsItemId))
    .where(and(inArray(storyFeatures.newsItemId, ids), isNotNull(newsItems.storyId)));
}

/**
 * Files a new item under its story (issue 20 §1): the story of the earlier report it matches best
 * (core/stories), else a story of its own. Runs in the transaction that writes the item, after its
 * recognition. Returns the story's id and why it was chosen (null: a new story).
 */
export async function assignStory(
  db: Database,
  newsItemId: string,
  input: StoryInput,
  recognition?: Recognition,
): Promise<{ storyId: string; basis: string[] | null }> {
  return fileFeatures(db, newsItemId, featuresOf(input, recognition));
}

/** assignStory once the item's features are known: the lookup, the choice and the writes (bench/story-clustering.ts measures this). */
export async function fileFeatures(db: Database, newsItemId: string, features: StoryFeatures): Promise<{ storyId: string; basis: string[] | null }> {
  const keys = keysOf(features);
  const candidates = await candidatesOf(db, newsItemId, features, keys);
  const chosen = chooseStory(
    features,
    candidates.map((candidate) => ({ storyId: candidate.storyId!, features: candidate.features })),
  );
  const storyId = chosen?.storyId ?? (await db.insert(stories).values({}).returning({ id: stories.id }))[0]!.id;
  await db.update(newsItems).set({ storyId, updatedAt: sql`${newsItems.updatedAt}` }).where(eq(newsItems.id, newsItemId));
  await db
    .insert(storyFeatures)
    .values({ newsItemId, features })
    .onConflictDoUpdate({ target: storyFeatures.newsItemId, set: { features } });
  await db.delete(storyKeys).where(eq(storyKeys.newsItemId, newsItemId));
  const at = new Date(features.at);
  if (keys.length) await db.insert(storyKeys).values(keys.map((key) => ({ key, newsItemId, at })));
  await refreshStoryLead(db, storyId);
  return { storyId, basis: chosen?.match.basis ?? null };
}

/**
 * Marks the story's first published report as its lead (the card of a feed grouped by story).
 * Call in the transaction that publishes, un-publishes or moves a report of the story.
 */
export async function refreshStoryLead(db: Database, storyId: string | null): Promise<void> {
  if (!storyId) return;
  await db.execute(sql`
    update ${newsItems} set story_lead = (${newsItems.id} is not distinct from (
      select id from ${newsItems} where story_id = ${storyId} and status = 'published'
      order by feed_at asc, id asc limit 1
    ))
    where story_id = ${storyId}`);
}
