import { sql, type SQL } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { EntityRef, NewsEvent } from "@/shared/entities/vocabulary";
import type { Entities, Facets, Tag } from "@/shared/news/contracts";
import type { StoryFeatures } from "../../stories/features";
import { user } from "./auth";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * One real-world event as reported by one or more items, across sources and languages (issue 20;
 * core/stories decides which). An editor's merge keeps the merged story's row, pointing at the
 * one it joined, so its address redirects.
 */
export const stories = pgTable("stories", {
  id: uuid("id").primaryKey().defaultRandom(),
  mergedInto: uuid("merged_into").references((): AnyPgColumn => stories.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const newsItems = pgTable(
  "news_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Sanitized HTML (sanitize.ts). */
    summaryEn: text("summary_en").notNull(),
    /** The summary as plain text: cards and search read this, not the HTML. */
    summaryText: text("summary_text").notNull(),
    /** Normalized (no fragment, no tracking parameters); one item per article. */
    sourceUrl: text("source_url").notNull().unique(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * The feed's order: the article's date, else when it was added (spec: published date, else
     * created). Kept to the millisecond, as a JavaScript Date holds it: a page's cursor is made from
     * the Date, and a microsecond it lost skipped the items of the same millisecond on the next page.
     */
    feedAt: timestamp("feed_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    languageDetected: text("language_detected"),
    translated: boolean("translated").notNull().default(false),
    /** The title and summary are an English brief of recognized facts (built-in engine), not a translation. */
    englishBrief: boolean("english_brief").notNull().default(false),
    status: text("status", { enum: ["pending", "published"] }).notNull().default("pending"),
    tags: jsonb("tags").$type<Tag[]>().notNull().default([]),
    /** A copy of the tag labels for the GIN index behind tag filters and topic counts. */
    tagLabels: text("tag_labels").array().notNull().default(sql`'{}'::text[]`),
    entities: jsonb("entities").$type<Entities>().notNull(),
    rawKeywords: text("raw_keywords").array().notNull().default(sql`'{}'::text[]`),
    facets: jsonb("facets").$type<Facets>().notNull(),
    /** What the article reports (core/recognize): approvals, readouts, deals… with their entities and figures. */
    events: jsonb("events").$type<NewsEvent[]>().notNull().default([]),
    /** The entities the article mentions, as links (entity_mentions holds the rows; this is what the page shows). */
    entityLinks: jsonb("entity_links").$type<EntityRef[]>().notNull().default([]),
    /** A copy of the events' types for the GIN index behind the feed's event filter. */
    eventTypes: text("event_types").array().notNull().default(sql`'{}'::text[]`),
    /** The story it reports (null for items written before stories, until the backfill reaches them). */
    storyId: uuid("story_id").references(() => stories.id, { onDelete: "set null" }),
    /** The story's first published report: the card a feed grouped by story shows. */
    storyLead: boolean("story_lead").notNull().default(true),
    engine: text("engine", { enum: ["builtin", "openai-compatible", "manual"] }).notNull(),
    model: text("model"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** To the millisecond, as feedAt: the review lists' cursor. */
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** To the millisecond too, so a new item's two dates are equal, as a Date reads them. */
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Moves by one with every save and publication: an edit names the version it started from. */
    version: integer("version").notNull().default(1),
    search: tsvector("search").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${newsItems.title}, '') || ' ' || coalesce(${newsItems.summaryText}, ''))`,
    ),
  },
  (table) => [
    index("news_items_feed_idx")
      .on(table.feedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published'`),
    index("news_items_status_created_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    index("news_items_created_by_idx").on(table.createdBy, table.createdAt.desc(), table.id.desc()),
    index("news_items_tag_labels_idx").using("gin", table.tagLabels),
    index("news_items_event_types_idx").using("gin", table.eventTypes),
    index("news_items_search_idx").using("gin", table.search),
    index("news_items_story_idx").on(table.storyId),
    // The feed with one card per story.
    index("news_items_story_feed_idx")
      .on(table.feedAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published' and ${table.storyLead}`),
  ],
);

/**
 * What story clustering knows of an item (core/stories/features.ts), computed once when it was
 * written. `pinned`: an editor placed it (split it out, or merged its story); automatic
 * clustering never moves it.
 */
export const storyFeatures = pgTable("story_features", {
  newsItemId: uuid("news_item_id")
    .primaryKey()
    .references(() => newsItems.id, { onDelete: "cascade" }),
  features: jsonb("features").$type<StoryFeatures>().notNull(),
  pinned: boolean("pinned").notNull().default(false),
});

/**
 * The keys an item is found by when a later report looks for its story: its address, title, text
 * bands and anchors, with its date, so a lookup reads only the story window of each key.
 */
export const storyKeys = pgTable(
  "story_keys",
  {
    key: text("key").notNull(),
    newsItemId: uuid("news_item_id")
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("story_keys_key_idx").on(table.key, table.at), index("story_keys_item_idx").on(table.newsItemId)],
);

/**
 * The embedding of an item's English title and summary by an embedding model (AI_EMBEDDING_MODEL;
 * issue 20 §1 tier 5), with the item's date so the story window's vectors are read by (model, at).
 * A float array, not pgvector: PGlite and PostgreSQL alike, and a window holds few vectors.
 */
export const storyEmbeddings = pgTable(
  "story_embeddings",
  {
    newsItemId: uuid("news_item_id")
      .primaryKey()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    vector: doublePrecision("vector").array().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Scored with the model's calibration since it was embedded or calibrated (the job re-stories the others). */
    rescored: boolean("rescored").notNull().default(false),
  },
  (table) => [index("story_embeddings_model_at_idx").on(table.model, table.at)],
);

/** The embedding signal's threshold and weight for one model, chosen on a gold set by `npm run stories -- calibrate`. */
export const storyEmbeddingCalibrations = pgTable("story_embedding_calibrations", {
  model: text("model").primaryKey(),
  threshold: doublePrecision("threshold").notNull(),
  weight: doublePrecision("weight").notNull(),
  /** The gold set it was chosen on, and the figures across languages it reached there. */
  goldSet: text("gold_set").notNull(),
  precision: doublePrecision("precision").notNull(),
  recall: doublePrecision("recall").notNull(),
  f1: doublePrecision("f1").notNull(),
  calibratedAt: timestamp("calibrated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per credit spent (news-community-support.md §6); written only when the work succeeded. */
export const usageEvents = pgTable(
  "usage_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** `user:<id>` or `editor:<grant hash>` for editor access without an account. */
    subject: text("subject").notNull(),
    kind: text("kind", { enum: ["news_preview", "news_publication"] }).notNull(),
    refId: text("ref_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("usage_events_subject_idx").on(table.subject, table.kind, table.createdAt)],
);

/** Images uploaded from the summary editor, kept in the database so every instance can serve them. */
export const uploads = pgTable("uploads", {
  id: uuid("id").primaryKey().defaultRandom(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  data: bytea("data").notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many published items carry each tag label, kept in step with news_items in the same
 * transaction, so the top-20 topics are one indexed read whatever the corpus size.
 */
export const newsTagCounts = pgTable(
  "news_tag_counts",
  {
    label: text("label").primaryKey(),
    count: integer("count").notNull(),
  },
  (table) => [index("news_tag_counts_count_idx").on(table.count.desc(), table.label)],
);

/**
 * The public feed's version: one row, moved in the transaction of every change to the feed
 * (publish, un-publish, edit or delete of a published item), so each instance's feed cache
 * (core/http/feed-cache.ts) sees a change as soon as it is committed.
 */
export const newsFeedVersion = pgTable("news_feed_version", {
  id: boolean("id").primaryKey().default(true),
  version: integer("version").notNull(),
});
