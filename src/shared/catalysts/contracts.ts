import { z } from "zod";
import { defineOperations } from "../api/contract";
import { entityRefSchema } from "../entities/vocabulary";
import { catalystEndpoints } from "./endpoints";
import { CATALYST_LIMITS, CATALYST_METHODS, CATALYST_REVIEW_STATES, CATALYST_STATUSES, CATALYST_TYPES, DATE_PRECISIONS } from "./vocabulary";

const isoInstant = z.iso.datetime({ offset: true });
const isoDay = z.iso.date("Not a date (YYYY-MM-DD)");

/** A date at the precision the article wrote: the span it covers, inclusive, and its words. */
const catalystDateSchema = z.object({
  start: isoDay,
  end: isoDay,
  precision: z.enum(DATE_PRECISIONS),
  /** As written ("Q3 2026", "第3四半期", "December 18, 2026"); empty when the article gave none (then its date). */
  text: z.string(),
});

/** An earlier date of the same catalyst, kept when a later article moved it. */
const catalystHistoryEntrySchema = catalystDateSchema.extend({
  news_item_id: z.string(),
  replaced_at: isoInstant,
});

/** The article a catalyst was read from. */
const catalystSourceSchema = z.object({
  news_item_id: z.string(),
  /** The item's English title. */
  title: z.string(),
  source_url: z.string(),
  /** The original article's language (two letters), null when unknown. */
  language: z.string().nullable(),
  published: z.boolean(),
});

export const catalystSchema = z.object({
  id: z.string(),
  type: z.enum(CATALYST_TYPES),
  /** A designation's kind ("priority-review", "breakthrough-therapy"…), a readout's ("topline", "interim"). */
  detail: z.string().nullable(),
  status: z.enum(CATALYST_STATUSES),
  /** For what has happened: the readout's endpoint met or missed, the opinion positive or negative. */
  outcome: z.enum(["met", "missed", "positive", "negative"]).nullable(),
  date: catalystDateSchema,
  company: entityRefSchema.nullable(),
  asset: entityRefSchema.nullable(),
  indication: entityRefSchema.nullable(),
  trial: entityRefSchema.nullable(),
  regulator: entityRefSchema.nullable(),
  /** The sentence it came from, as the article wrote it. */
  quote: z.string(),
  method: z.enum(CATALYST_METHODS),
  /** 0–1: the rule's or the model's; 1 once an editor set it by hand. */
  confidence: z.number().min(0).max(1),
  source: catalystSourceSchema,
  /** Earlier dates, newest first. */
  history: z.array(catalystHistoryEntrySchema),
  review: z.enum(CATALYST_REVIEW_STATES),
  updated_at: isoInstant,
});
export type Catalyst = z.infer<typeof catalystSchema>;

const catalystType = z.enum(CATALYST_TYPES, { error: "Not a catalyst type" });
/** One or more types: `?type=pdufa&type=readout`. */
const typesSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(catalystType).max(CATALYST_TYPES.length));

const slug = z.string().trim().min(1).max(200);

const filterFields = {
  type: typesSchema,
  /** A regulator's entity slug ("regulator-fda"), or the part after `regulator-` ("fda", "nmpa"). */
  regulator: slug.optional(),
  /** A company's entity slug. */
  company: slug.optional(),
  /** Any entity's slug: the catalysts whose company, asset, indication or trial it is (entity pages). */
  entity: slug.optional(),
  /** A topic of the source item. */
  tag: z.string().trim().max(120).optional(),
  /** Catalysts whose date span reaches into [from, to]. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** upcoming: not yet past, soonest first (the default); past: what happened or was missed, latest first; all. */
  when: z.enum(["upcoming", "past", "all"]).default("upcoming"),
};
const rangeInOrder = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || filter.from <= filter.to;
const RANGE_OUT_OF_ORDER = { message: "The end of the range comes before its start", path: ["to"] };

/** The calendar's filters, as /catalysts, /api/catalysts, /catalysts.ics and /catalysts.csv take them in the address. */
export const catalystFilterSchema = z.object(filterFields).refine(rangeInOrder, RANGE_OUT_OF_ORDER);
export type CatalystFilter = z.infer<typeof catalystFilterSchema>;

// One object (the router reads a query schema's fields for the API document), checked as the filter is.
const listQuerySchema = z
  .object({
    ...filterFields,
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(CATALYST_LIMITS.pageSizeMax).default(CATALYST_LIMITS.pageSize),
  })
  .refine(rangeInOrder, RANGE_OUT_OF_ORDER);

export const listCatalystsResponseSchema = z.object({
  catalysts: z.array(catalystSchema),
  next_cursor: z.string().nullable(),
});

const queueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(CATALYST_LIMITS.pageSizeMax).default(CATALYST_LIMITS.pageSize),
});

/** What an editor may correct before accepting: any of these, all at once. */
export const catalystEditSchema = z
  .object({
    type: catalystType.optional(),
    start: isoDay.optional(),
    end: isoDay.optional(),
    precision: z.enum(DATE_PRECISIONS).optional(),
    /** The date as the calendar should write it; empty to let the calendar write it from the span. */
    date_text: z.string().trim().max(CATALYST_LIMITS.dateTextMax).optional(),
    /** An entity slug (a drug), or null for none. */
    asset: slug.nullable().optional(),
  })
  .refine((edit) => !edit.start || !edit.end || edit.start <= edit.end, { message: "The date's end comes before its start", path: ["end"] });

export const reviewCatalystRequestSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("accept"), edit: catalystEditSchema.optional() }),
  z.object({ action: z.literal("reject") }),
]);

export const catalystOperations = defineOperations("catalysts", catalystEndpoints, {
  list: {
    summary: "The catalyst calendar: accepted catalysts, upcoming first, with the calendar's filters",
    query: listQuerySchema,
    responses: { 200: { schema: listCatalystsResponseSchema, description: "A page of catalysts" } },
    errors: [400],
  },
  queue: {
    summary: "Extracted catalysts waiting for an editor (Catalysts to review), surest first",
    query: queueQuerySchema,
    responses: { 200: { schema: z.object({ catalysts: z.array(catalystSchema) }), description: "The queue" } },
    errors: [400, 401, 403],
  },
  review: {
    summary: "Accept (optionally corrected) or reject an extracted catalyst (editors)",
    params: z.object({ id: z.uuid("Not a catalyst id") }),
    body: reviewCatalystRequestSchema,
    responses: { 200: { schema: catalystSchema, description: "The catalyst as it now stands" } },
    errors: [400, 401, 403, 404, 422],
  },
});
