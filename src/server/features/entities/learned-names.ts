import { and, count, eq, exists, gte, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "@/server/core/db/client";
import { entities, entityAliases, entityMentions } from "@/server/core/db/schema";
import { LearnedNames, REVIEW_BELOW, type LearnedEntity } from "@/server/core/recognize";

// The seed registry grows from ingest: a company or drug no list knows, once an article has
// named it firmly (its shape, an identifier) or an editor has confirmed, named or split it off,
// is recognized by its names in the articles that follow (core/recognize/learned.ts).

// The most-mentioned first would need a count; a limit keeps a runaway table from slowing saves.
const LEARNED_MAX = 20_000;
const LEARNABLE_TYPES: LearnedEntity["type"][] = ["company", "drug"];
const learnable = and(eq(entities.known, false), isNull(entities.mergedInto), inArray(entities.type, LEARNABLE_TYPES));

let cached: { stamp: string; names: LearnedNames } | undefined;

async function loadLearned(db: Database): Promise<LearnedEntity[]> {
  const firmlyNamed = db
    .select({ one: entityMentions.entityId })
    .from(entityMentions)
    .where(and(eq(entityMentions.entityId, entities.id), or(gte(entityMentions.confidence, REVIEW_BELOW), eq(entityMentions.method, "editor"))));
  const rows = await db
    .select({ id: entities.id, key: entities.key, type: entities.type, name: entities.name, alias: entityAliases.alias })
    .from(entities)
    .innerJoin(entityAliases, eq(entityAliases.entityId, entities.id))
    .where(and(learnable, exists(firmlyNamed)))
    .limit(LEARNED_MAX);
  const byId = new Map<string, { key: string; type: LearnedEntity["type"]; name: string; names: string[] }>();
  for (const row of rows) {
    const entity = byId.get(row.id) ?? { key: row.key, type: row.type, name: row.name, names: [] };
    entity.names.push(row.alias);
    byId.set(row.id, entity);
  }
  return [...byId.values()];
}

/**
 * The names learned from ingest. Read again when the entities no list knows have changed (one
 * made, renamed, merged, split off: their count or latest change), whichever process changed
 * them; an entity named firmly only later is learned at the next such change.
 */
export async function learnedNames(db: Database): Promise<LearnedNames> {
  const [state] = await db.select({ entities: count(), changed: sql<string | null>`max(${entities.updatedAt})::text` }).from(entities).where(learnable);
  const stamp = `${state?.entities ?? 0}:${state?.changed ?? ""}`;
  if (cached?.stamp !== stamp) cached = { stamp, names: new LearnedNames(await loadLearned(db)) };
  return cached.names;
}
