import { z } from "zod";
import { NEWS_LIMITS } from "../limits";
import { plainTextSchema } from "../plain-text";
import { ENTITY_KINDS, TAG_CATEGORIES, cleanEntityList } from "./tags";

export const NEWS_STATUSES = ["pending", "published"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

export const AI_ENGINES = ["builtin", "openai-compatible", "manual"] as const;
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

export const entitiesSchema = z.object(
  Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, entityList])) as Record<
    (typeof ENTITY_KINDS)[number],
    typeof entityList
  >,
);
export type Entities = z.infer<typeof entitiesSchema>;

export const facetsSchema = z
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

export const newsIdSchema = z.object({ id: z.uuid("Not a news item id") });

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
  status: z.enum(NEWS_STATUSES),
  tags: z.array(tagSchema),
  entities: entitiesSchema,
  raw_keywords: z.array(z.string()),
  facets: facetsSchema,
  engine: z.enum(AI_ENGINES),
  model: z.string().nullable(),
  version: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const createNewsResponseSchema = z.object({ id: z.string() });
export type CreateNewsResponse = z.infer<typeof createNewsResponseSchema>;

/** What a feed card needs, and no more (the home page stays small whatever the corpus). */
export const newsCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text, cut to a few lines' worth. */
  summary_text: z.string(),
  published_at: isoDate.nullable(),
  created_at: isoDate,
  tags: z.array(z.string()),
  tag_count: z.number().int(),
  companies: z.array(z.string()),
  company_count: z.number().int(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

// ---- news-list --------------------------------------------------------------------------------

export const listNewsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  tag: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.string().max(NEWS_LIMITS.tagLabelMax)).max(NEWS_LIMITS.tagFiltersMax)),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(NEWS_LIMITS.pageSizeMax).default(NEWS_LIMITS.pageSize),
});

export const listNewsResponseSchema = z.object({
  items: z.array(newsCardSchema),
  next_cursor: z.string().nullable(),
});
export type ListNewsResponse = z.infer<typeof listNewsResponseSchema>;

export const topicCountSchema = z.object({ label: z.string(), count: z.number().int() });
export const listTopicsResponseSchema = z.object({ topics: z.array(topicCountSchema) });
export type ListTopicsResponse = z.infer<typeof listTopicsResponseSchema>;

export const reviewRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  source_url: z.string(),
  created_at: isoDate,
  published_at: isoDate.nullable(),
  tag_count: z.number().int(),
  status: z.enum(NEWS_STATUSES),
});
export const listReviewQuerySchema = z.object({
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
export const listOwnNewsQuerySchema = listReviewQuerySchema.omit({ status: true });

// ---- sharing ----------------------------------------------------------------------------------

export const SHARE_PLATFORMS = ["linkedin", "x"] as const;
export const shareSummaryRequestSchema = z.object({
  title: plainTextSchema().trim().min(1).max(NEWS_LIMITS.titleMax),
  summary: z.string().max(NEWS_LIMITS.summaryHtmlMax),
  platform: z.enum(SHARE_PLATFORMS),
  url: z.url({ protocol: /^https?$/ }).max(NEWS_LIMITS.urlMax).optional(),
});
export const shareSummaryResponseSchema = z.object({ summary: z.string() });
export type ShareSummaryResponse = z.infer<typeof shareSummaryResponseSchema>;

// ---- credits ----------------------------------------------------------------------------------

export const creditBalanceSchema = z.object({
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
