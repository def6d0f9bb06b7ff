import { and, desc, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import { bumpFeedVersion } from "../../core/db/feed-version";
import { newsItems, stories, storyEmbeddingCalibrations, storyEmbeddings, storyFeatures } from "../../core/db/schema";
import type { JobDefinition } from "../../core/jobs/runner";
import type { Logger } from "../../core/logger";
import { chooseStory } from "../../core/stories/cluster";
import { embeddingText, STORY_WINDOW_DAYS, type EmbeddingCalibration, type ScoredItem } from "../../core/stories/score";
import { candidatesOf, keysOf, refreshStoryLead } from "./store";

// Tier 5 of issue 20 §1: with AI_EMBEDDING_MODEL, each filed item's English title and summary is
// embedded after its write (a network call never holds the item's transaction open), and the item
// is scored again against its window with the embedding signal, once calibrated for that model.

export const STORY_EMBED_JOB = "stories.embed";
/** Every minute while an embedding model is configured: new items first, then older ones still without a vector. */
export const STORY_EMBED_CRON = "* * * * *";
const BATCH = 50;
/** Embedded items scored again with the calibration per run (no provider call: database work only). */
const RESCORE_BATCH = 500;
/** Embedded reports of the window scored beside the key candidates (most recent first). */
const WINDOW_CANDIDATES = 500;
const DAY_MS = 86_400_000;

/** The embedding signal's calibration for this model, or null: without one the signal is not used. */
export async function readCalibration(db: Database, model: string | null): Promise<EmbeddingCalibration | null> {
  if (!model) return null;
  const [row] = await db.select().from(storyEmbeddingCalibrations).where(eq(storyEmbeddingCalibrations.model, model));
  return row ? { model: row.model, threshold: row.threshold, weight: row.weight } : null;
}

export async function saveCalibration(
  db: Database,
  calibration: EmbeddingCalibration & { goldSet: string; precision: number; recall: number; f1: number },
): Promise<void> {
  const values = { ...calibration, calibratedAt: new Date() };
  await db.transaction(async (tx) => {
    await tx.insert(storyEmbeddingCalibrations).values(values).onConflictDoUpdate({ target: storyEmbeddingCalibrations.model, set: values });
    // Items embedded before are scored again with the new calibration by the next runs of the job.
    await tx.update(storyEmbeddings).set({ rescored: false }).where(eq(storyEmbeddings.model, calibration.model));
  });
}

async function vectorsOf(db: Database, model: string, ids: string[]): Promise<Map<string, number[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: storyEmbeddings.newsItemId, vector: storyEmbeddings.vector })
    .from(storyEmbeddings)
    .where(and(eq(storyEmbeddings.model, model), sql`${storyEmbeddings.newsItemId} = any(${sql.param(ids)}::uuid[])`));
  return new Map(rows.map((row) => [row.id, row.vector]));
}

/**
 * Scores an embedded item again with the embedding signal, against its key candidates and the
 * window's embedded reports, and moves it to the story it now matches best, unless an editor
 * placed it. Returns the story it moved to, or null.
 */
async function restoryEmbedded(db: Database, newsItemId: string, calibration: EmbeddingCalibration): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ storyId: newsItems.storyId, status: newsItems.status, features: storyFeatures.features, pinned: storyFeatures.pinned })
      .from(newsItems)
      .innerJoin(storyFeatures, eq(storyFeatures.newsItemId, newsItems.id))
      .where(eq(newsItems.id, newsItemId))
      .for("update");
    if (!item?.storyId || item.pinned) return null;
    const { features } = item;
    const vectors = await vectorsOf(tx, calibration.model, [newsItemId]);
    const mine: ScoredItem = { ...features, vector: vectors.get(newsItemId) ?? null };
    if (!mine.vector) return null;
    const byKeys = await candidatesOf(tx, newsItemId, features, keysOf(features));
    const window = await tx
      .select({ newsItemId: storyEmbeddings.newsItemId, storyId: newsItems.storyId, features: storyFeatures.features, vector: storyEmbeddings.vector })
      .from(storyEmbeddings)
      .innerJoin(storyFeatures, eq(storyFeatures.newsItemId, storyEmbeddings.newsItemId))
      .innerJoin(newsItems, eq(newsItems.id, storyEmbeddings.newsItemId))
      .where(
        and(
          eq(storyEmbeddings.model, calibration.model),
          ne(storyEmbeddings.newsItemId, newsItemId),
          isNotNull(newsItems.storyId),
          sql`${storyEmbeddings.at} between ${new Date(features.at - STORY_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz and ${new Date(features.at + STORY_WINDOW_DAYS * DAY_MS).toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(storyEmbeddings.at))
      .limit(WINDOW_CANDIDATES);
    const keyVectors = await vectorsOf(tx, calibration.model, byKeys.map((candidate) => candidate.newsItemId));
    const candidates = new Map<string, { storyId: string; features: ScoredItem }>();
    for (const candidate of byKeys) candidates.set(candidate.newsItemId, { storyId: candidate.storyId!, features: { ...candidate.features, vector: keyVectors.get(candidate.newsItemId) ?? null } });
    for (const candidate of window) candidates.set(candidate.newsItemId, { storyId: candidate.storyId!, features: { ...candidate.features, vector: candidate.vector } });
    const chosen = chooseStory(mine, [...candidates.values()], calibration);
    if (!chosen || chosen.storyId === item.storyId) return null;
    const left = item.storyId;
    await tx.update(newsItems).set({ storyId: chosen.storyId, updatedAt: sql`${newsItems.updatedAt}` }).where(eq(newsItems.id, newsItemId));
    await refreshStoryLead(tx, left);
    await refreshStoryLead(tx, chosen.storyId);
    // The story it leaves, when it was its only report and nothing was merged into it, is gone.
    await tx.execute(sql`
      delete from ${stories} where id = ${left}
        and not exists (select 1 from ${newsItems} where story_id = ${left})
        and not exists (select 1 from ${stories} merged where merged.merged_into = ${left})`);
    if (item.status === "published") await bumpFeedVersion(tx);
    return chosen.storyId;
  });
}

/**
 * Embeds filed items that have no vector of the configured model yet, newest first, one provider
 * call each; then, when the model is calibrated, re-stories the embedded items not yet scored with
 * that calibration. A provider failure ends the embedding with nothing changed for that item; the
 * next run tries again.
 */
export async function embedStories(deps: { db: Database; ai: AiEngine; logger: Logger; signal?: AbortSignal }, limit = BATCH) {
  const { db, ai, logger } = deps;
  const model = ai.embeddingModel;
  if (!model) return { embedded: 0, moved: 0 };
  const calibration = await readCalibration(db, model);
  const rows = await db
    .select({ id: newsItems.id, title: newsItems.title, summaryText: newsItems.summaryText, at: newsItems.feedAt })
    .from(newsItems)
    .innerJoin(storyFeatures, eq(storyFeatures.newsItemId, newsItems.id))
    .leftJoin(storyEmbeddings, and(eq(storyEmbeddings.newsItemId, newsItems.id), eq(storyEmbeddings.model, model)))
    .where(and(isNotNull(newsItems.storyId), isNull(storyEmbeddings.newsItemId)))
    .orderBy(desc(newsItems.feedAt), desc(newsItems.id))
    .limit(limit);
  let embedded = 0;
  let moved = 0;
  for (const row of rows) {
    let vector: number[];
    try {
      vector = await ai.embed(embeddingText(row.title, row.summaryText), { signal: deps.signal });
    } catch (error) {
      logger.warn(`[stories] embedding failed (${model}): ${(error as Error).message}`);
      break;
    }
    const values = { newsItemId: row.id, model, vector, at: row.at, rescored: false };
    await db.insert(storyEmbeddings).values(values).onConflictDoUpdate({ target: storyEmbeddings.newsItemId, set: values });
    embedded += 1;
  }
  if (!calibration) return { embedded, moved };
  const waiting = await db
    .select({ id: storyEmbeddings.newsItemId })
    .from(storyEmbeddings)
    .where(and(eq(storyEmbeddings.model, model), eq(storyEmbeddings.rescored, false)))
    .orderBy(desc(storyEmbeddings.at))
    .limit(RESCORE_BATCH);
  for (const { id } of waiting) {
    if (await restoryEmbedded(db, id, calibration)) moved += 1;
    await db.update(storyEmbeddings).set({ rescored: true }).where(eq(storyEmbeddings.newsItemId, id));
  }
  return { embedded, moved };
}

export function embedJob(deps: { db: Database; ai: AiEngine; logger: Logger }): JobDefinition {
  return { run: ({ signal }) => embedStories({ ...deps, signal }) };
}
