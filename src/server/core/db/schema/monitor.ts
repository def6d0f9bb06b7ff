import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoredSiteCheck } from "@/shared/monitor/contracts";
import { user } from "./auth";
import { jobs } from "./jobs";

/** agents-accounts-admin.md §3: a site the monitor watches, with what its last check found. */
export const monitoredWebsites = pgTable(
  "monitored_websites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    description: text("description"),
    rssFeedUrl: text("rss_feed_url"),
    isActive: boolean("is_active").notNull().default(true),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    lastCheck: jsonb("last_check").$type<StoredSiteCheck>(),
    /** The feed found for a site without an RSS address (declared, common path or sitemap). */
    discoveredFeedUrl: text("discovered_feed_url"),
    /** Validators of the last feed answer, sent back as If-None-Match / If-Modified-Since. */
    feedEtag: text("feed_etag"),
    feedLastModified: text("feed_last_modified"),
    /** The feed address those validators belong to. */
    feedValidatorsFor: text("feed_validators_for"),
  },
  (table) => [index("monitored_websites_created_idx").on(table.createdAt.desc())],
);

/** One run of the monitor over the active sites: its totals, kept as the screen's history. */
export const monitorRuns = pgTable(
  "monitor_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The job that carries the run; a job resumed after a restart finds its run by it. */
    jobId: uuid("job_id")
      .unique()
      .references(() => jobs.id, { onDelete: "set null" }),
    trigger: text("trigger", { enum: ["schedule", "manual"] }).notNull(),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    status: text("status", { enum: ["running", "completed", "failed"] }).notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    totalWebsites: integer("total_websites").notNull().default(0),
    processed: integer("processed").notNull().default(0),
    newItems: integer("new_items").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    error: text("error"),
  },
  (table) => [index("monitor_runs_started_idx").on(table.startedAt.desc())],
);

/**
 * A site's part of a run: "running" while it is checked (its new items counted as they are
 * written), then its outcome. A run taken over after a crash skips the sites that are done.
 */
export const monitorRunSites = pgTable(
  "monitor_run_sites",
  {
    runId: uuid("run_id")
      .notNull()
      .references(() => monitorRuns.id, { onDelete: "cascade" }),
    websiteId: uuid("website_id").notNull(),
    status: text("status", { enum: ["running", "ok", "unchanged", "failed"] }).notNull(),
    newItems: integer("new_items").notNull().default(0),
    error: text("error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.websiteId] })],
);
