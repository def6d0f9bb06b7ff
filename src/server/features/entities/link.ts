import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Database } from "@/server/core/db/client";
import { entities, entityAliases, entityIdentifiers } from "@/server/core/db/schema";
import { REVIEW_BELOW, foldName, recognize, registryEntity, type Identifier, type Mention } from "@/server/core/recognize";
import { entitySlug } from "@/shared/entities/keys";
import { RESULT_ENTITIES_MAX, type EntityRef } from "@/shared/entities/vocabulary";
import { learnedNames } from "./learned-names";
import { ENTITY_COLUMNS, MERGE_HOPS_MAX, refOf, type EntityRow } from "./store";

// Links from what an intelligence source answers (a trial's sponsor, a preprint's abstract, a
// filing's registrant) to the entity pages that exist (issue 17 §4). A chip must be certain: an
// identifier, the entity's key or an exact name of its type, never likeness, and nothing is made.

/** What one result names: its text, and identifiers it carries as data (a filing's CIK). */
export type LinkSource = { text: string; identifiers?: readonly Identifier[] };

const identifierId = ({ scheme, value }: Identifier) => `${scheme} ${value}`;
const aliasId = (type: string, norm: string) => `${type} ${norm}`;

/** Every row the found ones were merged into, fetched a link of the chains at a time. */
async function withMergeTargets(db: Database, found: readonly EntityRow[]): Promise<Map<string, EntityRow>> {
  const byId = new Map(found.map((row) => [row.id, row]));
  for (let hop = 0; hop < MERGE_HOPS_MAX; hop += 1) {
    const missing = [...new Set([...byId.values()].flatMap((row) => (row.mergedInto && !byId.has(row.mergedInto) ? [row.mergedInto] : [])))];
    if (missing.length === 0) break;
    for (const row of await db.select(ENTITY_COLUMNS).from(entities).where(inArray(entities.id, missing))) byId.set(row.id, row);
  }
  return byId;
}

function canonical(byId: ReadonlyMap<string, EntityRow>, row: EntityRow): EntityRow {
  let current = row;
  for (let hop = 0; current.mergedInto && hop < MERGE_HOPS_MAX; hop += 1) {
    const next = byId.get(current.mergedInto);
    if (!next) break;
    current = next;
  }
  return current;
}

/** The stored rows the identifiers, keys and names stand for: three queries whatever their number. */
async function findStored(db: Database, identifiers: readonly Identifier[], mentions: readonly Mention[]) {
  const keys = [...new Set(mentions.map((mention) => mention.key))];
  const norms = [...new Set(mentions.map((mention) => foldName(mention.name)).filter(Boolean))];
  const types = [...new Set(mentions.map((mention) => mention.type))];
  const [byIdentifier, byKey, byAlias] = await Promise.all([
    identifiers.length
      ? db
          .select({ ...ENTITY_COLUMNS, scheme: entityIdentifiers.scheme, value: entityIdentifiers.value })
          .from(entityIdentifiers)
          .innerJoin(entities, eq(entities.id, entityIdentifiers.entityId))
          .where(or(...identifiers.map(({ scheme, value }) => and(eq(entityIdentifiers.scheme, scheme), eq(entityIdentifiers.value, value)))))
      : [],
    keys.length ? db.select({ ...ENTITY_COLUMNS, key: entities.key }).from(entities).where(inArray(entities.key, keys)) : [],
    norms.length
      ? db
          .select({ ...ENTITY_COLUMNS, aliasNorm: entityAliases.aliasNorm })
          .from(entityAliases)
          .innerJoin(entities, eq(entities.id, entityAliases.entityId))
          .where(and(inArray(entityAliases.aliasNorm, norms), inArray(entities.type, types)))
          .orderBy(asc(entities.slug))
      : [],
  ]);
  const strip = <T extends EntityRow>({ id, slug, name, type, mergedInto }: T): EntityRow => ({ id, slug, name, type, mergedInto });
  const aliases = new Map<string, EntityRow>();
  for (const row of byAlias) if (!aliases.has(aliasId(row.type, row.aliasNorm))) aliases.set(aliasId(row.type, row.aliasNorm), strip(row));
  return {
    identifiers: new Map(byIdentifier.map((row) => [identifierId(row as Identifier), strip(row)])),
    keys: new Map(byKey.map((row) => [row.key, strip(row)])),
    aliases,
  };
}

/**
 * The entities each source names that have a page, in order of first mention (its identifiers
 * first), each once, at most `limit`: stored ones found as an item's filing finds them
 * (identifiers, then key, then a name of the same type; merges followed), else the registry's
 * entry, whose page shows without news. A name nothing knows, or recognized with too little
 * confidence to stand without an editor, gets none. A fixed number of queries for any number of
 * sources: the learned names' state, three lookups, and one per merge hop.
 */
export async function linkKnownEntities(db: Database, sources: readonly LinkSource[], limit = RESULT_ENTITIES_MAX): Promise<EntityRef[][]> {
  if (sources.length === 0) return [];
  const learned = await learnedNames(db);
  const named = sources.map((source) => ({
    identifiers: source.identifiers ?? [],
    mentions: recognize(source.text, learned).mentions.filter((mention) => mention.confidence >= REVIEW_BELOW),
  }));
  const mentions = named.flatMap((source) => source.mentions);
  const identifiers = [
    ...new Map(
      [...named.flatMap((source) => source.identifiers), ...mentions.flatMap((mention) => mention.identifiers)].map((identifier) => [
        identifierId(identifier),
        identifier,
      ]),
    ).values(),
  ];
  const stored = await findStored(db, identifiers, mentions);
  const byId = await withMergeTargets(db, [...stored.identifiers.values(), ...stored.keys.values(), ...stored.aliases.values()]);
  const stand = (row: EntityRow | undefined): EntityRef | undefined => row && refOf(canonical(byId, row));

  const refOfMention = (mention: Mention): EntityRef | undefined => {
    for (const identifier of mention.identifiers) {
      const row = stand(stored.identifiers.get(identifierId(identifier)));
      if (row) return row;
    }
    const row = stand(stored.keys.get(mention.key) ?? stored.aliases.get(aliasId(mention.type, foldName(mention.name))));
    if (row) return row;
    const entry = registryEntity(mention.key);
    return entry && { slug: entitySlug(entry.key), name: entry.name, type: entry.type };
  };

  return named.map((source) => {
    const refs = new Map<string, EntityRef>();
    const found = [...source.identifiers.map((identifier) => stand(stored.identifiers.get(identifierId(identifier)))), ...source.mentions.map(refOfMention)];
    for (const ref of found) if (ref && !refs.has(ref.slug)) refs.set(ref.slug, ref);
    return [...refs.values()].slice(0, limit);
  });
}

/** Each result with the entities that have a page among those `sourceOf` it names: one batch for them all. */
export async function withEntityLinks<T extends object>(
  db: Database,
  results: readonly T[],
  sourceOf: (result: T) => LinkSource,
): Promise<(T & { entities: EntityRef[] })[]> {
  const linked = await linkKnownEntities(db, results.map(sourceOf));
  return results.map((result, index) => ({ ...result, entities: linked[index] ?? [] }));
}
