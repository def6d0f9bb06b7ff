import { z } from "zod";
import { defineOperations } from "../api/contract";
import { plainTextSchema } from "../plain-text";
import { plural } from "../plural";
import { monitorEndpoints } from "./endpoints";

/** The website monitor's bounds (monitor issue §2) and what the screen shows. */
export const MONITOR_LIMITS = {
  nameMax: 200,
  urlMax: 2000,
  descriptionMax: 1000,
  /** New articles taken from one site in one run; the rest wait for the next run. */
  newItemsPerSite: 20,
  /** Runs listed in the history. */
  runsShown: 20,
} as const;

/** agents-accounts-admin.md §5 and §8: the screen's words, quoted exactly. */
export const MONITOR_MESSAGES = {
  nameAndUrlRequired: "Name and URL are required",
  invalidUrl: "Please enter a valid web address starting with http:// or https://",
  confirmDelete: "Are you sure you want to delete this website?",
  added: "Website added successfully",
  deleted: "Website deleted successfully",
  activated: "Website activated",
  deactivated: "Website deactivated",
  running: "Running...",
  /** The spec's words, the count in the form it needs ("Processed 1 website."). */
  completed: (processed: number) => `Monitoring completed. Processed ${plural(processed, "website")}.`,
} as const;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** An optional text field: empty or blank is sent and stored as null (§5). */
const optionalText = (max: number, message: string) =>
  plainTextSchema()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const webAddress = z
  .string()
  .trim()
  .max(MONITOR_LIMITS.urlMax, `The address must be less than ${MONITOR_LIMITS.urlMax} characters`)
  .refine(isWebAddress, MONITOR_MESSAGES.invalidUrl);

export const addWebsiteRequestSchema = z.object({
  name: plainTextSchema({ error: MONITOR_MESSAGES.nameAndUrlRequired })
    .trim()
    .min(1, MONITOR_MESSAGES.nameAndUrlRequired)
    .max(MONITOR_LIMITS.nameMax, `Name must be less than ${MONITOR_LIMITS.nameMax} characters`),
  url: z.string({ error: MONITOR_MESSAGES.nameAndUrlRequired }).trim().min(1, MONITOR_MESSAGES.nameAndUrlRequired).pipe(webAddress),
  description: optionalText(MONITOR_LIMITS.descriptionMax, `Description must be less than ${MONITOR_LIMITS.descriptionMax} characters`),
  rss_feed_url: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(webAddress.nullable()),
});
export type AddWebsiteRequest = z.input<typeof addWebsiteRequestSchema>;

const updateWebsiteRequestSchema = z.object({ is_active: z.boolean() });
export type UpdateWebsiteRequest = z.input<typeof updateWebsiteRequestSchema>;

const websiteIdParamsSchema = z.object({ id: z.uuid("This website does not exist.") });

/** An entry of the site's feed whose article the monitor could not read or summarize, and why. */
const failedArticleSchema = z.object({ url: z.string(), reason: z.string() });
export type FailedArticle = z.infer<typeof failedArticleSchema>;

/** What the last check of a site found. */
export const siteCheckSchema = z.object({
  status: z.enum(["ok", "unchanged", "failed"]),
  new_items: z.number().int(),
  /** Why the site failed, or how many of its articles could not be read. */
  error: z.string().nullable(),
  /** The feed the monitor read: the given RSS feed, the one the page declares, or one found. */
  feed_url: z.string().nullable(),
  /** Every article of this check that could not be read (checks stored before the list have none). */
  failed_articles: z.array(failedArticleSchema).default([]),
});
export type SiteCheck = z.infer<typeof siteCheckSchema>;
/** A check as stored (the site's last_check column): the list may be missing from older checks. */
export type StoredSiteCheck = z.input<typeof siteCheckSchema>;

/** agents-accounts-admin.md §3 monitored website, with the result of its last check. */
const websiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  rss_feed_url: z.string().nullable(),
  is_active: z.boolean(),
  added_by: z.string().nullable(),
  created_at: z.string(),
  last_checked_at: z.string().nullable(),
  last_check: siteCheckSchema.nullable(),
});
export type Website = z.infer<typeof websiteSchema>;

export const websitesResponseSchema = z.object({ websites: z.array(websiteSchema) });
export type WebsitesResponse = z.infer<typeof websitesResponseSchema>;

export const websiteResponseSchema = z.object({ website: websiteSchema });

const monitorRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(["schedule", "manual"]),
  status: z.enum(["running", "completed", "failed"]),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  total_websites: z.number().int(),
  processed: z.number().int(),
  new_items: z.number().int(),
  failed: z.number().int(),
  /** Set when the run itself could not finish (not a single site's failure). */
  error: z.string().nullable(),
});
export type MonitorRun = z.infer<typeof monitorRunSchema>;

const monitorRunsResponseSchema = z.object({ runs: z.array(monitorRunSchema) });

/**
 * website-monitor (§7): the totals of the run it started (or of the run already under way). When
 * the run outlasts the request, `run.status` is "running" and the screen follows it by id.
 */
export const runMonitorResponseSchema = z.object({
  total_websites: z.number().int(),
  processed: z.number().int(),
  new_items: z.number().int(),
  failed: z.number().int(),
  run: monitorRunSchema,
});
export type RunMonitorResponse = z.infer<typeof runMonitorResponseSchema>;

const monitorRunParamsSchema = z.object({ id: z.uuid("This run does not exist.") });
const monitorRunResponseSchema = z.object({ run: monitorRunSchema });

export const monitorOperations = defineOperations("monitor", monitorEndpoints, {
  listWebsites: {
    summary: "Select monitored_websites: every site, newest first, with its last check",
    responses: { 200: { schema: websitesResponseSchema, description: "The monitored websites" } },
    errors: [401, 403],
  },
  createWebsite: {
    summary: "Insert monitored_websites: a site to watch (active)",
    body: addWebsiteRequestSchema,
    responses: { 201: { schema: websiteResponseSchema, description: "The added website" } },
    errors: [400, 401, 403, 409],
  },
  updateWebsite: {
    summary: "Update monitored_websites: activate or deactivate a site",
    params: websiteIdParamsSchema,
    body: updateWebsiteRequestSchema,
    responses: { 200: { schema: websiteResponseSchema, description: "The website" } },
    errors: [400, 401, 403, 404],
  },
  deleteWebsite: {
    summary: "Delete monitored_websites: stop watching a site (its items stay)",
    params: websiteIdParamsSchema,
    responses: { 204: { description: "Deleted" } },
    errors: [400, 401, 403, 404],
  },
  run: {
    summary: "website-monitor: run the monitor now (or join the run under way) and report its totals",
    responses: {
      200: { schema: runMonitorResponseSchema, description: "The run finished" },
      202: { schema: runMonitorResponseSchema, description: "The run goes on; follow it at /api/monitor/runs/{id}" },
    },
    errors: [401, 403],
  },
  listRuns: {
    summary: "The monitor's recent runs, newest first",
    responses: { 200: { schema: monitorRunsResponseSchema, description: "Recent runs" } },
    errors: [401, 403],
  },
  getRun: {
    summary: "One run of the monitor",
    params: monitorRunParamsSchema,
    responses: { 200: { schema: monitorRunResponseSchema, description: "The run" } },
    errors: [400, 401, 403, 404],
  },
});
