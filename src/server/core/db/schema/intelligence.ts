import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AnalysisChannel, AnalysisDetails } from "@/shared/analyses/contracts";
import { user } from "./auth";

/**
 * One AI analysis or assistant answer on an intelligence screen (agents-accounts-admin.md §3).
 * `channel` is the spec's `query` marker (R&D_INTELLIGENCE, MARKET_INTELLIGENCE); `inputs` keeps
 * the papers, filings or trials it rests on, so every citation number can be traced.
 */
export const aiAnalysisSessions = pgTable(
  "ai_analysis_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    channel: text("channel").$type<AnalysisChannel>().notNull(),
    analysisType: text("analysis_type").notNull(),
    /** The user's words for a chat turn or a search query; null for a plain analysis. */
    prompt: text("prompt"),
    /** Markdown-free plain text with [n] citations; what Recent Analyses and the chat show. */
    aiResponse: text("ai_response").notNull(),
    /**
     * Structured parts: sections, citations, figures (e.g. a co-authorship network), and the
     * sentence the confidence rests on (absent in rows stored before 2026-11-25: not shown).
     */
    details: jsonb("details").$type<AnalysisDetails & { confidence_basis?: string }>().notNull(),
    inputs: jsonb("inputs").$type<unknown[]>().notNull(),
    confidenceScore: real("confidence_score").notNull(),
    engine: text("engine", { enum: ["builtin", "openai-compatible"] }).notNull(),
    model: text("model"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("ai_analysis_sessions_recent_idx").on(table.userId, table.channel, table.createdAt.desc())],
);

/**
 * The next free turn of each outside service's host group, shared by every process and instance
 * on this database, so that together they keep to the service's limit (SEC: 10 a second).
 */
export const outgoingTurns = pgTable("outgoing_turns", {
  hostGroup: text("host_group").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true, precision: 6 }).notNull(),
});

/** Answers of outside data services, kept so repeated searches are fast and polite. */
export const remoteCache = pgTable(
  "remote_cache",
  {
    /** sha256 of the service name and the request URL (and body, for POSTs). */
    key: text("key").primaryKey(),
    service: text("service").notNull(),
    url: text("url").notNull(),
    status: integer("status").notNull(),
    body: text("body").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("remote_cache_expires_idx").on(table.expiresAt)],
);
