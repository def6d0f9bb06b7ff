import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/core/db/client";
import { entities, entityAliases, entityIdentifiers, entityMentions, newsItems } from "@/server/core/db/schema";
import { ALIAS_SCRIPTS, ENTITY_TIMELINE_WEEKS, type EntityPage } from "@/shared/entities/contracts";

// An entity's page read from the database: the canonical row, its names and identifiers, and how
// often published news mentions it.

// A merge may be merged again; a longer chain is a loop an editor made, and stops there (as store.ts).
const MERGE_HOPS_MAX = 5;

type EntityRow = Pick<EntityPage, "slug" | "name" | "type" | "known"> & { id: string };

/** The entity at `slug`, or the one it was merged into (followed to the end of the chain); undefined when unknown. */
export async function findCanonicalEntity(db: Database, slug: string): Promise<EntityRow | undefined> {
  const result = (await db.execute(sql`
    with recursive chain(id, merged_into, hops) as (
      select ${entities.id}, ${entities.mergedInto}, 0 from ${entities} where ${entities.slug} = ${slug}
      union all
      select e.id, e.merged_into, chain.hops + 1 from ${entities} e join chain on e.id = chain.merged_into
      where chain.hops < ${MERGE_HOPS_MAX}
    )
    select id from chain order by hops desc limit 1`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db
    .select({ id: entities.id, slug: entities.slug, name: entities.name, type: entities.type, known: entities.known })
    .from(entities)
    .where(eq(entities.id, id));
  return row;
}

async function aliasGroups(db: Database, entityId: string): Promise<EntityPage["aliases"]> {
  const rows = await db
    .select({ alias: entityAliases.alias, script: entityAliases.script })
    .from(entityAliases)
    .where(eq(entityAliases.entityId, entityId))
    .orderBy(asc(entityAliases.alias));
  return ALIAS_SCRIPTS.map((script) => ({
    script,
    names: rows.filter((row) => (row.script ?? "latin") === script).map((row) => row.alias),
  })).filter((group) => group.names.length > 0);
}

// Mentions in published items only: a draft or a rejected item is no one's news yet.
const publishedMentions = (entityId: string) =>
  and(eq(entityMentions.entityId, entityId), eq(newsItems.status, "published"));

async function newsCount(db: Database, entityId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(entityMentions)
    .innerJoin(newsItems, eq(newsItems.id, entityMentions.newsItemId))
    .where(publishedMentions(entityId));
  return row?.count ?? 0;
}

/** Monday of the week `date` is in, UTC, as YYYY-MM-DD (what Postgres's date_trunc('week') gives). */
function weekStart(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** Every week of the timeline, oldest first, with the weeks nothing mentioned it at 0. */
async function weeklyMentions(db: Database, entityId: string, now: Date): Promise<EntityPage["timeline"]> {
  const weeks = Array.from({ length: ENTITY_TIMELINE_WEEKS }, (_, index) =>
    weekStart(new Date(now.getTime() - (ENTITY_TIMELINE_WEEKS - 1 - index) * 7 * 86_400_000)),
  );
  const week = sql<string>`to_char(date_trunc('week', ${newsItems.feedAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, count: sql<number>`count(*)::int` })
    .from(entityMentions)
    .innerJoin(newsItems, eq(newsItems.id, entityMentions.newsItemId))
    .where(and(publishedMentions(entityId), sql`${newsItems.feedAt} >= ${weeks[0]}::timestamp at time zone 'UTC'`))
    .groupBy(week);
  const counts = new Map(rows.map((row) => [row.week, row.count]));
  return weeks.map((start) => ({ week: start, count: counts.get(start) ?? 0 }));
}

/** The entity page of `slug` (its canonical entity's), or undefined for an unknown slug. */
export async function readEntityPage(db: Database, slug: string, now = new Date()): Promise<EntityPage | undefined> {
  const entity = await findCanonicalEntity(db, slug);
  if (!entity) return undefined;
  const [aliases, identifiers, count, timeline] = await Promise.all([
    aliasGroups(db, entity.id),
    db
      .select({ scheme: entityIdentifiers.scheme, value: entityIdentifiers.value })
      .from(entityIdentifiers)
      .where(eq(entityIdentifiers.entityId, entity.id))
      .orderBy(asc(entityIdentifiers.scheme), asc(entityIdentifiers.value)),
    newsCount(db, entity.id),
    weeklyMentions(db, entity.id, now),
  ]);
  const { slug: canonicalSlug, name, type, known } = entity;
  return { slug: canonicalSlug, name, type, known, aliases, identifiers, news_count: count, timeline };
}
