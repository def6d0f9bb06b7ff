import { and, desc, eq, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import type { NewsCard, NewsItem, NewsStatus } from "@/shared/news/contracts";
import { shortenText } from "@/shared/plain-text";
import { NEWS_LIMITS } from "@/shared/limits";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../core/db/client";
import { decodeCursor, encodeCursor } from "../../core/db/cursor";
import { compileSearchText } from "../../core/db/search-text";
import { entityMentions, newsItems, newsTagCounts } from "../../core/db/schema";
import { foldName } from "../../core/recognize";
import { findCanonicalEntity } from "../entities";

const INVALID_CURSOR = "The page cursor is not valid. Please reload the list.";

type NewsRow = typeof newsItems.$inferSelect;

export function toNewsItem(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    summary_en: row.summaryEn,
    source_url: row.sourceUrl,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    language_detected: row.languageDetected,
    translated: row.translated,
    english_brief: row.englishBrief,
    status: row.status,
    tags: row.tags,
    entities: row.entities,
    raw_keywords: row.rawKeywords,
    facets: row.facets,
    engine: row.engine,
    model: row.model,
    version: row.version,
    events: row.events,
    entity_links: row.entityLinks,
    story_id: row.storyId,
  };
}

// ---- pages: keyset cursors of (feed_at or created_at, id), db/cursor.ts ---------------------

/** One more row than asked for tells whether another page follows. */
function paginate<T>(rows: T[], limit: number, cursorOf: (row: T) => string) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}

// ---- search ----------------------------------------------------------------------------------

/** The columns a feed query reads, from the table or from a subquery over it. */
type FeedColumns = Record<
  "id" | "title" | "summaryText" | "publishedAt" | "createdAt" | "feedAt" | "tagLabels" | "eventTypes" | "facets" | "entityLinks" | "search" | "storyId" | "storyLead",
  AnyPgColumn
>;

/** The search's text as the feed reads it (core/db/search-text.ts), over title and summary. */
function searchCondition(columns: FeedColumns, query: string | undefined): SQL | undefined {
  const text = compileSearchText(query);
  if (!text) return undefined;
  if (text.pattern) return or(sql`${columns.title} ilike ${text.pattern}`, sql`${columns.summaryText} ilike ${text.pattern}`);
  return sql`${columns.search} @@ to_tsquery('simple', ${text.tsquery})`;
}

// ---- feed ------------------------------------------------------------------------------------

/**
 * Items that mention one entity, through the mentions index. By the entity's id, looked up first:
 * with the slug joined in, the planner cannot tell which entity and guesses every entity's average
 * share of the mentions, then hashes them all (87 ms over 100,000 items; bench/entity-page.ts).
 */
function mentionsEntity(columns: FeedColumns, entityId: string): SQL {
  return sql`${columns.id} in (select ${entityMentions.newsItemId} from ${entityMentions} where ${entityMentions.entityId} = ${entityId})`;
}

function cardFields<T extends FeedColumns>(columns: T) {
  return {
    id: columns.id,
    title: columns.title,
    summaryText: sql<string>`left(${columns.summaryText}, ${NEWS_LIMITS.cardSummaryChars + 40})`,
    publishedAt: columns.publishedAt,
    createdAt: columns.createdAt,
    feedAt: columns.feedAt,
    tags: sql<string[]>`${columns.tagLabels}[1:${sql.raw(String(NEWS_LIMITS.cardTags))}]`,
    tagCount: sql<number>`cardinality(${columns.tagLabels})`,
    companies: sql<string[] | null>`array(select jsonb_array_elements_text(${columns.facets}->'companies') limit ${NEWS_LIMITS.cardCompanies})`,
    companyCount: sql<number>`coalesce(jsonb_array_length(${columns.facets}->'companies'), 0)`,
    // The companies recognition resolved, read from the row itself (no query per card): a card's
    // company names link to the pages of those they name.
    companyLinks: sql<CompanyLink[] | null>`jsonb_path_query_array(${columns.entityLinks}, '$[*] ? (@.type == "company")')`,
    storyId: columns.storyId,
  };
}

// Exactly the feed index's order (drizzle writes it DESC NULLS LAST); any other lets the
// planner fall back to sorting every match.
const feedOrder = (columns: Pick<FeedColumns, "feedAt" | "id">) => [
  sql`${columns.feedAt} desc nulls last`,
  sql`${columns.id} desc nulls last`,
];

/**
 * A filtered page looks at the newest published rows first: a common tag or word fills a page
 * within them. Only when they hold less than a page (a rare word or tag) does the search go
 * through the word and tag indexes for every match. The planner cannot tell the two apart: it
 * guesses one match in 200 for any word it has no statistics of, and would walk the whole feed
 * for a rare word (4.5 s over 1,000,000 items).
 */
const FEED_WINDOW_ROWS = 1000;

export async function listPublishedCards(
  db: Database,
  options: { q?: string; tags: string[]; entity?: string; event?: string; group?: "story"; cursor?: string; limit: number },
): Promise<{ items: NewsCard[]; next_cursor: string | null }> {
  const after = decodeCursor(options.cursor, INVALID_CURSOR);
  // A merged entity's address lists the news of the one it was merged into, as its page does.
  const entity = options.entity ? await findCanonicalEntity(db, options.entity) : undefined;
  if (options.entity && !entity) return { items: [], next_cursor: null };
  const published = and(
    eq(newsItems.status, "published"),
    options.group === "story" ? eq(newsItems.storyLead, true) : undefined,
    after ? sql`(${newsItems.feedAt}, ${newsItems.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined,
  );
  const otherFilters = (columns: FeedColumns) =>
    and(
      options.tags.length ? sql`${columns.tagLabels} @> ${sql.param(options.tags)}::text[]` : undefined,
      options.event ? sql`${columns.eventTypes} @> array[${options.event}]::text[]` : undefined,
      searchCondition(columns, options.q),
    );
  const filters = (columns: FeedColumns) => and(entity ? mentionsEntity(columns, entity.id) : undefined, otherFilters(columns));
  if (filters(newsItems) === undefined) {
    const rows: CardRow[] = await db
      .select(cardFields(newsItems))
      .from(newsItems)
      .where(published)
      .orderBy(...feedOrder(newsItems))
      .limit(options.limit + 1);
    return toCards(db, rows, options.limit);
  }
  const { id, title, summaryText, publishedAt, createdAt, feedAt, tagLabels, eventTypes, facets, entityLinks, search, storyId, storyLead } = newsItems;
  const recent = db
    .select({ id, title, summaryText, publishedAt, createdAt, feedAt, tagLabels, eventTypes, facets, entityLinks, search, storyId, storyLead })
    .from(newsItems)
    .where(published)
    .orderBy(...feedOrder(newsItems))
    .limit(FEED_WINDOW_ROWS)
    .as("recent");
  const rows: CardRow[] = await db
    .select(cardFields(recent))
    .from(recent)
    .where(filters(recent))
    .orderBy(...feedOrder(recent))
    .limit(options.limit + 1);
  if (rows.length > options.limit) return toCards(db, rows, options.limit);
  // `offset 0` keeps the matches a subquery of their own, found through the indexes; sorted by the
  // subquery's columns, the feed index cannot be walked instead. Only the page's rows are then
  // read for their cards. (Drizzle leaves out an offset of 0, hence the SQL.)
  // An entity's matches are read from its mentions, each item looked up by its key (the lateral
  // join keeps it so): the planner would rather hash the whole feed against them (18 ms over
  // 100,000 items, ten times that over a million; bench/entity-page.ts).
  const everyMatchRows = entity
    ? sql`select item.id, item.feed_at from (
        select ${entityMentions.newsItemId} as news_item_id from ${entityMentions} where ${entityMentions.entityId} = ${entity.id} offset 0
      ) as mention
      cross join lateral (
        select ${newsItems.id} as id, ${newsItems.feedAt} as feed_at from ${newsItems}
        where ${and(sql`${newsItems.id} = mention.news_item_id`, published, otherFilters(newsItems))}
      ) as item`
    : sql`select ${newsItems.id} as id, ${newsItems.feedAt} as feed_at from ${newsItems} where ${and(published, filters(newsItems))} offset 0`;
  const matches = sql`(
    select id, feed_at from (${everyMatchRows}) as every_match
    order by feed_at desc nulls last, id desc nulls last limit ${options.limit + 1}
  ) as matches`;
  const everyMatch: CardRow[] = await db
    .select(cardFields(newsItems))
    .from(newsItems)
    .innerJoin(matches, sql`matches.id = ${newsItems.id}`)
    .orderBy(sql`matches.feed_at desc nulls last`, sql`matches.id desc nulls last`)
    .limit(options.limit + 1);
  return toCards(db, everyMatch, options.limit);
}

type CardRow = {
  id: string;
  title: string;
  summaryText: string;
  publishedAt: Date | null;
  createdAt: Date;
  feedAt: Date;
  tags: string[] | null;
  tagCount: number | null;
  companies: string[] | null;
  companyCount: number;
  companyLinks: CompanyLink[] | null;
  storyId: string | null;
};

type CompanyLink = { slug: string; name: string };

/** The entity page of each company a card names, by name as the item page matches them; null where recognition did not resolve it. */
function companySlugs(names: readonly string[], links: readonly CompanyLink[]): (string | null)[] {
  const slugByName = new Map(links.map((link) => [foldName(link.name), link.slug]));
  return names.map((name) => slugByName.get(foldName(name)) ?? null);
}

/** The cards of a page, each with its story's number of published reports (one query through the story index). */
async function toCards(db: Database, rows: CardRow[], limit: number): Promise<{ items: NewsCard[]; next_cursor: string | null }> {
  const page = cardsOf(rows, limit);
  const storyIds = [...new Set(page.items.flatMap((card) => (card.story_id ? [card.story_id] : [])))];
  if (storyIds.length === 0) return page;
  const counts = await db
    .select({ storyId: newsItems.storyId, reports: sql<number>`count(*)::int` })
    .from(newsItems)
    .where(and(inArray(newsItems.storyId, storyIds), eq(newsItems.status, "published")))
    .groupBy(newsItems.storyId);
  const reports = new Map(counts.map((row) => [row.storyId, Number(row.reports)]));
  return { ...page, items: page.items.map((card) => ({ ...card, story_reports: Math.max(1, reports.get(card.story_id) ?? 1) })) };
}

function cardsOf(rows: CardRow[], limit: number): { items: NewsCard[]; next_cursor: string | null } {
  const { page, nextCursor } = paginate(rows, limit, (row) => encodeCursor(row.feedAt, row.id));
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      summary_text: shortenText(row.summaryText, NEWS_LIMITS.cardSummaryChars),
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      tags: row.tags ?? [],
      tag_count: Number(row.tagCount ?? 0),
      companies: row.companies ?? [],
      company_slugs: companySlugs(row.companies ?? [], row.companyLinks ?? []),
      company_count: Number(row.companyCount),
      story_id: row.storyId,
      story_reports: 1,
    })),
    next_cursor: nextCursor,
  };
}

export async function listTopTopics(db: Database, limit: number) {
  const rows = await db
    .select({ label: newsTagCounts.label, count: newsTagCounts.count })
    .from(newsTagCounts)
    .where(gt(newsTagCounts.count, 0))
    .orderBy(desc(newsTagCounts.count), newsTagCounts.label)
    .limit(limit);
  return rows;
}

/**
 * Rows for the review table (one status) or for the caller's own items (`createdBy`, every
 * status), newest first; each filter has its index on (…, created_at, id).
 */
export async function listItemRows(
  db: Database,
  options: { status?: NewsStatus; createdBy?: string; cursor?: string; limit: number },
) {
  const after = decodeCursor(options.cursor, INVALID_CURSOR);
  const rows = await db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      sourceUrl: newsItems.sourceUrl,
      createdAt: newsItems.createdAt,
      publishedAt: newsItems.publishedAt,
      tagCount: sql<number>`cardinality(${newsItems.tagLabels})`,
      status: newsItems.status,
    })
    .from(newsItems)
    .where(
      and(
        options.status ? eq(newsItems.status, options.status) : undefined,
        options.createdBy ? eq(newsItems.createdBy, options.createdBy) : undefined,
        after
          ? sql`(${newsItems.createdAt}, ${newsItems.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${newsItems.createdAt} desc nulls last`, sql`${newsItems.id} desc nulls last`)
    .limit(options.limit + 1);
  const { page, nextCursor } = paginate(rows, options.limit, (row) => encodeCursor(row.createdAt, row.id));
  return {
    items: page.map((row) => ({
      id: row.id,
      title: row.title,
      source_url: row.sourceUrl,
      created_at: row.createdAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
      tag_count: Number(row.tagCount),
      status: row.status,
    })),
    next_cursor: nextCursor,
  };
}

export async function findNewsRow(db: Database, id: string): Promise<NewsRow | null> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id)).limit(1);
  return row ?? null;
}

export async function findIdBySourceUrl(db: Database, urls: string[]): Promise<string | null> {
  const [row] = await db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(inArray(newsItems.sourceUrl, urls))
    .limit(1);
  return row?.id ?? null;
}

/** Which of these normalized addresses are already news items (pending or published). */
export async function knownSourceUrls(db: Database, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db.select({ url: newsItems.sourceUrl }).from(newsItems).where(inArray(newsItems.sourceUrl, urls));
  return new Set(rows.map((row) => row.url));
}

/**
 * Moves the topic counts by the difference between the published labels before and after a
 * change; call inside the transaction that makes the change. Rows are changed in label order:
 * two editors changing the same labels in different orders would otherwise lock them crosswise
 * and PostgreSQL would end one save with a deadlock error (seen by bench/faults-kill.ts).
 */
export async function adjustTagCounts(db: Database, before: readonly string[], after: readonly string[]) {
  const removed = new Set(before.filter((label) => !after.includes(label)));
  const added = after.filter((label) => !before.includes(label));
  for (const label of [...new Set([...added, ...removed])].sort()) {
    if (removed.has(label)) {
      await db
        .update(newsTagCounts)
        .set({ count: sql`greatest(${newsTagCounts.count} - 1, 0)` })
        .where(eq(newsTagCounts.label, label));
    } else {
      await db
        .insert(newsTagCounts)
        .values({ label, count: 1 })
        .onConflictDoUpdate({ target: newsTagCounts.label, set: { count: sql`${newsTagCounts.count} + 1` } });
    }
  }
}
