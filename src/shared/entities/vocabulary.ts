import { z } from "zod";

// What the recognizers name and the API shows: the types of entities and the events articles
// report (issue 17). The server's recognizers (core/recognize) produce these; item pages, entity
// pages and the feed's filters read them.

export const ENTITY_TYPES = ["company", "drug", "target", "modality", "indication", "regulator", "trial"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const EVENT_TYPES = [
  "approval",
  "submission",
  "filing-acceptance",
  "designation",
  "complete-response-letter",
  "trial-start",
  "readout",
  "licensing",
  "partnership",
  "acquisition",
  "financing",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

const PHASES = ["1", "1/2", "2", "2/3", "3", "4"] as const;
/** A date at the precision written: a day, a month, a quarter, a half or a year. */
const DATE_VALUE = /^\d{4}(?:-(?:\d{2}(?:-\d{2})?|Q[1-4]|H[12]))?$/;

const figureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("amount"), value: z.number(), currency: z.string(), text: z.string() }),
  z.object({ kind: z.literal("phase"), value: z.enum(PHASES), text: z.string() }),
  z.object({ kind: z.literal("patients"), value: z.number(), text: z.string() }),
  // Added after events were first stored: rows written before it simply have no date figures.
  // `value` keeps the precision written: `2027-03-14`, `2027-03`, `2027-Q2`, `2027-H1`, `2027`;
  // `when` says whether it is the date the event took place or the date it is expected.
  z.object({ kind: z.literal("date"), value: z.string().regex(DATE_VALUE), when: z.enum(["past", "expected"]), text: z.string() }),
]);
export type Figure = z.infer<typeof figureSchema>;

/** An entity as a link: what an item page, a card or a chip needs to lead to its page. */
export const entityRefSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.enum(ENTITY_TYPES),
});
export type EntityRef = z.infer<typeof entityRefSchema>;

/** How many entities an intelligence result (a trial, patent, preprint or filing) lists at most, first named first. */
export const RESULT_ENTITIES_MAX = 8;

/**
 * The entities an intelligence result names that have a page (issue 17 §4): stored ones and the
 * registry's, found by identifier, key or an exact name, never by likeness.
 */
export const resultEntitiesSchema = z.array(entityRefSchema).max(RESULT_ENTITIES_MAX);

/** An event a news item reports, as stored with the item and shown on its page. */
export const newsEventSchema = z.object({
  type: z.enum(EVENT_TYPES),
  detail: z.string().nullable(),
  outcome: z.enum(["met", "missed"]).nullable(),
  regulator: entityRefSchema.nullable(),
  subjects: z.array(entityRefSchema),
  figures: z.array(figureSchema),
  /** The sentence that reports it, as the article wrote it. */
  quote: z.string(),
  confidence: z.number().min(0).max(1),
});
export type NewsEvent = z.infer<typeof newsEventSchema>;
