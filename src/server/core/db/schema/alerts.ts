import { sql } from "drizzle-orm";
import { bigint, boolean, customType, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { entities } from "./entities";
import { newsItems } from "./news";

const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

/**
 * Saved searches (issue 19): the feed's filters as the user gave them, and compiled for the reverse
 * search that finds, when an item is published, every saved search it matches in one query
 * (features/alerts/matching.ts): `words` is the text's prefix query over the item's search
 * vector, `pattern` its substring pattern for text in scripts without spaces, as /news reads
 * them. `feed_nonce` signs the private feed's address; a new nonce revokes the old address.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    q: text("q"),
    tagLabels: text("tag_labels").array().notNull().default(sql`'{}'::text[]`),
    entityId: uuid("entity_id").references(() => entities.id, { onDelete: "cascade" }),
    eventType: text("event_type"),
    words: tsquery("words"),
    pattern: text("pattern"),
    frequency: text("frequency", { enum: ["instant", "daily", "weekly", "off"] }).notNull(),
    paused: boolean("paused").notNull().default(false),
    feedNonce: text("feed_nonce").notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("saved_searches_user_idx").on(table.userId, table.createdAt)],
);

/**
 * One row per item a saved search matched, made when the item was first published: the key makes
 * an item match a search once, however often it is un-published and published again, so it is
 * e-mailed at most once. `sent_via` says how it went out (instant, digest), or that it was not
 * to be sent (the search off or paused, the account's mail paused or unconfirmed).
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    newsItemId: uuid("news_item_id")
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    sentVia: text("sent_via", { enum: ["instant", "digest", "skipped"] }),
    /** The outbox message that carried it. */
    outboxId: bigint("outbox_id", { mode: "number" }),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.newsItemId] }),
    index("saved_search_matches_recent_idx").on(table.savedSearchId, table.matchedAt),
    // Deleting an item deletes its matches.
    index("saved_search_matches_item_idx").on(table.newsItemId),
  ],
);

/**
 * Per account: when its digests go out, the default frequency, and whether its alert e-mail is
 * paused because a message to it was refused for good (an SMTP 5xx: a hard bounce or complaint).
 */
export const alertSettings = pgTable("alert_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  timeZone: text("time_zone").notNull().default("UTC"),
  digestHour: smallint("digest_hour").notNull().default(8),
  /** ISO weekday, 1 = Monday. */
  digestWeekday: smallint("digest_weekday").notNull().default(1),
  defaultFrequency: text("default_frequency", { enum: ["instant", "daily", "weekly", "off"] }).notNull().default("daily"),
  mailPausedAt: timestamp("mail_paused_at", { withTimezone: true }),
  mailPausedReason: text("mail_paused_reason"),
});

/**
 * Each digest period of an account, written in the transaction that queues its e-mail (or finds
 * nothing to send): the key is the idempotency key, so a period is sent once however many
 * instances run the hourly job and however late after the hour it runs.
 */
export const alertDigests = pgTable(
  "alert_digests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** `daily:2026-11-29` or `weekly:2026-11-30`: the period's kind and its local end date. */
    period: text("period").notNull(),
    items: integer("items").notNull(),
    outboxId: bigint("outbox_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("alert_digests_period_idx").on(table.userId, table.period)],
);
