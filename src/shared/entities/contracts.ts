import { z } from "zod";
import { defineOperations } from "../api/contract";
import { NEWS_LIMITS } from "../limits";
import { entityEndpoints } from "./endpoints";
import { ENTITY_TYPES } from "./vocabulary";

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

export const entityOperations = defineOperations("entities", entityEndpoints, {
  get: {
    summary: "An entity's page: its canonical name (a merged entity answers the one it was merged into), aliases, identifiers, news count and weekly timeline",
    params: entitySlugParamsSchema,
    responses: { 200: { schema: entityPageSchema, description: "The entity" } },
    errors: [400, 404],
  },
});
