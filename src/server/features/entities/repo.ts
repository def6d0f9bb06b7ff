import { asc, eq, sql } from "drizzle-orm";
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

/** Monday of the week `date` is in, UTC, as YYYY-MM-DD (what Postgres's date_trunc('week') gives). */
function weekStart(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/**
 * How many published items mention the entity, in all and per week of the timeline (oldest first,
 * the weeks nothing mentioned it at 0). One pass over its mentions, each item looked up by its key
 * (the lateral join keeps it so: the planner would rather hash the whole feed against them).
 * Drafts and rejected items are no one's news yet.
 */
async function publishedMentions(db: Database, entityId: string, now: Date): Promise<Pick<EntityPage, "news_count" | "timeline">> {
  const weeks = Array.from({ length: ENTITY_TIMELINE_WEEKS }, (_, index) =>
    weekStart(new Date(now.getTime() - (ENTITY_TIMELINE_WEEKS - 1 - index) * 7 * 86_400_000)),
  );
  const result = (await db.execute(sql`
    select to_char(date_trunc('week', item.feed_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as count
    from (select ${entityMentions.newsItemId} as news_item_id from ${entityMentions} where ${entityMentions.entityId} = ${entityId} offset 0) as mention
    cross join lateral (
      select ${newsItems.feedAt} as feed_at from ${newsItems} where ${newsItems.id} = mention.news_item_id and ${newsItems.status} = 'published'
    ) as item
    group by 1`)) as unknown as { rows: { week: string; count: number }[] };
  const counts = new Map(result.rows.map((row) => [row.week, row.count]));
  return {
    news_count: result.rows.reduce((sum, row) => sum + row.count, 0),
    timeline: weeks.map((week) => ({ week, count: counts.get(week) ?? 0 })),
  };
}

/** The entity page of `slug` (its canonical entity's), or undefined for an unknown slug. */
export async function readEntityPage(db: Database, slug: string, now = new Date()): Promise<EntityPage | undefined> {
  const entity = await findCanonicalEntity(db, slug);
  if (!entity) return undefined;
  const [aliases, identifiers, mentions] = await Promise.all([
    aliasGroups(db, entity.id),
    db
      .select({ scheme: entityIdentifiers.scheme, value: entityIdentifiers.value })
      .from(entityIdentifiers)
      .where(eq(entityIdentifiers.entityId, entity.id))
      .orderBy(asc(entityIdentifiers.scheme), asc(entityIdentifiers.value)),
    publishedMentions(db, entity.id, now),
  ]);
  const { slug: canonicalSlug, name, type, known } = entity;
  return { slug: canonicalSlug, name, type, known, aliases, identifiers, ...mentions };
}
