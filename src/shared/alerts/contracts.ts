import { z } from "zod";
import { defineOperations } from "../api/contract";
import { okSchema } from "../auth/contracts";
import { entityRefSchema, EVENT_TYPES } from "../entities/vocabulary";
import { NEWS_LIMITS } from "../limits";
import { plainTextSchema } from "../plain-text";
import { alertEndpoints } from "./endpoints";
import {
  ALERT_EMPTY_QUERY_MESSAGE,
  ALERT_FREQUENCIES,
  ALERT_LIMITS,
  ALERT_NAME_MESSAGE,
  ALERT_NAME_TOO_LONG_MESSAGE,
  ALERT_TIME_ZONE_MESSAGE,
} from "./rules";

const alertIdSchema = z.object({ id: z.uuid("Not a saved search id") });

const frequencySchema = z.enum(ALERT_FREQUENCIES, "Choose Instant, Daily, Weekly or Off");

const nameSchema = plainTextSchema(ALERT_NAME_MESSAGE).trim().min(1, ALERT_NAME_MESSAGE).max(ALERT_LIMITS.nameMax, ALERT_NAME_TOO_LONG_MESSAGE);

/**
 * What a saved search looks for: the feed's own filters (/news and its reader feeds), so that it
 * matches exactly what /news shows for the same query. At least one must be given.
 */
const alertQuerySchema = z
  .object({
    q: z.string().trim().max(200, "The search can be at most 200 characters.").optional(),
    tags: z.array(z.string().trim().min(1).max(NEWS_LIMITS.tagLabelMax)).max(NEWS_LIMITS.tagFiltersMax).default([]),
    /** An entity's slug (`/entities/{slug}`); stored as the entity itself, so its every name in every language matches. */
    entity: z.string().trim().min(1).max(NEWS_LIMITS.entitySlugMax).optional(),
    event: z.enum(EVENT_TYPES).optional(),
  })
  .transform((query) => ({ ...query, q: query.q || undefined, tags: [...new Set(query.tags)] }))
  .refine((query) => Boolean(query.q || query.tags.length || query.entity || query.event), { message: ALERT_EMPTY_QUERY_MESSAGE });
export type AlertQuery = z.output<typeof alertQuerySchema>;

const createAlertRequestSchema = z.object({
  name: nameSchema,
  query: alertQuerySchema,
  /** Without it, the account's default (Alerts settings). */
  frequency: frequencySchema.optional(),
});

const updateAlertRequestSchema = z
  .object({ name: nameSchema.optional(), frequency: frequencySchema.optional(), paused: z.boolean().optional() })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), { message: "Nothing to change." });

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const alertSettingsSchema = z.object({
  /** IANA time zone the digests' hour is read in. */
  time_zone: z.string().max(64).refine(isTimeZone, ALERT_TIME_ZONE_MESSAGE),
  /** Local hour (0–23) at which daily and weekly digests go out. */
  digest_hour: z.number().int().min(0, "Choose an hour from 0 to 23").max(23, "Choose an hour from 0 to 23"),
  /** ISO weekday of the weekly digest: 1 = Monday … 7 = Sunday. */
  digest_weekday: z.number().int().min(1, "Choose a day of the week").max(7, "Choose a day of the week"),
  /** What Follow and a new saved search use unless told otherwise. */
  default_frequency: frequencySchema,
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** A settings change; `resume_mail` lifts the pause a bounced message put on the account's alerts. */
const updateSettingsRequestSchema = alertSettingsSchema.partial().extend({ resume_mail: z.literal(true).optional() });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.object({
    q: z.string().nullable(),
    tags: z.array(z.string()),
    entity: entityRefSchema.nullable(),
    event: z.enum(EVENT_TYPES).nullable(),
  }),
  frequency: frequencySchema,
  paused: z.boolean(),
  created_at: z.string(),
  /** When its last e-mail (instant or in a digest) was queued; null before the first. */
  last_sent_at: z.string().nullable(),
  /** Items that matched it in the last 7 days. */
  recent_matches: z.number().int(),
  /** The same query on /news. */
  news_path: z.string(),
  /** Its private feed (RSS; `.atom` and `.json` alike), which works without cookies. */
  feed_path: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const listAlertsResponseSchema = z.object({
  alerts: z.array(savedSearchSchema),
  limit: z.number().int(),
  settings: alertSettingsSchema,
  /** Why no alert e-mail is being sent to this account, if none is: "unconfirmed" or a bounce. */
  mail: z.object({
    paused: z.boolean(),
    /** The server's last refusal of a message to this address (an SMTP 5xx), when it paused the alerts. */
    reason: z.string().nullable(),
    paused_at: z.string().nullable(),
  }),
});
export type ListAlertsResponse = z.infer<typeof listAlertsResponseSchema>;

export const alertOperations = defineOperations("alerts", alertEndpoints, {
  list: {
    summary: "The caller's saved searches, their settings and whether their e-mail is paused",
    responses: { 200: { schema: listAlertsResponseSchema, description: "Saved searches, newest first" } },
  },
  create: {
    summary: "Save a search of the feed (at most 25 per account)",
    body: createAlertRequestSchema,
    responses: { 201: { schema: savedSearchSchema, description: "The saved search" } },
    errors: [400, 409, 422],
  },
  update: {
    summary: "Rename a saved search, change its e-mail frequency, or pause or resume it",
    params: alertIdSchema,
    body: updateAlertRequestSchema,
    responses: { 200: { schema: savedSearchSchema, description: "The saved search" } },
    errors: [400, 404],
  },
  delete: {
    summary: "Delete a saved search (its private feed stops working)",
    params: alertIdSchema,
    responses: { 200: { schema: okSchema, description: "Deleted" } },
    errors: [400, 404],
  },
  renewFeed: {
    summary: "Give a saved search a new private feed address; the old one stops working",
    params: alertIdSchema,
    responses: { 200: { schema: savedSearchSchema, description: "The saved search with its new feed address" } },
    errors: [400, 404],
  },
  updateSettings: {
    summary: "Change the account's digest hour, day, time zone and default frequency, or resume paused e-mail",
    body: updateSettingsRequestSchema,
    responses: { 200: { schema: alertSettingsSchema, description: "The settings" } },
    errors: [400],
  },
});
