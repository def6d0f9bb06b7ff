import { Cron } from "croner";
import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { ALERT_LIMITS } from "@/shared/alerts/rules";
import { newsPagePath } from "@/shared/news/paths";
import type { Database } from "../../core/db/client";
import { alertDigests, alertSettings, entities, newsItems, savedSearches, savedSearchMatches, user } from "../../core/db/schema";
import type { JobDefinition } from "../../core/jobs/runner";
import type { Logger } from "../../core/logger";
import { queueEmail } from "../../core/mail/outbox";
import { digestEmail, type AlertGroup } from "./email";
import { alertHeaders, type MailLinks } from "./mail-links";

export const DIGEST_JOB = "alerts.digest";
/** Every hour: each account's digest goes out at its own local hour. */
export const DIGEST_CRON = "0 * * * *";

type DigestKind = "daily" | "weekly";

/** Matches older than this at a period's end are not sent any more (the server was down for long). */
const STALE_DAYS = { daily: 2, weekly: 8 } as const;

/**
 * The latest end of a digest period at or before `now` for an account's settings, in its time zone
 * (croner handles the daylight-saving changes), and the period's name: its kind and local end date.
 */
export function latestPeriod(
  kind: DigestKind,
  settings: { timeZone: string; digestHour: number; digestWeekday: number },
  now: Date,
): { end: Date; key: string } | null {
  const weekday = settings.digestWeekday % 7; // cron: 0 = Sunday; ISO: 7 = Sunday
  const expression = kind === "daily" ? `0 ${settings.digestHour} * * *` : `0 ${settings.digestHour} * * ${weekday}`;
  const end = new Cron(expression, { timezone: settings.timeZone, paused: true }).previousRuns(1, new Date(now.getTime() + 1))[0];
  if (!end) return null;
  const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: settings.timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(end);
  return { end, key: `${kind}:${localDate}` };
}

/**
 * Sends every digest that is due at `now` and not yet sent: for each account with active daily or
 * weekly searches, its latest period. The period's row is written in the transaction that queues
 * its e-mail, under a unique key per account and period, so a period is sent once however many
 * instances run this and however late (a server down at the hour catches up at its next start).
 * A period with nothing new is recorded and sends nothing.
 */
export async function sendDueDigests(deps: { db: Database; links: MailLinks; logger?: Logger }, now = new Date()): Promise<{ sent: number; empty: number }> {
  const { db, links } = deps;
  const accounts = await db
    .selectDistinct({
      userId: savedSearches.userId,
      frequency: savedSearches.frequency,
      email: user.email,
      timeZone: sql<string>`coalesce(${alertSettings.timeZone}, 'UTC')`,
      digestHour: sql<number>`coalesce(${alertSettings.digestHour}, 8)`,
      digestWeekday: sql<number>`coalesce(${alertSettings.digestWeekday}, 1)`,
    })
    .from(savedSearches)
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .leftJoin(alertSettings, eq(alertSettings.userId, savedSearches.userId))
    .where(
      and(
        inArray(savedSearches.frequency, ["daily", "weekly"]),
        eq(savedSearches.paused, false),
        eq(user.emailVerified, true),
        isNull(alertSettings.mailPausedAt),
      ),
    );
  let sent = 0;
  let empty = 0;
  for (const account of accounts) {
    const kind = account.frequency as DigestKind;
    const period = latestPeriod(kind, account, now);
    if (!period) continue;
    const outcome = await sendDigest(db, links, { ...account, kind }, period);
    if (outcome === "sent") sent += 1;
    if (outcome === "empty") empty += 1;
  }
  return { sent, empty };
}

async function sendDigest(
  db: Database,
  links: MailLinks,
  account: { userId: string; email: string; kind: DigestKind },
  period: { end: Date; key: string },
): Promise<"sent" | "empty" | "done before"> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(alertDigests)
      .values({ userId: account.userId, period: period.key, items: 0 })
      .onConflictDoNothing()
      .returning({ period: alertDigests.period });
    if (!claimed) return "done before";
    const since = new Date(period.end.getTime() - STALE_DAYS[account.kind] * 86_400_000);
    const rows = await tx
      .select({
        searchId: savedSearches.id,
        name: savedSearches.name,
        q: savedSearches.q,
        tags: savedSearches.tagLabels,
        event: savedSearches.eventType,
        entity: entities.slug,
        item: {
          id: newsItems.id,
          title: newsItems.title,
          sourceUrl: newsItems.sourceUrl,
          publishedAt: newsItems.publishedAt,
          feedAt: newsItems.feedAt,
          summaryText: newsItems.summaryText,
          tags: newsItems.tagLabels,
        },
      })
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .innerJoin(newsItems, eq(newsItems.id, savedSearchMatches.newsItemId))
      .leftJoin(entities, eq(entities.id, savedSearches.entityId))
      .where(
        and(
          eq(savedSearches.userId, account.userId),
          eq(savedSearches.frequency, account.kind),
          eq(savedSearches.paused, false),
          isNull(savedSearchMatches.sentVia),
          lte(savedSearchMatches.matchedAt, period.end),
          gt(savedSearchMatches.matchedAt, since),
          eq(newsItems.status, "published"),
        ),
      )
      .orderBy(savedSearches.createdAt, savedSearches.id, sql`${newsItems.feedAt} desc`, newsItems.id);
    if (rows.length === 0) return "empty";
    const groups = new Map<string, AlertGroup & { searchId: string; itemIds: string[] }>();
    for (const row of rows) {
      let group = groups.get(row.searchId);
      if (!group) {
        const newsPath = newsPagePath({ q: row.q, tags: row.tags, entity: row.entity, event: row.event });
        group = { searchId: row.searchId, name: row.name, items: [], more: 0, newsUrl: `${links.site}${newsPath}`, itemIds: [] };
        groups.set(row.searchId, group);
      }
      group.itemIds.push(row.item.id);
      if (group.items.length < ALERT_LIMITS.digestItemsPerSearch) {
        group.items.push({ ...row.item, date: row.item.publishedAt ?? row.item.feedAt });
      } else {
        group.more += 1;
      }
    }
    const first = [...groups.values()][0]!;
    const email = await digestEmail({ to: account.email, kind: account.kind, groups: [...groups.values()], links });
    const unsubscribe = links.digestUnsubscribeUrl({ id: first.searchId, userId: account.userId }, account.kind);
    const outboxId = await queueEmail(tx, { ...email, headers: alertHeaders(links, unsubscribe) });
    for (const group of groups.values()) {
      await tx
        .update(savedSearchMatches)
        .set({ sentVia: "digest", outboxId })
        .where(and(eq(savedSearchMatches.savedSearchId, group.searchId), inArray(savedSearchMatches.newsItemId, group.itemIds)));
    }
    await tx
      .update(savedSearches)
      .set({ lastSentAt: new Date() })
      .where(inArray(savedSearches.id, [...groups.keys()]));
    await tx
      .update(alertDigests)
      .set({ items: rows.length, outboxId })
      .where(and(eq(alertDigests.userId, account.userId), eq(alertDigests.period, period.key)));
    return "sent";
  });
}

export function digestJob(deps: { db: Database; links: MailLinks; logger: Logger }): JobDefinition {
  return {
    async run() {
      return sendDueDigests(deps);
    },
  };
}
