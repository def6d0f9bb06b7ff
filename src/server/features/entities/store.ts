import { and, eq, like, sql } from "drizzle-orm";
import type { Database } from "@/server/core/db/client";
import { entities, entityAliases, entityIdentifiers, entityMentions, newsItems } from "@/server/core/db/schema";
import { REVIEW_BELOW, foldName, recognize, registryEntity, type Mention, type RecognizedEvent } from "@/server/core/recognize";
import { learnedNames } from "./learned-names";
import { cjkLanguageOf } from "@/shared/scripts";
import { entitySlug } from "@/shared/entities/keys";
import type { EntityRef, NewsEvent } from "@/shared/entities/vocabulary";

// Recognition written down: each mention resolved to one entity row (identifiers first, then the
// entity's key, then a name it is known by), one mention row per entity and item, and the item's
// events with links to the entities they are about.

export type EntityRow = { id: string; slug: string; name: string; type: EntityRef["type"]; mergedInto: string | null };

export const ENTITY_COLUMNS = { id: entities.id, slug: entities.slug, name: entities.name, type: entities.type, mergedInto: entities.mergedInto };
// A merge may be merged again; a longer chain is a loop an editor made, and stops here.
export const MERGE_HOPS_MAX = 5;

async function followMerges(db: Database, row: EntityRow): Promise<EntityRow> {
  let current = row;
  for (let hop = 0; current.mergedInto && hop < MERGE_HOPS_MAX; hop += 1) {
    const [next] = await db.select(ENTITY_COLUMNS).from(entities).where(eq(entities.id, current.mergedInto));
    if (!next) break;
    current = next;
  }
  return current;
}

/** Character trigrams of a folded name, padded so that its first and last letters count. */
function trigrams(name: string): Set<string> {
  const padded = `  ${name} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  return grams;
}

function similarity(a: string, b: string): number {
  const [left, right] = [trigrams(a), trigrams(b)];
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

// Below this a name is another entity; at or above it the link is made, for an editor to confirm.
const FUZZY_MIN = 0.7;
// Names that short ("Acme Bio") are too easily alike.
const FUZZY_CHARS_MIN = 6;

/**
 * An entity of the same type whose name is spelt almost the same ("Zenara Bioscience" beside
 * "Zenara Biosciences"): the candidates share the name's first three letters; trigram similarity
 * (as pg_trgm counts it) decides.
 */
async function findSimilar(db: Database, mention: Mention): Promise<(EntityRow & { similarity: number }) | undefined> {
  const folded = foldName(mention.name);
  if (mention.known || folded.length < FUZZY_CHARS_MIN) return undefined;
  const candidates = await db
    .select({ ...ENTITY_COLUMNS, aliasNorm: entityAliases.aliasNorm })
    .from(entityAliases)
    .innerJoin(entities, eq(entities.id, entityAliases.entityId))
    .where(and(eq(entities.type, mention.type), like(entityAliases.aliasNorm, `${folded.slice(0, 3)}%`)))
    .limit(200);
  const scored = candidates.map(({ aliasNorm, ...row }) => ({ ...row, similarity: similarity(folded, aliasNorm) }));
  return scored.filter((row) => row.similarity >= FUZZY_MIN).sort((a, b) => b.similarity - a.similarity)[0];
}

async function findExisting(db: Database, mention: Mention): Promise<EntityRow | undefined> {
  for (const { scheme, value } of mention.identifiers) {
    const [row] = await db
      .select(ENTITY_COLUMNS)
      .from(entityIdentifiers)
      .innerJoin(entities, eq(entities.id, entityIdentifiers.entityId))
      .where(and(eq(entityIdentifiers.scheme, scheme), eq(entityIdentifiers.value, value)));
    if (row) return row;
  }
  const [byKey] = await db.select(ENTITY_COLUMNS).from(entities).where(eq(entities.key, mention.key));
  if (byKey) return byKey;
  // A name no registry knows may be one an editor or an earlier article gave an entity.
  const [byAlias] = await db
    .select(ENTITY_COLUMNS)
    .from(entityAliases)
    .innerJoin(entities, eq(entities.id, entityAliases.entityId))
    .where(and(eq(entityAliases.aliasNorm, foldName(mention.name)), eq(entities.type, mention.type)))
    .limit(1);
  return byAlias;
}

async function createEntity(db: Database, mention: Mention): Promise<EntityRow> {
  const entry = mention.known ? registryEntity(mention.key) : undefined;
  const [created] = await db
    .insert(entities)
    .values({ key: mention.key, slug: entitySlug(mention.key), type: mention.type, name: entry?.name ?? mention.name, known: Boolean(entry) })
    .onConflictDoNothing({ target: entities.key })
    .returning(ENTITY_COLUMNS);
  // Another save made it first: use that one.
  const row = created ?? (await db.select(ENTITY_COLUMNS).from(entities).where(eq(entities.key, mention.key)))[0]!;
  const names = new Map<string, string>();
  for (const name of [row.name, ...(entry?.aliases ?? []), mention.text]) {
    const norm = foldName(name);
    if (norm && !names.has(norm)) names.set(norm, name);
  }
  await db
    .insert(entityAliases)
    .values([...names].map(([aliasNorm, alias]) => ({ entityId: row.id, alias, aliasNorm, script: cjkLanguageOf(alias) })))
    .onConflictDoNothing();
  const identifiers = [...(entry?.identifiers ?? []), ...mention.identifiers];
  if (identifiers.length) {
    await db
      .insert(entityIdentifiers)
      .values(identifiers.map(({ scheme, value }) => ({ scheme, value, entityId: row.id })))
      .onConflictDoNothing();
  }
  return row;
}

type Resolved = { row: EntityRow; method: MentionRow["method"]; confidence: number };
type MentionRow = typeof entityMentions.$inferInsert;

/** The entity a mention stands for, made if none is; a link by likeness alone is kept below the confidence at which an editor need not look. */
async function resolveMention(db: Database, mention: Mention): Promise<Resolved> {
  const existing = await findExisting(db, mention);
  if (existing) return { row: await followMerges(db, existing), method: mention.method, confidence: mention.confidence };
  const similar = await findSimilar(db, mention);
  if (similar) return { row: await followMerges(db, similar), method: "fuzzy", confidence: Math.min(mention.confidence, similar.similarity) * REVIEW_BELOW };
  return { row: await createEntity(db, mention), method: mention.method, confidence: mention.confidence };
}

/**
 * Recognizes `text` as an item's filing does and finds, by mention key, the entity each mention
 * already stands for (merges followed), making none: what catalysts read an item's entities by.
 * A name nothing resolved before is left out.
 */
export async function recognizeKnownEntities(db: Database, text: string) {
  const recognition = recognize(text, await learnedNames(db));
  const found = new Map<string, EntityRow>();
  for (const mention of recognition.mentions) {
    if (found.has(mention.key)) continue;
    const row = (await findExisting(db, mention)) ?? (await findSimilar(db, mention));
    if (row) found.set(mention.key, await followMerges(db, row));
  }
  return { recognition, entities: found };
}

/** The entity a mention stands for, made as an item's filing would make it when none is (merges followed). */
export async function resolveEntity(db: Database, mention: Mention): Promise<EntityRow> {
  return (await resolveMention(db, mention)).row;
}

/** The sentence around a mention, as written, for the mention row and the entity page. */
function passageAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 300), start);
  const after = text.slice(end, end + 300);
  const opening = Math.max(...[".", "。", "!", "?", "！", "？", "\n"].map((mark) => before.lastIndexOf(mark)));
  const closing = after.search(/[.。!?！？\n]/u);
  return `${before.slice(opening + 1)}${text.slice(start, end)}${closing === -1 ? after : after.slice(0, closing + 1)}`.trim();
}

export const refOf = (row: EntityRow): EntityRef => ({ slug: row.slug, name: row.name, type: row.type });

function eventOf(event: RecognizedEvent, refs: ReadonlyMap<string, EntityRef>): NewsEvent {
  return {
    type: event.type,
    detail: event.detail,
    outcome: event.outcome,
    regulator: event.regulator ? (refs.get(event.regulator) ?? null) : null,
    subjects: event.subjects.flatMap((key) => refs.get(key) ?? []),
    figures: [...event.figures],
    quote: event.quote,
    confidence: event.confidence,
  };
}

/**
 * Recognizes what an item's article is about and writes it: its mentions (replacing any before)
 * and its events. Runs in the caller's transaction, with the item written. `text` is the title,
 * a blank line, then the body: the original article when we have it.
 */
export async function recordRecognition(db: Database, newsItemId: string, text: string) {
  const recognition = recognize(text, await learnedNames(db));
  const refs = new Map<string, EntityRef>();
  const rows = new Map<string, { row: EntityRow; mentions: Mention[]; method: MentionRow["method"]; confidence: number }>();
  for (const mention of recognition.mentions) {
    const resolved = rows.get(mention.key) ?? (await resolveMention(db, mention));
    refs.set(mention.key, refOf(resolved.row));
    const group = rows.get(resolved.row.id) ?? { ...resolved, mentions: [] };
    group.mentions.push(mention);
    rows.set(resolved.row.id, group);
    rows.set(mention.key, group);
  }
  await db.delete(entityMentions).where(eq(entityMentions.newsItemId, newsItemId));
  const groups = [...new Set(rows.values())];
  if (groups.length) {
    await db.insert(entityMentions).values(
      groups.map(({ row, method, confidence, mentions: [first, ...rest] }) => ({
        newsItemId,
        entityId: row.id,
        surface: first!.text,
        quote: passageAround(text, first!.start, first!.end),
        method,
        confidence: method === "fuzzy" ? confidence : Math.max(confidence, ...rest.map((mention) => mention.confidence)),
        count: rest.length + 1,
      })),
    );
  }
  const events = recognition.events.map((event) => eventOf(event, refs));
  const entityLinks = [...new Map([...refs.values()].map((ref) => [ref.slug, ref])).values()];
  await db
    .update(newsItems)
    .set({ events, eventTypes: [...new Set(events.map((event) => event.type))], entityLinks, updatedAt: sql`${newsItems.updatedAt}` })
    .where(eq(newsItems.id, newsItemId));
  return { entityLinks, events, recognition };
}
