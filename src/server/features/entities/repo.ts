import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/core/db/client";
import type { Notifications } from "@/server/core/db/notifications";
import { keepWhileFeedUnchanged } from "@/server/core/http/feed-cache";
import { entities, entityAliases, entityIdentifiers, entityMentions, newsItems } from "@/server/core/db/schema";
import { foldAddressName, registryEntity, registryEntityByName } from "@/server/core/recognize";
import { ALIAS_SCRIPTS, ENTITY_TIMELINE_WEEKS, type EntityPage } from "@/shared/entities/contracts";
import { entitySlug } from "@/shared/entities/keys";
import { ENTITY_TYPE_NAMES } from "@/shared/entities/names";
import type { EntityType } from "@/shared/entities/vocabulary";
import { cjkLanguageOf } from "@/shared/scripts";

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

/** An address's type and the name in it: `company-pfizer-inc` → company, `pfizer-inc`; undefined when it names no type. */
function addressParts(slug: string): { type: EntityType; words: string } | undefined {
  const dash = slug.indexOf("-");
  const type = slug.slice(0, dash);
  return dash > 0 && Object.hasOwn(ENTITY_TYPE_NAMES, type) ? { type: type as EntityType, words: slug.slice(dash + 1) } : undefined;
}

/**
 * The entity an address names when it is no entity's own: a link made from a name as a source
 * writes it (a trial's sponsor "Pfizer Inc." → `company-pfizer-inc`), found by a name the entity
 * goes by, legal form aside. Merges are followed as for its own address.
 */
async function findEntityByAddressName(db: Database, slug: string): Promise<EntityRow | undefined> {
  const parts = addressParts(slug);
  const folded = parts && foldAddressName(parts.words);
  if (!parts || !folded) return undefined;
  const [named] = await db
    .select({ slug: entities.slug })
    .from(entityAliases)
    .innerJoin(entities, eq(entities.id, entityAliases.entityId))
    .where(and(eq(entityAliases.aliasNorm, folded), eq(entities.type, parts.type)))
    .orderBy(asc(entities.slug))
    .limit(1);
  return named && findCanonicalEntity(db, named.slug);
}

/** The registry's entry an address names, by its key or by a name it goes by; undefined for one the registry does not know. */
function registryEntryAt(slug: string) {
  const parts = addressParts(slug);
  if (!parts) return undefined;
  return registryEntity(`${parts.type}:${parts.words}`) ?? registryEntityByName(parts.type, foldAddressName(parts.words));
}

/** Names grouped by script, Latin first; each group in alphabetical order. */
function groupAliases(rows: readonly { alias: string; script: string | null }[]): EntityPage["aliases"] {
  return ALIAS_SCRIPTS.map((script) => ({
    script,
    names: rows
      .filter((row) => (row.script ?? "latin") === script)
      .map((row) => row.alias)
      .sort(),
  })).filter((group) => group.names.length > 0);
}

async function aliasGroups(db: Database, entityId: string): Promise<EntityPage["aliases"]> {
  const rows = await db
    .select({ alias: entityAliases.alias, script: entityAliases.script })
    .from(entityAliases)
    .where(eq(entityAliases.entityId, entityId))
    .orderBy(asc(entityAliases.alias));
  return groupAliases(rows);
}

/** Monday of the week `date` is in, UTC, as YYYY-MM-DD (what Postgres's date_trunc('week') gives). */
function weekStart(date: Date): string {
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** The timeline's weeks, oldest first, ending with the one `now` is in. */
function timelineWeeks(now: Date): string[] {
  return Array.from({ length: ENTITY_TIMELINE_WEEKS }, (_, index) =>
    weekStart(new Date(now.getTime() - (ENTITY_TIMELINE_WEEKS - 1 - index) * 7 * 86_400_000)),
  );
}

/**
 * How many published items mention the entity, in all and per week of the timeline (oldest first,
 * the weeks nothing mentioned it at 0). One pass over its mentions, each item looked up by its key
 * (the lateral join keeps it so: the planner would rather hash the whole feed against them).
 * Drafts and rejected items are no one's news yet.
 */
async function publishedMentions(db: Database, entityId: string, now: Date): Promise<Pick<EntityPage, "news_count" | "timeline">> {
  const weeks = timelineWeeks(now);
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

/**
 * The page of an entity the registry knows that no article has mentioned yet: its names and
 * identifiers from the registry, no news.
 */
function registryPage(entry: NonNullable<ReturnType<typeof registryEntryAt>>, now: Date): EntityPage {
  const names = [...new Set([entry.name, ...entry.aliases])];
  return {
    slug: entitySlug(entry.key),
    name: entry.name,
    type: entry.type,
    known: true,
    aliases: groupAliases(names.map((alias) => ({ alias, script: cjkLanguageOf(alias) }))),
    identifiers: (entry.identifiers ?? [])
      .map(({ scheme, value }) => ({ scheme, value }))
      .sort((a, b) => a.scheme.localeCompare(b.scheme) || a.value.localeCompare(b.value)),
    news_count: 0,
    timeline: timelineWeeks(now).map((week) => ({ week, count: 0 })),
  };
}

/**
 * The entity page of `slug`: its canonical entity's; else that of the entity a name in the
 * address stands for; else the registry's entry of that name, with no news yet. Undefined for a
 * name neither the database nor the registry knows.
 */
export async function readEntityPage(db: Database, slug: string, now = new Date()): Promise<EntityPage | undefined> {
  let entity = (await findCanonicalEntity(db, slug)) ?? (await findEntityByAddressName(db, slug));
  if (!entity) {
    const entry = registryEntryAt(slug);
    if (!entry) return undefined;
    // Stored under the registry's key, by a name this address does not spell.
    entity = await findCanonicalEntity(db, entitySlug(entry.key));
    if (!entity) return registryPage(entry, now);
  }
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

/** Entity pages kept in memory, the most recently read last: a few MB at most. */
const MAX_KEPT_PAGES = 1_000;

/**
 * readEntityPage, kept for the next reader while the feed version stays the same (as the feed's and
 * the items' answers): a publication, an edit, an un-publication or an editor's change to an entity
 * moves it (review.ts). A page is kept for its UTC day at most, since its timeline ends with this week.
 */
export function entityPages(db: Database, notifications: Notifications): (slug: string) => Promise<EntityPage | undefined> {
  const keep = keepWhileFeedUnchanged<EntityPage>(db, notifications, MAX_KEPT_PAGES);
  return async (slug) => (await keep(`${new Date().toISOString().slice(0, 10)} ${slug}`, async () => (await readEntityPage(db, slug)) ?? null)) ?? undefined;
}
