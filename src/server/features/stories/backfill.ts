import { asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { articleSources, newsItems } from "../../core/db/schema";
import type { JobDefinition } from "../../core/jobs/runner";
import { assignStory } from "./store";

export const STORY_BACKFILL_JOB = "stories.backfill";
/** Every ten minutes, until every item has its story: items written before stories, or by hand outside ingest. */
export const STORY_BACKFILL_CRON = "*/10 * * * *";
const BATCH = 200;

/**
 * Files items that have no story yet, oldest first (so each meets the earlier reports of its story
 * as it would have at ingest), a batch per run, each in its own transaction.
 */
export async function backfillStories(db: Database, limit = BATCH): Promise<number> {
  const rows = await db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      summaryText: newsItems.summaryText,
      sourceUrl: newsItems.sourceUrl,
      language: newsItems.languageDetected,
      feedAt: newsItems.feedAt,
      sourceTitle: articleSources.title,
      sourceText: articleSources.text,
      sourceLanguage: articleSources.language,
    })
    .from(newsItems)
    .leftJoin(articleSources, eq(articleSources.sourceUrl, newsItems.sourceUrl))
    .where(isNull(newsItems.storyId))
    .orderBy(asc(newsItems.feedAt), asc(newsItems.id))
    .limit(limit);
  for (const row of rows) {
    await db.transaction((tx) =>
      assignStory(tx, row.id, {
        lang: row.sourceLanguage ?? row.language ?? "en",
        title: row.sourceTitle ?? row.title,
        text: row.sourceText ?? row.summaryText,
        date: row.feedAt,
        url: row.sourceUrl,
      }),
    );
  }
  return rows.length;
}

export function backfillJob(db: Database): JobDefinition {
  return { run: async () => ({ filed: await backfillStories(db) }) };
}
