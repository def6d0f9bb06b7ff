import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { alertSettings, newsItems, savedSearches, savedSearchMatches, user } from "../../core/db/schema";
import { enqueueJob } from "../../core/jobs/queue";
import type { JobDefinition } from "../../core/jobs/runner";
import { queueEmail } from "../../core/mail/outbox";
import { instantAlertEmail } from "./email";
import { alertHeaders, type MailLinks } from "./mail-links";

export const MATCH_JOB = "alerts.match";

/**
 * Call in the transaction that publishes an item: the saved searches it matches are found by a job
 * that commits with the publication or not at all. One job per publication (the item's version),
 * so a re-publication looks again, for searches saved since; an item already matched stays matched.
 */
export async function queueAlertMatching(tx: Database, item: { id: string; version: number }): Promise<void> {
  await enqueueJob(tx, MATCH_JOB, { newsItemId: item.id }, { dedupeKey: `${MATCH_JOB}:${item.id}:${item.version}` });
}

/**
 * Call in the transaction that accepts a catalyst, or gives an accepted one a new date or closes it
 * (features/catalysts): the saved searches following its asset or company hear of it through its
 * source item, matched as at publication but with the item about those entities (below). `key`
 * names the catalyst's change, so each change is looked at once.
 */
export async function queueCatalystAlertMatching(tx: Database, change: { newsItemId: string; entityIds: readonly string[]; key: string }): Promise<void> {
  if (change.entityIds.length === 0) return;
  await enqueueJob(tx, MATCH_JOB, { newsItemId: change.newsItemId, followed: [...change.entityIds] }, { dedupeKey: `${MATCH_JOB}:catalyst:${change.key}` });
}

/**
 * The reverse search: every saved search a published item matches, in one statement, recorded as
 * matches (each item once per search, whatever happens to it later). A search matches as /news
 * would list the item for its query: all its tags among the item's, its event among the item's,
 * its entity (or one merged into it) mentioned, its words found by prefix in the item's search
 * vector or its text in scripts without spaces found in the title or summary. With `followed`
 * (a catalyst's entities), only the searches following one of them (merges followed either way)
 * match, whether or not the item mentions it. Returns the searches matched for the first time.
 */
export async function matchPublishedItem(db: Database, newsItemId: string, followed?: readonly string[]): Promise<string[]> {
  // Merges make every merged entity point straight at the one it joined (entities/review.ts): one hop.
  const entityCondition = followed
    ? sql`(select coalesce(merged_into, id) from entities where id = s.entity_id)
        in (select coalesce(merged_into, id) from entities where id = any(${sql.param([...followed])}::uuid[]))`
    : sql`(s.entity_id is null or s.entity_id in (select id from item_entities))`;
  const result = (await db.execute(sql`
    with recursive item_entities(id, hops) as (
      select entity_id, 0 from entity_mentions where news_item_id = ${newsItemId}
      union
      select merged.id, item_entities.hops + 1 from entities merged join item_entities on merged.merged_into = item_entities.id
      where item_entities.hops < 5
    ),
    item as (
      select id, search, title, summary_text, tag_labels, event_types from ${newsItems}
      where id = ${newsItemId} and status = 'published'
    )
    insert into ${savedSearchMatches} (saved_search_id, news_item_id)
    select s.id, item.id from ${savedSearches} s cross join item
    where s.tag_labels <@ item.tag_labels
      and (s.event_type is null or s.event_type = any(item.event_types))
      and ${entityCondition}
      and (s.words is null or item.search @@ s.words)
      and (s.pattern is null or item.title ilike s.pattern or item.summary_text ilike s.pattern)
    on conflict do nothing
    returning saved_search_id`)) as unknown as { rows: { saved_search_id: string }[] };
  return result.rows.map((row) => row.saved_search_id);
}

/**
 * The match job: records the item's matches and, in the same transaction, queues one e-mail per
 * matching instant search whose account may receive mail. Digest searches' matches wait for the
 * digest (digests.ts); the rest are marked as not to be sent. Run again, it finds nothing new and
 * sends nothing: an item is e-mailed once per saved search.
 */
export function matchJob(deps: { db: Database; links: MailLinks }): JobDefinition {
  const { db, links } = deps;
  return {
    async run({ job }) {
      const payload = job.payload as { newsItemId: string; followed?: string[] };
      const newsItemId = String(payload.newsItemId);
      return db.transaction(async (tx) => {
        const matched = await matchPublishedItem(tx, newsItemId, payload.followed);
        if (matched.length === 0) return { matched: 0, sent: 0 };
        const searches = await tx
          .select({
            id: savedSearches.id,
            userId: savedSearches.userId,
            name: savedSearches.name,
            frequency: savedSearches.frequency,
            paused: savedSearches.paused,
            email: user.email,
            confirmed: user.emailVerified,
            mailPausedAt: alertSettings.mailPausedAt,
          })
          .from(savedSearches)
          .innerJoin(user, eq(user.id, savedSearches.userId))
          .leftJoin(alertSettings, eq(alertSettings.userId, savedSearches.userId))
          .where(inArray(savedSearches.id, matched));
        const mayMail = (search: (typeof searches)[number]) => !search.paused && search.confirmed && !search.mailPausedAt;
        const instant = searches.filter((search) => search.frequency === "instant" && mayMail(search));
        const digest = searches.filter((search) => (search.frequency === "daily" || search.frequency === "weekly") && mayMail(search));
        const skipped = searches.filter((search) => !instant.includes(search) && !digest.includes(search)).map((search) => search.id);
        if (skipped.length) {
          await tx
            .update(savedSearchMatches)
            .set({ sentVia: "skipped" })
            .where(and(eq(savedSearchMatches.newsItemId, newsItemId), inArray(savedSearchMatches.savedSearchId, skipped)));
        }
        if (instant.length === 0) return { matched: matched.length, sent: 0 };
        const [item] = await tx.select().from(newsItems).where(eq(newsItems.id, newsItemId));
        for (const search of instant) {
          const unsubscribe = links.unsubscribeUrl(search);
          const email = await instantAlertEmail({
            to: search.email,
            searchName: search.name,
            item: { ...item!, date: item!.publishedAt ?? item!.feedAt, tags: item!.tagLabels },
            links,
            unsubscribeUrl: unsubscribe,
          });
          const outboxId = await queueEmail(tx, { ...email, headers: alertHeaders(links, unsubscribe) });
          await tx
            .update(savedSearchMatches)
            .set({ sentVia: "instant", outboxId })
            .where(and(eq(savedSearchMatches.newsItemId, newsItemId), eq(savedSearchMatches.savedSearchId, search.id)));
          await tx.update(savedSearches).set({ lastSentAt: new Date() }).where(eq(savedSearches.id, search.id));
        }
        return { matched: matched.length, sent: instant.length };
      });
    },
  };
}
