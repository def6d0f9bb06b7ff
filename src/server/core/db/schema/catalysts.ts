import { sql } from "drizzle-orm";
import { date, index, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Catalyst } from "@/shared/catalysts/contracts";
import { CATALYST_METHODS, CATALYST_REVIEW_STATES, CATALYST_TYPES, DATE_PRECISIONS } from "@/shared/catalysts/vocabulary";
import { entities } from "./entities";
import { newsItems } from "./news";

/** Stored statuses: "missed" is not one, it is read off an expected or estimated date that has passed. */
const STORED_STATUSES = ["expected", "estimated", "happened"] as const;

/**
 * The catalyst calendar (issue 21): a dated step on a drug's way to market, read from a news item
 * (features/catalysts/store.ts), with the span its date covers at the precision written. A later
 * article moves it (the earlier date goes to `history`, newest first) or closes it (happened).
 * Editors accept or reject what was extracted; accepted ones are public.
 */
export const catalysts = pgTable(
  "catalysts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: CATALYST_TYPES }).notNull(),
    detail: text("detail"),
    status: text("status", { enum: STORED_STATUSES }).notNull(),
    outcome: text("outcome", { enum: ["met", "missed", "positive", "negative"] }),
    /** Inclusive ISO days. */
    dateStart: date("date_start", { mode: "string" }).notNull(),
    dateEnd: date("date_end", { mode: "string" }).notNull(),
    precision: text("precision", { enum: DATE_PRECISIONS }).notNull(),
    dateText: text("date_text").notNull(),
    companyId: uuid("company_id").references(() => entities.id, { onDelete: "set null" }),
    assetId: uuid("asset_id").references(() => entities.id, { onDelete: "set null" }),
    indicationId: uuid("indication_id").references(() => entities.id, { onDelete: "set null" }),
    trialId: uuid("trial_id").references(() => entities.id, { onDelete: "set null" }),
    regulatorId: uuid("regulator_id").references(() => entities.id, { onDelete: "set null" }),
    quote: text("quote").notNull(),
    method: text("method", { enum: CATALYST_METHODS }).notNull(),
    confidence: real("confidence").notNull(),
    /** The item its current date (or its closing) was read from. */
    sourceItemId: uuid("source_item_id")
      .notNull()
      .references(() => newsItems.id, { onDelete: "cascade" }),
    history: jsonb("history").$type<Catalyst["history"]>().notNull().default([]),
    review: text("review", { enum: CATALYST_REVIEW_STATES }).notNull().default("pending"),
    /** `user:<id>`, or `editor:<grant>` for editor access without an account. */
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The calendar: upcoming soonest first, past latest first.
    index("catalysts_calendar_idx").on(table.dateStart, table.id).where(sql`${table.review} = 'accepted'`),
    index("catalysts_calendar_past_idx").on(table.dateEnd.desc(), table.id.desc()).where(sql`${table.review} = 'accepted'`),
    // Catalysts to review, surest first.
    index("catalysts_queue_idx").on(table.confidence.desc(), table.createdAt, table.id).where(sql`${table.review} = 'pending'`),
    index("catalysts_asset_idx").on(table.assetId),
    index("catalysts_company_idx").on(table.companyId),
    index("catalysts_source_idx").on(table.sourceItemId),
  ],
);
