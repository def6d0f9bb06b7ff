import { sql } from "drizzle-orm";
import { bigserial, integer, jsonb, pgTable, text, timestamp, index } from "drizzle-orm/pg-core";
import type { CommunicationPreferences } from "@/shared/auth/contracts";
import { session, user } from "./auth";

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  email: text("email"),
  jobTitle: text("job_title"),
  company: text("company"),
  department: text("department"),
  organizationType: text("organization_type"),
  researchFocus: text("research_focus").array().notNull().default(sql`'{}'::text[]`),
  therapeuticAreas: text("therapeutic_areas").array().notNull().default(sql`'{}'::text[]`),
  useCase: text("use_case"),
  experienceLevel: text("experience_level"),
  communicationPreferences: jsonb("communication_preferences")
    .$type<CommunicationPreferences>()
    .notNull()
    .default({ newsletter: true, product_updates: true, research_alerts: false }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * Every e-mail the product sends, written in the transaction of the request that causes it and
 * sent by the background worker (mail/outbox.ts): queued, then sent, failed for good, or logged
 * (no SMTP_URL: the server log shows it, so a developer can follow a link without a mail server).
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post on alert e-mail, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed", "logged"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The last failure, kept after a later attempt succeeded; the reason a failed message was given up. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_outbox_to_idx").on(table.toAddress, table.createdAt),
    index("email_outbox_status_idx").on(table.status, table.createdAt),
  ],
);

/**
 * Editor access granted by the editor password. The cookie holds a random token; only its
 * SHA-256 is stored. A grant made while signed in ends with that session (cascade).
 */
export const editorGrants = pgTable("editor_grants", {
  tokenHash: text("token_hash").primaryKey(),
  sessionId: text("session_id").references(() => session.id, { onDelete: "cascade" }),
  userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
  ipAddress: text("ip_address"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

/** Fixed-window counters for rate limits, shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
