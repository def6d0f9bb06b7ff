import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { newsItems } from "./news";

/**
 * Companies, drugs, targets, modalities, indications, regulators and trials that articles mention.
 * A row is made when something first mentions the entity: from the seed registry when it is known
 * there (`known`), else from the name as written. `key` is `<type>:<slug>` (core/recognize/keys.ts);
 * `slug` is its address, `/entities/{slug}`. A merged entity keeps its row and points at the one
 * it was merged into, so its address redirects.
 */
export const entities = pgTable(
  "entities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull().unique(),
    slug: text("slug").notNull().unique(),
    type: text("type", { enum: ["company", "drug", "target", "modality", "indication", "regulator", "trial"] }).notNull(),
    name: text("name").notNull(),
    known: boolean("known").notNull().default(false),
    mergedInto: uuid("merged_into").references((): AnyPgColumn => entities.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("entities_type_name_idx").on(table.type, table.name)],
);

/** Identifiers (ticker, CIK, drug code, NCT id…): one entity each, found in text before any name. */
export const entityIdentifiers = pgTable(
  "entity_identifiers",
  {
    scheme: text("scheme").notNull(),
    value: text("value").notNull(),
    entityId: uuid("entity_id")
      .notNull()
      .references(() => entities.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.scheme, table.value] }), index("entity_identifiers_entity_idx").on(table.entityId)],
);

/** Every name an entity goes by, as written and normalized (NFKC, case-folded, legal suffixes stripped). */
export const entityAliases = pgTable(
  "entity_aliases",
  {
    entityId: uuid("entity_id")
      .notNull()
      .references(() => entities.id, { onDelete: "cascade" }),
    alias: text("alias").notNull(),
    aliasNorm: text("alias_norm").notNull(),
    /** "zh", "ja", "ko" by script; null for Latin-script names. */
    script: text("script"),
  },
  (table) => [primaryKey({ columns: [table.entityId, table.aliasNorm] }), index("entity_aliases_norm_idx").on(table.aliasNorm)],
);

/** Which entities a news item mentions: one row per entity and item, with the first passage that names it. */
export const entityMentions = pgTable(
  "entity_mentions",
  {
    newsItemId: uuid("news_item_id")
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    entityId: uuid("entity_id")
      .notNull()
      .references(() => entities.id, { onDelete: "cascade" }),
    /** The name as the article wrote it, first time. */
    surface: text("surface").notNull(),
    quote: text("quote").notNull(),
    /** How it was recognized (core/recognize), "fuzzy" when linked by a name spelt almost the same, "editor" when an editor linked it. */
    method: text("method", { enum: ["identifier", "registry", "learned", "shape", "pattern", "fuzzy", "editor"] }).notNull(),
    confidence: real("confidence").notNull(),
    count: integer("count").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.newsItemId, table.entityId] }), index("entity_mentions_entity_idx").on(table.entityId, table.newsItemId)],
);

/** The article as fetched, in its own language: the original title and text one click from the item. */
export const articleSources = pgTable("article_sources", {
  sourceUrl: text("source_url").primaryKey(),
  title: text("title").notNull(),
  text: text("text").notNull(),
  language: text("language"),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().default(sql`now()`),
});
