import { z } from "zod";
import { defineOperations } from "../api/contract";
import { EVENT_TYPES, entityRefSchema, newsEventSchema } from "../entities/vocabulary";
import { okSchema } from "../auth/contracts";
import { NEWS_LIMITS } from "../limits";
import { plainTextSchema } from "../plain-text";
import { newsEndpoints } from "./endpoints";
import { ENTITY_KINDS, TAG_CATEGORIES, cleanEntityList } from "./tags";

export const NEWS_STATUSES = ["pending", "published"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

const AI_ENGINES = ["builtin", "openai-compatible", "manual"] as const;
export type AiEngine = (typeof AI_ENGINES)[number];

const TAG_LABEL_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;

export const tagSchema = z.object({
  label: z
    .string()
    .min(1)
    .max(NEWS_LIMITS.tagLabelMax)
    .regex(TAG_LABEL_PATTERN, "Tag labels are lowercase words joined by hyphens"),
  category: z.enum(TAG_CATEGORIES),
  score: z.number().min(0).max(1),
  original_phrase: z.string().max(NEWS_LIMITS.tagLabelMax).optional(),
  synonyms: z.array(z.string().max(NEWS_LIMITS.tagLabelMax)).max(50).optional(),
});
export type Tag = z.infer<typeof tagSchema>;

const entityList = z
  .array(z.string().max(NEWS_LIMITS.entityMax))
  .max(NEWS_LIMITS.entitiesPerKind)
  .default([])
  .transform(cleanEntityList);

const entitiesSchema = z.object(
  Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, entityList])) as Record<
    (typeof ENTITY_KINDS)[number],
    typeof entityList
  >,
);
export type Entities = z.infer<typeof entitiesSchema>;

const facetsSchema = z
  .object({ companies: entityList })
  .catchall(z.array(z.string().max(NEWS_LIMITS.entityMax)).max(NEWS_LIMITS.entitiesPerKind));
export type Facets = z.infer<typeof facetsSchema>;

const isoDate = z.iso.datetime({ offset: true });
const languageCode = z.string().regex(/^[a-z]{2}$/, "An ISO 639-1 language code");

// ---- news-ingest ----------------------------------------------------------------------------

export const ingestNewsRequestSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, "Please enter a valid URL")
    .max(NEWS_LIMITS.urlMax, "Please enter a valid URL")
    .pipe(z.url({ protocol: /^https?$/, message: "Please enter a valid URL" })),
});

export const ingestNewsResponseSchema = z.object({
  title: z.string(),
  summary_en: z.string(),
  tags: z.array(tagSchema),
  entities: entitiesSchema,
  source_url: z.string(),
  published_at: isoDate.nullable(),
  language_detected: languageCode.nullable(),
  translated: z.boolean(),
  /** The title and summary are an English brief of the facts recognized, not a translation (built-in engine, article not in English). */
  english_brief: z.boolean(),
  raw_keywords: z.array(z.string()),
  facets: facetsSchema,
  engine: z.enum(AI_ENGINES),
  model: z.string().nullable(),
  /** Said plainly when the engine could not do something (e.g. translate without a provider). */
  notice: z.string().nullable(),
  /** Signed by the server: lets the draft save record the engine and skip a second charge. */
  preview_token: z.string(),
});
export type IngestNewsResponse = z.infer<typeof ingestNewsResponseSchema>;

// ---- news-save --------------------------------------------------------------------------------

const title = plainTextSchema().trim().min(1, "Title is required").max(NEWS_LIMITS.titleMax);
const summary = z.string().trim().min(1, "Summary is required").max(NEWS_LIMITS.summaryHtmlMax);

/** A new draft from the ingest tool (spec §7 news-save, new draft). */
export const createNewsRequestSchema = z.object({
  title,
  summary_en: summary,
  source_url: z.url({ protocol: /^https?$/ }).max(NEWS_LIMITS.urlMax),
  published_at: isoDate.nullable(),
  language_detected: languageCode.nullable(),
  translated: z.boolean(),
  tags: z.array(tagSchema).max(NEWS_LIMITS.tagsPerItem),
  entities: entitiesSchema,
  raw_keywords: z.array(z.string().max(NEWS_LIMITS.entityMax)).max(NEWS_LIMITS.keywordsPerItem),
  facets: facetsSchema,
  preview_token: z.string().max(2000),
});
export type CreateNewsRequest = z.input<typeof createNewsRequestSchema>;

/** Editing an item (spec §7 news-save, editing: id, title, summary_en, tags, entities, status). */
export const updateNewsRequestSchema = z.object({
  title,
  summary_en: summary,
  tags: z.array(tagSchema).max(NEWS_LIMITS.tagsPerItem),
  entities: entitiesSchema,
  status: z.enum(NEWS_STATUSES),
  /** The item's `version` when the editor opened it: a save over a newer version is refused (409). */
  version: z.number().int().min(1),
});
export type UpdateNewsRequest = z.input<typeof updateNewsRequestSchema>;

const newsIdSchema = z.object({ id: z.uuid("Not a news item id") });

// ---- items ----------------------------------------------------------------------------------

export const newsItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary_en: z.string(),
  source_url: z.string(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  language_detected: z.string().nullable(),
  translated: z.boolean(),
  /** An English brief of the facts recognized, not a translation: the original is one click away. */
  english_brief: z.boolean(),
  status: z.enum(NEWS_STATUSES),
  tags: z.array(tagSchema),
  entities: entitiesSchema,
  raw_keywords: z.array(z.string()),
  facets: facetsSchema,
  engine: z.enum(AI_ENGINES),
  model: z.string().nullable(),
  version: z.number().int(),
  /** What the article reports, recognized in its own language (issue 17). */
  events: z.array(newsEventSchema),
  /** The entities it mentions, each leading to its page. */
  entity_links: z.array(entityRefSchema),
  /** The story it reports (issue 20): `/stories/{id}` lists the other reports. Null until clustering reached it. */
  story_id: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

const createNewsResponseSchema = z.object({ id: z.string() });

/** The article in its own language, as it was fetched: beside an English brief, one click away. */
const originalArticleSchema = z.object({
  title: z.string(),
  text: z.string(),
  language: z.string().nullable(),
});

/** What a feed card needs, and no more (the home page stays small whatever the corpus). */
const newsCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text, cut to a few lines' worth. */
  summary_text: z.string(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  tags: z.array(z.string()),
  tag_count: z.number().int(),
  companies: z.array(z.string()),
  /** The entity page (`/entities/{slug}`) of each of `companies`, in order; null where none was recognized. */
  company_slugs: z.array(z.string().nullable()),
  company_count: z.number().int(),
  /** Published reports of its story, itself included (1: no other report). */
  story_reports: z.number().int(),
  story_id: z.string().nullable(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

// ---- news-list --------------------------------------------------------------------------------

const listNewsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  tag: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().max(NEWS_LIMITS.tagLabelMax)).max(NEWS_LIMITS.tagFiltersMax)),
  /** An entity's slug (`/entities/{slug}`): only the items that mention it. */
  entity: z.string().trim().max(NEWS_LIMITS.entitySlugMax).optional(),
  /** Only the items that report an event of this type. */
  event: z.enum(EVENT_TYPES).optional(),
  /** "story": one card per story, its first published report (the others are on the story's page). */
  group: z.enum(["story"]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NEWS_LIMITS.pageSizeMax).default(NEWS_LIMITS.pageSize),
});

/**
 * The published feed as RSS, Atom or JSON Feed (/feeds/news.rss, .atom, .json): the feed's own
 * filters, so that a reader's feed holds what /news shows for the same query.
 */
export const newsFeedQuerySchema = listNewsQuerySchema.pick({ q: true, tag: true, entity: true, event: true });

export const listNewsResponseSchema = z.object({
  items: z.array(newsCardSchema),
  next_cursor: z.string().nullable(),
});

const topicCountSchema = z.object({ label: z.string(), count: z.number().int() });
export const listTopicsResponseSchema = z.object({ topics: z.array(topicCountSchema) });

export const reviewRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  source_url: z.string(),
  created_at: isoDate,
  published_at: isoDate.nullable(),
  tag_count: z.number().int(),
  status: z.enum(NEWS_STATUSES),
});
const listReviewQuerySchema = z.object({
  status: z.enum(NEWS_STATUSES).default("pending"),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NEWS_LIMITS.pageSizeMax).default(50),
});
export const listReviewResponseSchema = z.object({
  items: z.array(reviewRowSchema),
  next_cursor: z.string().nullable(),
});
export type ListReviewResponse = z.infer<typeof listReviewResponseSchema>;

/** The caller's own drafts and publications, newest first, in every status. */
const listOwnNewsQuerySchema = listReviewQuerySchema.omit({ status: true });

// ---- sharing ----------------------------------------------------------------------------------

const SHARE_PLATFORMS = ["linkedin", "x"] as const;
const shareSummaryRequestSchema = z.object({
  title: plainTextSchema().trim().min(1).max(NEWS_LIMITS.titleMax),
  summary: z.string().max(NEWS_LIMITS.summaryHtmlMax),
  platform: z.enum(SHARE_PLATFORMS),
  url: z.url({ protocol: /^https?$/ }).max(NEWS_LIMITS.urlMax).optional(),
  /** Asks for a different wording on Regenerate; a server that ignores it repeats itself. */
  variant: z.number().int().min(0).max(1000).optional(),
});
export type ShareSummaryRequest = z.input<typeof shareSummaryRequestSchema>;
const shareSummaryResponseSchema = z.object({ summary: z.string() });

// ---- credits ----------------------------------------------------------------------------------

const creditBalanceSchema = z.object({
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  period: z.enum(["lifetime", "day"]),
});
export const newsCreditsSchema = z.object({
  previews: creditBalanceSchema,
  publications: creditBalanceSchema,
});
export type NewsCredits = z.infer<typeof newsCreditsSchema>;

// ---- operations -------------------------------------------------------------------------------

export const newsOperations = defineOperations("news", newsEndpoints, {
  list: {
    summary: "news-list: published items, newest first, with tag filters (AND), search and a cursor",
    query: listNewsQuerySchema,
    responses: { 200: { schema: listNewsResponseSchema, description: "A page of feed cards" } },
    errors: [400],
  },
  listTopics: {
    summary: "The 20 most frequent tag labels of published items",
    responses: { 200: { schema: listTopicsResponseSchema, description: "Topics by count" } },
  },
  listReview: {
    summary: "news-list for the review screen (pending or published)",
    query: listReviewQuerySchema,
    responses: { 200: { schema: listReviewResponseSchema, description: "Review rows" } },
    errors: [400, 401, 403],
  },
  listOwn: {
    summary: "The caller's own drafts and publications with their status, newest first",
    query: listOwnNewsQuerySchema,
    responses: { 200: { schema: listReviewResponseSchema, description: "The caller's rows" } },
    errors: [400, 401],
  },
  getCredits: {
    summary: "Preview and publication credits left",
    responses: { 200: { schema: newsCreditsSchema, description: "Credits" } },
    errors: [401],
  },
  ingest: {
    summary: "news-ingest: an English summary, tags and entities for an article URL",
    body: ingestNewsRequestSchema,
    responses: { 200: { schema: ingestNewsResponseSchema, description: "The preview" } },
    errors: [400, 401, 409, 422, 429, 502],
  },
  createShareSummary: {
    summary: "social-share-summary: a text that fits the platform",
    body: shareSummaryRequestSchema,
    responses: { 200: { schema: shareSummaryResponseSchema, description: "The text" } },
    errors: [400, 429, 502],
  },
  get: {
    summary: "One item: published for anyone; pending for reviewers and its creator",
    params: newsIdSchema,
    responses: { 200: { schema: newsItemSchema, description: "The item" } },
    errors: [400, 404],
  },
  getOriginal: {
    summary: "The article as fetched, in its own language: title and text (whoever may read the item)",
    params: newsIdSchema,
    responses: { 200: { schema: originalArticleSchema, description: "The original article" } },
    errors: [400, 404],
  },
  create: {
    summary: "news-save: a new draft from a preview",
    body: createNewsRequestSchema,
    responses: { 201: { schema: createNewsResponseSchema, description: "Saved as a pending item" } },
    errors: [400, 401, 409],
  },
  update: {
    summary: "news-save: edit an item, including its status, from the version it was opened at (409 when someone saved since)",
    params: newsIdSchema,
    body: updateNewsRequestSchema,
    responses: { 200: { schema: newsItemSchema, description: "The saved item" } },
    errors: [400, 401, 403, 404, 409],
  },
  publish: {
    summary: "news-publish",
    params: newsIdSchema,
    responses: { 200: { schema: newsItemSchema, description: "The published item" } },
    errors: [400, 401, 403, 404, 429],
  },
  delete: {
    summary: "Delete an item for good",
    params: newsIdSchema,
    responses: { 200: { schema: okSchema, description: "Deleted" } },
    errors: [400, 401, 403, 404],
  },
});
