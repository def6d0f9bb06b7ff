import { and, asc, desc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Catalyst, CatalystFilter } from "@/shared/catalysts/contracts";
import type { EntityRef } from "@/shared/entities/vocabulary";
import type { Database } from "../../core/db/client";
import { decodeCursor, encodeCursor } from "../../core/db/cursor";
import { catalysts, entities, newsItems } from "../../core/db/schema";
import { findCanonicalEntity } from "../entities";

// The calendar read from the database: accepted catalysts with the calendar's filters, upcoming
// soonest first or past latest first, a keyset page at a time; and the editors' queue.

const INVALID_CURSOR = "This page of the calendar is out of date: open the calendar again.";

/** The calendar's day: dates are days without a time zone, so "today" is UTC's. */
const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

const ROW_COLUMNS = {
  catalyst: catalysts,
  source: { title: newsItems.title, sourceUrl: newsItems.sourceUrl, language: newsItems.languageDetected, status: newsItems.status },
};
type CatalystRow = { catalyst: typeof catalysts.$inferSelect; source: { title: string; sourceUrl: string; language: string | null; status: string } };

const ENTITY_COLUMNS = ["companyId", "assetId", "indicationId", "trialId", "regulatorId"] as const;

/** Each entity id's canonical entity as a link: a merged entity shows as the one it was merged into (merges point straight at it). */
async function entityRefs(db: Database, ids: readonly string[]): Promise<Map<string, EntityRef>> {
  if (ids.length === 0) return new Map();
  const merged = alias(entities, "merged");
  const rows = await db
    .select({
      id: entities.id,
      slug: sql<string>`coalesce(${merged.slug}, ${entities.slug})`,
      name: sql<string>`coalesce(${merged.name}, ${entities.name})`,
      type: sql<EntityRef["type"]>`coalesce(${merged.type}, ${entities.type})`,
    })
    .from(entities)
    .leftJoin(merged, eq(merged.id, entities.mergedInto))
    .where(inArray(entities.id, [...ids]));
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}

/** The catalysts as the API gives them; an expected or estimated one whose date has passed is missed. */
async function toCatalysts(db: Database, rows: readonly CatalystRow[], today: string): Promise<Catalyst[]> {
  const ids = new Set(rows.flatMap(({ catalyst }) => ENTITY_COLUMNS.flatMap((column) => catalyst[column] ?? [])));
  const refs = await entityRefs(db, [...ids]);
  const refOf = (id: string | null) => (id ? (refs.get(id) ?? null) : null);
  return rows.map(({ catalyst, source }) => ({
    id: catalyst.id,
    type: catalyst.type,
    detail: catalyst.detail,
    status: catalyst.status !== "happened" && catalyst.dateEnd < today ? "missed" : catalyst.status,
    outcome: catalyst.outcome,
    date: { start: catalyst.dateStart, end: catalyst.dateEnd, precision: catalyst.precision, text: catalyst.dateText },
    company: refOf(catalyst.companyId),
    asset: refOf(catalyst.assetId),
    indication: refOf(catalyst.indicationId),
    trial: refOf(catalyst.trialId),
    regulator: refOf(catalyst.regulatorId),
    quote: catalyst.quote,
    method: catalyst.method,
    confidence: catalyst.confidence,
    source: {
      news_item_id: catalyst.sourceItemId,
      title: source.title,
      source_url: source.sourceUrl,
      language: source.language,
      published: source.status === "published",
    },
    history: catalyst.history,
    review: catalyst.review,
    updated_at: catalyst.updatedAt.toISOString(),
  }));
}

const selectRows = (db: Database) => db.select(ROW_COLUMNS).from(catalysts).innerJoin(newsItems, eq(newsItems.id, catalysts.sourceItemId));

/** Rows whose entity column stands for `id`: it, or an entity merged into it (merges point straight at the one joined). */
export const standsFor = (column: AnyPgColumn, id: string) => sql`${column} in (select e.id from ${entities} e where e.id = ${id} or e.merged_into = ${id})`;

const FIRST_DAY = "0001-01-01";

/** The filters' conditions; null when a filter names an entity nobody knows (then nothing matches). */
async function filterConditions(db: Database, filter: CatalystFilter, today: string): Promise<SQL[] | null> {
  const conditions: (SQL | undefined)[] = [eq(catalysts.review, "accepted")];
  const slugs = { regulator: filter.regulator, company: filter.company, entity: filter.entity };
  const found: Partial<Record<keyof typeof slugs, string>> = {};
  for (const [key, slug] of Object.entries(slugs) as [keyof typeof slugs, string | undefined][]) {
    if (!slug) continue;
    // A regulator may be named without its type: ?regulator=fda.
    const entity = (await findCanonicalEntity(db, slug)) ?? (key === "regulator" ? await findCanonicalEntity(db, `regulator-${slug}`) : undefined);
    if (!entity) return null;
    found[key] = entity.id;
  }
  if (filter.type.length) conditions.push(inArray(catalysts.type, filter.type));
  if (found.regulator) conditions.push(standsFor(catalysts.regulatorId, found.regulator));
  if (found.company) conditions.push(standsFor(catalysts.companyId, found.company));
  if (found.entity) {
    const id = found.entity;
    conditions.push(sql`(${sql.join([catalysts.companyId, catalysts.assetId, catalysts.indicationId, catalysts.trialId].map((column) => standsFor(column, id)), sql` or `)})`);
  }
  if (filter.tag) conditions.push(sql`${newsItems.tagLabels} @> array[${filter.tag}]::text[]`);
  // PostgreSQL's dates start in year 1: an earlier "from" or "to" is read as its first day.
  if (filter.from) conditions.push(gte(catalysts.dateEnd, filter.from < FIRST_DAY ? FIRST_DAY : filter.from));
  if (filter.to) conditions.push(lte(catalysts.dateStart, filter.to < FIRST_DAY ? FIRST_DAY : filter.to));
  if (filter.when === "upcoming") conditions.push(gte(catalysts.dateEnd, today));
  if (filter.when === "past") conditions.push(lt(catalysts.dateEnd, today));
  return conditions.filter((condition) => condition !== undefined);
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The public calendar: accepted catalysts (whatever their source item's state: an editor vouched
 * for them; `source.published` says whether its page can be opened). Upcoming (not yet ended)
 * soonest first, past latest first, all soonest first; a keyset cursor on the ordering day and id.
 */
export async function listCatalysts(
  db: Database,
  options: { filter: CatalystFilter; cursor?: string; limit: number; today?: string },
): Promise<{ catalysts: Catalyst[]; next_cursor: string | null }> {
  const today = options.today ?? utcToday();
  const after = decodeCursor(options.cursor, INVALID_CURSOR);
  const conditions = await filterConditions(db, options.filter, today);
  if (!conditions) return { catalysts: [], next_cursor: null };
  const isPast = options.filter.when === "past";
  const day = isPast ? catalysts.dateEnd : catalysts.dateStart;
  if (after) conditions.push(sql`(${day}, ${catalysts.id}) ${isPast ? sql`<` : sql`>`} (${dayOf(after.at)}::date, ${after.id}::uuid)`);
  const order = isPast ? [desc(day), desc(catalysts.id)] : [asc(day), asc(catalysts.id)];
  const rows = await selectRows(db)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1)?.catalyst;
  const next = rows.length > options.limit && last ? encodeCursor(new Date(`${isPast ? last.dateEnd : last.dateStart}T00:00:00Z`), last.id) : null;
  return { catalysts: await toCatalysts(db, page, today), next_cursor: next };
}

/** Catalysts to review: the extracted ones waiting for an editor, surest first, then oldest. */
export async function listCatalystsToReview(db: Database, limit: number, today = utcToday()): Promise<Catalyst[]> {
  const rows = await selectRows(db)
    .where(eq(catalysts.review, "pending"))
    .orderBy(desc(catalysts.confidence), asc(catalysts.createdAt), asc(catalysts.id))
    .limit(limit);
  return toCatalysts(db, rows, today);
}

/** One catalyst as the API gives it, whatever its review; undefined when there is none. */
export async function readCatalyst(db: Database, id: string, today = utcToday()): Promise<Catalyst | undefined> {
  const rows = await selectRows(db).where(eq(catalysts.id, id));
  return (await toCatalysts(db, rows, today))[0];
}
