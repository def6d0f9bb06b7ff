import { z } from "zod";
import { defineOperations } from "../api/contract";
import { NEWS_LIMITS } from "../limits";
import { plainTextSchema } from "../plain-text";
import { entityEndpoints } from "./endpoints";
import { ENTITY_TYPES, entityRefSchema } from "./vocabulary";

/** How many weeks an entity page's timeline covers, the current week last. */
export const ENTITY_TIMELINE_WEEKS = 26;

/** Latin-script names first, then Chinese, Japanese and Korean ones (entity_aliases.script). */
export const ALIAS_SCRIPTS = ["latin", "zh", "ja", "ko"] as const;

const entitySlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(NEWS_LIMITS.entitySlugMax, `An entity address is at most ${NEWS_LIMITS.entitySlugMax} characters`),
});

const entityPageSchema = z.object({
  /** The canonical entity's address: differs from the one asked for when that one was merged into it. */
  slug: z.string(),
  name: z.string(),
  type: z.enum(ENTITY_TYPES),
  /** Whether the seed registry knows it (else it was named by an article only). */
  known: z.boolean(),
  /** Every name it goes by, grouped by script, each group in alphabetical order. */
  aliases: z.array(z.object({ script: z.enum(ALIAS_SCRIPTS), names: z.array(z.string()) })),
  /** Ticker, CIK, drug code, NCT id…: `scheme` as the registry names it. */
  identifiers: z.array(z.object({ scheme: z.string(), value: z.string() })),
  /** Published items that mention it. */
  news_count: z.number().int().min(0),
  /** Published items that mention it per week (by feed date, weeks starting Monday, UTC), oldest first. */
  timeline: z.array(z.object({ week: z.string(), count: z.number().int().min(0) })),
});
export type EntityPage = z.infer<typeof entityPageSchema>;

// ---- an editor's review (issue 17 §1) ------------------------------------------------------------

/** How many doubtful links the review list shows at most, newest item first. */
const ENTITY_REVIEW_LIMIT_MAX = 100;
/** How many entities a search for one to merge into answers at most. */
const ENTITY_SEARCH_LIMIT_MAX = 20;

const mentionParamsSchema = entitySlugParamsSchema.extend({ item_id: z.uuid("Not a news item id") });

/** A name an editor gives: an entity's address is made from its letters and digits, so it needs one. */
const entityNameSchema = plainTextSchema("Give a name.")
  .trim()
  .min(1, "Give a name.")
  .max(NEWS_LIMITS.entityMax, `A name is at most ${NEWS_LIMITS.entityMax} characters.`)
  .regex(/[\p{L}\p{N}]/u, "A name needs at least one letter or digit.");

const mentionToReviewSchema = z.object({
  news_item_id: z.string(),
  /** The item's title, to open it by. */
  title: z.string(),
  /** The name as the article wrote it. */
  surface: z.string(),
  /** The passage that names it. */
  quote: z.string(),
  /** How it was linked: "fuzzy" for a name spelt almost as the entity's. */
  method: z.string(),
  confidence: z.number().min(0).max(1),
  /** The entity it was linked to: the canonical entity recognition took it for. */
  entity: entityRefSchema,
});
export type MentionToReview = z.infer<typeof mentionToReviewSchema>;

export const entityOperations = defineOperations("entities", entityEndpoints, {
  listReview: {
    summary: "Links recognition made with too little confidence to stand alone, newest item first, for an editor to confirm or correct",
    query: z.object({ limit: z.coerce.number().int().min(1).max(ENTITY_REVIEW_LIMIT_MAX).default(50) }),
    responses: { 200: { schema: z.object({ items: z.array(mentionToReviewSchema) }), description: "The links waiting for an editor" } },
    errors: [400, 401, 403],
  },
  search: {
    summary: "Entities (not merged ones) whose address or a name contains the query, shortest name first: what an editor merges into",
    query: z.object({
      q: z.string().trim().min(1, "Type part of a name or address.").max(NEWS_LIMITS.entitySlugMax),
      type: z.enum(ENTITY_TYPES).optional(),
      limit: z.coerce.number().int().min(1).max(ENTITY_SEARCH_LIMIT_MAX).default(10),
    }),
    responses: { 200: { schema: z.object({ items: z.array(entityRefSchema) }), description: "Matching entities" } },
    errors: [400, 401, 403],
  },
  rename: {
    summary: "Gives an entity its right name: its address stays, the old name stays one of its names, and every item shows the new one",
    params: entitySlugParamsSchema,
    body: z.object({ name: entityNameSchema }),
    responses: { 200: { schema: entityRefSchema, description: "The entity as now named" } },
    errors: [400, 401, 403, 404, 409],
  },
  merge: {
    summary: "Merges two entities that are one: names, identifiers and mentions move to `into`, and this entity's address leads there",
    params: entitySlugParamsSchema,
    body: z.object({ into: entitySlugParamsSchema.shape.slug }),
    responses: { 200: { schema: entityRefSchema, description: "The entity merged into" } },
    errors: [400, 401, 403, 404, 409],
  },
  confirmMention: {
    summary: "Confirms that an item mentions this entity: the link no longer waits for an editor",
    params: mentionParamsSchema,
    responses: { 204: { description: "Confirmed" } },
    errors: [400, 401, 403, 404],
  },
  splitMention: {
    summary: "Moves an item's mention off this entity to the entity of `name` (made if none is): the item now links there",
    params: mentionParamsSchema,
    body: z.object({ name: entityNameSchema }),
    responses: { 200: { schema: entityRefSchema, description: "The entity the mention now links to" } },
    errors: [400, 401, 403, 404],
  },
  get: {
    summary: "An entity's page: its canonical name (a merged entity answers the one it was merged into), aliases, identifiers, news count and weekly timeline",
    params: entitySlugParamsSchema,
    responses: { 200: { schema: entityPageSchema, description: "The entity" } },
    errors: [400, 404],
  },
});
