import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AlertQuery, AlertSettings, ListAlertsResponse, SavedSearch } from "@/shared/alerts/contracts";
import {
  ALERT_DUPLICATE_MESSAGE,
  ALERT_ENTITY_MESSAGE,
  ALERT_LIMIT_MESSAGE,
  ALERT_LIMITS,
  ALERT_NOT_FOUND_MESSAGE,
  type AlertFrequency,
} from "@/shared/alerts/rules";
import type { EventType } from "@/shared/entities/vocabulary";
import { newsPagePath } from "@/shared/news/paths";
import type { Database } from "../../core/db/client";
import { alertSettings, entities, savedSearches, savedSearchMatches } from "../../core/db/schema";
import { compileSearchText } from "../../core/db/search-text";
import { AppError } from "../../core/errors";
import { findCanonicalEntity } from "../entities";
import { signToken, tokenSearchId, verifyToken } from "./tokens";

export type AlertDeps = { db: Database; secret: string };

type SearchRow = typeof savedSearches.$inferSelect;
type EntityLink = { slug: string; name: string; type: NonNullable<SavedSearch["query"]["entity"]>["type"] };

const DEFAULT_SETTINGS: AlertSettings = { time_zone: "UTC", digest_hour: 8, digest_weekday: 1, default_frequency: "daily" };

const NOT_FOUND = () => new AppError("not_found", ALERT_NOT_FOUND_MESSAGE);

/** A saved search's private feed (RSS; the same path with .atom or .json gives the other formats). */
function feedPathOf(secret: string, row: Pick<SearchRow, "id" | "userId" | "feedNonce">): string {
  return `/feeds/alerts/${signToken(secret, "feed", row.id, `${row.userId}\n${row.feedNonce}`)}.rss`;
}

function toSavedSearch(secret: string, row: SearchRow, entity: EntityLink | null, recentMatches: number): SavedSearch {
  const query = { q: row.q, tags: row.tagLabels, entity, event: (row.eventType as EventType | null) ?? null };
  return {
    id: row.id,
    name: row.name,
    query,
    frequency: row.frequency,
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
    recent_matches: recentMatches,
    news_path: newsPagePath({ ...query, entity: entity?.slug }),
    feed_path: feedPathOf(secret, row),
  };
}

/** The caller's saved searches with their entity and recent matches, newest first; one, with `id`. */
async function readSearches(db: Database, userId: string, id?: string) {
  const recent = sql<number>`(
    select count(*)::int from ${savedSearchMatches}
    where ${savedSearchMatches.savedSearchId} = ${savedSearches.id}
      and ${savedSearchMatches.matchedAt} > now() - make_interval(days => ${ALERT_LIMITS.recentDays})
  )`;
  return db
    .select({ search: savedSearches, entitySlug: entities.slug, entityName: entities.name, entityType: entities.type, recent })
    .from(savedSearches)
    .leftJoin(entities, eq(entities.id, savedSearches.entityId))
    .where(and(eq(savedSearches.userId, userId), id ? eq(savedSearches.id, id) : undefined))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

type ReadRow = Awaited<ReturnType<typeof readSearches>>[number];

const fromRead = (secret: string, row: ReadRow) =>
  toSavedSearch(
    secret,
    row.search,
    row.entitySlug && row.entityName && row.entityType ? { slug: row.entitySlug, name: row.entityName, type: row.entityType } : null,
    Number(row.recent),
  );

async function readOne(deps: AlertDeps, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await readSearches(deps.db, userId, id);
  if (!row) throw NOT_FOUND();
  return fromRead(deps.secret, row);
}

async function readSettings(db: Database, userId: string) {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  return row;
}

function settingsOf(row: typeof alertSettings.$inferSelect | undefined): AlertSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    time_zone: row.timeZone,
    digest_hour: row.digestHour,
    digest_weekday: row.digestWeekday,
    default_frequency: row.defaultFrequency,
  };
}

export async function listAlerts(deps: AlertDeps, userId: string): Promise<ListAlertsResponse> {
  const [rows, settings] = await Promise.all([readSearches(deps.db, userId), readSettings(deps.db, userId)]);
  return {
    alerts: rows.map((row) => fromRead(deps.secret, row)),
    limit: ALERT_LIMITS.perAccount,
    settings: settingsOf(settings),
    mail: {
      paused: Boolean(settings?.mailPausedAt),
      reason: settings?.mailPausedReason ?? null,
      paused_at: settings?.mailPausedAt?.toISOString() ?? null,
    },
  };
}

/** The query as stored: the feed's filters, and compiled for matching (matching.ts). */
function compiled(query: AlertQuery) {
  const text = compileSearchText(query.q);
  return {
    q: query.q ?? null,
    tagLabels: query.tags,
    eventType: query.event ?? null,
    words: text?.tsquery ? sql`to_tsquery('simple', ${text.tsquery})` : null,
    pattern: text?.pattern ?? null,
  };
}

/** Saves a search (at most 25 per account: creates are serialized on the account's settings row). */
export async function createAlert(
  deps: AlertDeps,
  userId: string,
  input: { name: string; query: AlertQuery; frequency?: AlertFrequency },
): Promise<SavedSearch> {
  const entity = input.query.entity ? await findCanonicalEntity(deps.db, input.query.entity) : undefined;
  if (input.query.entity && !entity) {
    throw new AppError("unprocessable", ALERT_ENTITY_MESSAGE, { fields: { "query.entity": ALERT_ENTITY_MESSAGE } });
  }
  const id = await deps.db.transaction(async (tx) => {
    await tx.insert(alertSettings).values({ userId }).onConflictDoNothing();
    const [settings] = await tx.select().from(alertSettings).where(eq(alertSettings.userId, userId)).for("update");
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))) as [{ count: number }];
    if (count >= ALERT_LIMITS.perAccount) throw new AppError("conflict", ALERT_LIMIT_MESSAGE);
    const [same] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, userId),
          sql`${savedSearches.q} is not distinct from ${input.query.q ?? null}`,
          // The same tags in any order.
          sql`${savedSearches.tagLabels} @> ${sql.param(input.query.tags)}::text[] and ${savedSearches.tagLabels} <@ ${sql.param(input.query.tags)}::text[]`,
          sql`${savedSearches.entityId} is not distinct from ${entity?.id ?? null}::uuid`,
          sql`${savedSearches.eventType} is not distinct from ${input.query.event ?? null}`,
        ),
      )
      .limit(1);
    if (same) throw new AppError("conflict", ALERT_DUPLICATE_MESSAGE, { details: { id: same.id } });
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name: input.name,
        ...compiled(input.query),
        entityId: entity?.id ?? null,
        frequency: input.frequency ?? settings!.defaultFrequency,
        feedNonce: randomBytes(12).toString("base64url"),
      })
      .returning({ id: savedSearches.id });
    return row!.id;
  });
  return readOne(deps, userId, id);
}

export async function updateAlert(
  deps: AlertDeps,
  userId: string,
  id: string,
  changes: { name?: string; frequency?: AlertFrequency; paused?: boolean },
): Promise<SavedSearch> {
  const [row] = await deps.db
    .update(savedSearches)
    .set({ name: changes.name, frequency: changes.frequency, paused: changes.paused })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!row) throw NOT_FOUND();
  return readOne(deps, userId, id);
}

export async function deleteAlert(deps: AlertDeps, userId: string, id: string): Promise<void> {
  const [row] = await deps.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!row) throw NOT_FOUND();
}

/** A new private feed address: the nonce it is signed with changes, so the old one stops working. */
export async function renewFeed(deps: AlertDeps, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await deps.db
    .update(savedSearches)
    .set({ feedNonce: randomBytes(12).toString("base64url") })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!row) throw NOT_FOUND();
  return readOne(deps, userId, id);
}

export async function updateSettings(
  deps: AlertDeps,
  userId: string,
  changes: Partial<AlertSettings> & { resume_mail?: true },
): Promise<AlertSettings> {
  const values = {
    timeZone: changes.time_zone,
    digestHour: changes.digest_hour,
    digestWeekday: changes.digest_weekday,
    defaultFrequency: changes.default_frequency,
    ...(changes.resume_mail ? { mailPausedAt: null, mailPausedReason: null } : {}),
  };
  const [row] = await deps.db
    .insert(alertSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: alertSettings.userId, set: values })
    .returning();
  return settingsOf(row);
}

/** The saved search a token names, if it is intact and the search still exists. */
async function searchOfToken(deps: AlertDeps, token: string): Promise<SearchRow | null> {
  const id = tokenSearchId(token);
  if (!id) return null;
  const [row] = await deps.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
}

type UnsubscribeTarget = { row: SearchRow; scope: "search" | "daily" | "weekly" };

/** What an unsubscribe link turns off: its saved search, or (a digest's link) the account's digest of that frequency. */
async function unsubscribeTarget(deps: AlertDeps, token: string): Promise<UnsubscribeTarget | null> {
  const row = await searchOfToken(deps, token);
  if (!row) return null;
  if (verifyToken(deps.secret, "unsubscribe", token, row.id, row.userId)) return { row, scope: "search" };
  for (const kind of ["daily", "weekly"] as const) {
    if (verifyToken(deps.secret, "digest", token, row.id, `${row.userId}\n${kind}`)) return { row, scope: kind };
  }
  return null;
}

/** The words of the confirmation page: what the link turns off. */
export async function describeUnsubscribe(deps: AlertDeps, token: string): Promise<string | null> {
  const target = await unsubscribeTarget(deps, token);
  if (!target) return null;
  return target.scope === "search" ? `e-mail for the saved search “${target.row.name}”` : `your ${target.scope} digest e-mail`;
}

/** One-click unsubscribe (RFC 8058): the e-mail the link names is off from now on. Null for a forged or stale token. */
export async function unsubscribe(deps: AlertDeps, token: string): Promise<string | null> {
  const target = await unsubscribeTarget(deps, token);
  if (!target) return null;
  const { row, scope } = target;
  await deps.db
    .update(savedSearches)
    .set({ frequency: "off" })
    .where(
      scope === "search"
        ? eq(savedSearches.id, row.id)
        : and(eq(savedSearches.userId, row.userId), eq(savedSearches.frequency, scope)),
    );
  return scope === "search" ? `E-mail for the saved search “${row.name}” is now off.` : `Your ${scope} digest e-mail is now off.`;
}

/** What a private feed address shows: its saved search's name and the feed's filters; null when revoked or forged. */
export async function savedSearchFeed(
  deps: AlertDeps,
  token: string,
): Promise<{ name: string; filters: { q?: string; tags: string[]; entity?: string; event?: string } } | null> {
  const row = await searchOfToken(deps, token);
  if (!row || !verifyToken(deps.secret, "feed", token, row.id, `${row.userId}\n${row.feedNonce}`)) return null;
  const [entity] = row.entityId ? await deps.db.select({ slug: entities.slug }).from(entities).where(eq(entities.id, row.entityId)) : [];
  return {
    name: row.name,
    filters: { q: row.q ?? undefined, tags: row.tagLabels, entity: entity?.slug, event: row.eventType ?? undefined },
  };
}

/** A bounce or complaint: the account's alert e-mail waits until its owner resumes it on /alerts. */
export async function pauseMailOf(db: Database, address: string, reason: string): Promise<void> {
  await db.execute(sql`
    insert into ${alertSettings} (user_id, mail_paused_at, mail_paused_reason)
    select id, now(), ${reason} from "user" where lower(email) = lower(${address})
    on conflict (user_id) do update set mail_paused_at = excluded.mail_paused_at, mail_paused_reason = excluded.mail_paused_reason`);
}
