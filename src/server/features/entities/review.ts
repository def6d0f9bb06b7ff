import { and, asc, desc, eq, inArray, isNull, like, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/server/core/db/client";
import { bumpFeedVersion } from "@/server/core/db/feed-version";
import { entities, entityAliases, entityIdentifiers, entityMentions, newsItems } from "@/server/core/db/schema";
import { AppError } from "@/server/core/errors";
import { REVIEW_BELOW, entityKey, foldName } from "@/server/core/recognize";
import { entitySlug } from "@/shared/entities/keys";
import type { EntityRef, NewsEvent } from "@/shared/entities/vocabulary";
import { cjkLanguageOf } from "@/shared/scripts";
import { findCanonicalEntity } from "./repo";

// What an editor does with the links recognition made (issue 17 §1): confirm a doubtful one, give
// an entity its right name, merge two entities that are one (the merged one's address then leads
// to the other), or split an item's mention off to an entity of its own.

const NOT_FOUND = "No entity has this address.";
const MERGED = "This entity was merged into another: correct that one.";

async function entityBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(entities).where(eq(entities.slug, slug));
  if (!row) throw new AppError("not_found", NOT_FOUND);
  return row;
}

/** The entity at `slug`, which must not have been merged: a merged entity's name and mentions live on the other one. */
async function unmergedBySlug(db: Database, slug: string) {
  const row = await entityBySlug(db, slug);
  if (row.mergedInto) throw new AppError("conflict", MERGED);
  return row;
}

const refOf = (row: { slug: string; name: string; type: EntityRef["type"] }): EntityRef => ({ slug: row.slug, name: row.name, type: row.type });

/**
 * The links stored with items (their entity links and their events' subjects and regulator), with
 * `from` now `to`; and the feed version moved, since readers' kept answers show names and links
 * (feed cards, item pages, entity pages, the entity filter). Every editor's change ends here.
 */
async function relinkItems(db: Database, itemIds: readonly string[], fromSlug: string, to: EntityRef): Promise<void> {
  const swap = (ref: EntityRef) => (ref.slug === fromSlug ? to : ref);
  const rows = itemIds.length
    ? await db.select({ id: newsItems.id, entityLinks: newsItems.entityLinks, events: newsItems.events }).from(newsItems).where(inArray(newsItems.id, [...itemIds]))
    : [];
  for (const row of rows) {
    const entityLinks = [...new Map(row.entityLinks.map(swap).map((ref) => [ref.slug, ref])).values()];
    const events: NewsEvent[] = row.events.map((event) => ({ ...event, regulator: event.regulator && swap(event.regulator), subjects: event.subjects.map(swap) }));
    await db.update(newsItems).set({ entityLinks, events }).where(eq(newsItems.id, row.id));
  }
  await bumpFeedVersion(db);
}

async function addAlias(db: Database, entityId: string, alias: string): Promise<void> {
  const aliasNorm = foldName(alias);
  if (aliasNorm) await db.insert(entityAliases).values({ entityId, alias, aliasNorm, script: cjkLanguageOf(alias) }).onConflictDoNothing();
}

/** The links made with less confidence than an editor can leave alone, newest item first. */
export async function listMentionsToReview(db: Database, limit: number) {
  return db
    .select({
      newsItemId: entityMentions.newsItemId,
      title: newsItems.title,
      surface: entityMentions.surface,
      quote: entityMentions.quote,
      method: entityMentions.method,
      confidence: entityMentions.confidence,
      entity: { slug: entities.slug, name: entities.name, type: entities.type },
    })
    .from(entityMentions)
    .innerJoin(entities, eq(entities.id, entityMentions.entityId))
    .innerJoin(newsItems, eq(newsItems.id, entityMentions.newsItemId))
    .where(lt(entityMentions.confidence, REVIEW_BELOW))
    .orderBy(desc(newsItems.createdAt), entities.name)
    .limit(limit);
}

/** An editor says the link is right: it no longer waits. */
export async function confirmMention(db: Database, slug: string, newsItemId: string): Promise<void> {
  const entity = await entityBySlug(db, slug);
  const confirmed = await db
    .update(entityMentions)
    .set({ method: "editor", confidence: 1 })
    .where(and(eq(entityMentions.entityId, entity.id), eq(entityMentions.newsItemId, newsItemId)))
    .returning({ id: entityMentions.newsItemId });
  if (!confirmed.length) throw new AppError("not_found", "This item does not mention this entity.");
}

/** The entity's shown name; its address stays, and the old name stays one of its aliases. */
export async function renameEntity(db: Database, slug: string, name: string): Promise<EntityRef> {
  return db.transaction(async (tx) => {
    const entity = await unmergedBySlug(tx, slug);
    await addAlias(tx, entity.id, entity.name);
    await addAlias(tx, entity.id, name);
    const [renamed] = await tx.update(entities).set({ name }).where(eq(entities.id, entity.id)).returning();
    const mentioned = await tx.select({ id: entityMentions.newsItemId }).from(entityMentions).where(eq(entityMentions.entityId, entity.id));
    await relinkItems(tx, mentioned.map((row) => row.id), slug, refOf(renamed!));
    return refOf(renamed!);
  });
}

/** Two entities that are one: `slug`'s names, identifiers and mentions go to `intoSlug`, and its address leads there. */
export async function mergeEntity(db: Database, slug: string, intoSlug: string): Promise<EntityRef> {
  return db.transaction(async (tx) => {
    // Both rows locked, in one order, before either is read: two editors merging A into B and B
    // into A at once would otherwise each see the other unmerged and leave a loop.
    await tx.select({ id: entities.id }).from(entities).where(inArray(entities.slug, [slug, intoSlug])).orderBy(entities.id).for("update");
    const from = await entityBySlug(tx, slug);
    const into = await entityBySlug(tx, intoSlug);
    if (from.id === into.id) throw new AppError("validation_failed", "An entity cannot be merged into itself: choose another one.", { fields: { into: "Choose another entity." } });
    if (from.mergedInto) throw new AppError("conflict", "This entity is already merged.");
    if (into.mergedInto) throw new AppError("conflict", "That entity was merged into another: merge into that one.");
    if (from.type !== into.type) throw new AppError("validation_failed", "Only entities of the same type can be merged.");
    const aliases = await tx.select().from(entityAliases).where(eq(entityAliases.entityId, from.id));
    for (const alias of aliases) await addAlias(tx, into.id, alias.alias);
    await tx.update(entityIdentifiers).set({ entityId: into.id }).where(eq(entityIdentifiers.entityId, from.id));
    const moved = await tx.select().from(entityMentions).where(eq(entityMentions.entityId, from.id));
    for (const mention of moved) {
      const [kept] = await tx.select().from(entityMentions).where(and(eq(entityMentions.entityId, into.id), eq(entityMentions.newsItemId, mention.newsItemId)));
      if (kept) {
        await tx
          .update(entityMentions)
          .set({ count: kept.count + mention.count, confidence: Math.max(kept.confidence, mention.confidence) })
          .where(and(eq(entityMentions.entityId, into.id), eq(entityMentions.newsItemId, mention.newsItemId)));
      } else {
        await tx.insert(entityMentions).values({ ...mention, entityId: into.id });
      }
    }
    await tx.delete(entityMentions).where(eq(entityMentions.entityId, from.id));
    await tx.update(entities).set({ mergedInto: into.id }).where(eq(entities.id, from.id));
    // What was merged into `from` before now leads to `into` in one step.
    await tx.update(entities).set({ mergedInto: into.id }).where(and(eq(entities.mergedInto, from.id), ne(entities.id, into.id)));
    await relinkItems(tx, moved.map((mention) => mention.newsItemId), from.slug, refOf(into));
    return refOf(into);
  });
}

/** An item's mention is another entity than the one it was linked to: it moves to an entity of that name (made if none). */
export async function splitMention(db: Database, slug: string, newsItemId: string, name: string): Promise<EntityRef> {
  return db.transaction(async (tx) => {
    const entity = await entityBySlug(tx, slug);
    const [mention] = await tx.select().from(entityMentions).where(and(eq(entityMentions.entityId, entity.id), eq(entityMentions.newsItemId, newsItemId)));
    if (!mention) throw new AppError("not_found", "This item does not mention this entity.");
    const key = entityKey(entity.type, name);
    if (key === entity.key) throw new AppError("validation_failed", "Name another entity to split this mention off to.");
    await tx.insert(entities).values({ key, slug: entitySlug(key), type: entity.type, name }).onConflictDoNothing({ target: entities.key });
    const [named] = await tx.select().from(entities).where(eq(entities.key, key));
    // A name whose entity was merged means the one it was merged into.
    const target = named!.mergedInto ? await findCanonicalEntity(tx, named!.slug) : named;
    if (target!.id === entity.id) throw new AppError("validation_failed", "That name is this entity's: name another entity to split this mention off to.", { fields: { name: "Name another entity." } });
    await addAlias(tx, target!.id, name);
    await tx.delete(entityMentions).where(and(eq(entityMentions.entityId, entity.id), eq(entityMentions.newsItemId, newsItemId)));
    await tx.insert(entityMentions).values({ ...mention, entityId: target!.id, method: "editor", confidence: 1 }).onConflictDoNothing();
    await relinkItems(tx, [newsItemId], entity.slug, refOf(target!));
    return refOf(target!);
  });
}

// What an address may hold besides letters and digits (keys.ts): never a LIKE wildcard.
const SLUG_TEXT = /^[\p{L}\p{N}-]+$/u;

/**
 * Entities an editor may merge into: not merged themselves, of `type` when given, whose address or
 * one of whose names contains the query (folded as names are), shortest name first.
 */
export async function searchEntities(db: Database, query: string, type: EntityRef["type"] | undefined, limit: number): Promise<EntityRef[]> {
  const folded = foldName(query);
  const slugText = query.trim().toLowerCase();
  // Folded names hold letters and digits only, so neither pattern holds a wildcard of its own.
  const matches: SQL[] = [];
  if (folded) matches.push(like(entityAliases.aliasNorm, `%${folded}%`));
  if (SLUG_TEXT.test(slugText)) matches.push(like(entities.slug, `%${slugText}%`));
  if (!matches.length) return [];
  const rows = await db
    .selectDistinct({ slug: entities.slug, name: entities.name, type: entities.type, length: sql<number>`length(${entities.name})` })
    .from(entities)
    .leftJoin(entityAliases, eq(entityAliases.entityId, entities.id))
    .where(and(isNull(entities.mergedInto), type ? eq(entities.type, type) : undefined, or(...matches)))
    .orderBy(sql`length(${entities.name})`, asc(entities.name))
    .limit(limit);
  return rows.map(refOf);
}
