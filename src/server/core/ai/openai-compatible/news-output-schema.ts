import { jsonSchema, type JSONSchema7 } from "ai";
import { z } from "zod";
import { AppError } from "@/server/core/errors";
import type { Entities, Tag } from "@/shared/news/contracts";
import { NEWS_LIMITS } from "@/shared/limits";
import { ENTITY_KINDS, TAG_CATEGORIES, cleanEntityList, toTagLabel } from "@/shared/news/tags";
import { allTagLabels, isVocabularyTag } from "@/shared/news/vocabularies";
import { MODALITY_NAMES, curatedMatcher, synonymMatcher, type CuratedKind } from "../builtin/lexicon";
import { foldText } from "../builtin/phrase-matcher";
import type { ArticleInput, NewsAnalysis } from "../interface";
import { normalizeLanguage } from "../language";
import { rebuildProviderSummary, summaryToPlainText } from "../summary-html";

// The model is sent a strict JSON schema (vocabulary enums, every field required, as OpenAI's
// strict mode wants); the answer is read leniently and only what fits is kept, because many
// OpenAI-compatible servers do not enforce the schema.

export const UNUSABLE_ANSWER = "The AI provider returned an answer that could not be used. Please try again.";
const TAGS_MAX = 20;
const KEYWORDS_MAX = 15;

const entityKinds = Object.fromEntries(
  ENTITY_KINDS.map((kind) => [kind, z.array(z.string())]),
) as Record<(typeof ENTITY_KINDS)[number], z.ZodArray<z.ZodString>>;

/** The shape the model is asked to produce. */
export const newsOutputRequestSchema = z.object({
  title: z.string().describe("The article's headline in English; translated when the article is not in English."),
  summary_html: z
    .string()
    .describe("An English summary of 3 to 5 sentences in <p> paragraphs, key terms in <strong>; no other HTML."),
  source_language: z.string().describe('ISO 639-1 code of the article\'s language, e.g. "en", "zh", "ja", "ko", "de".'),
  translated: z.boolean().describe("True when the article is not in English and the title and summary were translated."),
  tags: z
    .array(
      z.object({
        label: z.enum(allTagLabels() as [string, ...string[]]),
        category: z.enum(TAG_CATEGORIES),
        score: z.number().describe("Confidence from 0 to 1."),
        original_phrase: z.string().describe("The words in the article, in its language, that support the tag."),
      }),
    )
    .describe("Topics the article is substantially about, from the vocabulary only."),
  entities: z.object(entityKinds).describe("Names mentioned in the article, in their usual English form."),
  raw_keywords: z.array(z.string()).describe("Up to 15 keywords or short phrases as written in the article."),
  companies: z.array(z.string()).describe("The companies the article is about, in their usual English names."),
});

const strings = z.array(z.unknown()).catch([]).transform((items) => items.filter((item): item is string => typeof item === "string"));

/** How the answer is read: wrong-typed parts become empty instead of failing the whole answer. */
export const newsOutputSchema = z.object({
  title: z.string(),
  summary_html: z.string(),
  source_language: z.string().nullish().catch(null),
  translated: z.boolean().nullish().catch(null),
  tags: z.array(z.unknown()).catch([]),
  entities: z.record(z.string(), z.unknown()).catch({}),
  raw_keywords: strings,
  companies: strings,
});
export type NewsOutput = z.infer<typeof newsOutputSchema>;

const rawTagSchema = z.object({
  label: z.string(),
  category: z.string(),
  score: z.coerce.number(),
  original_phrase: z.string().nullish(),
});

function requestJsonSchema(): JSONSchema7 {
  const { $schema: _schema, ...schema } = z.toJSONSchema(newsOutputRequestSchema, { target: "draft-7" });
  return schema as JSONSchema7;
}

/** The schema handed to `Output.object`: strict for the model, lenient for the answer. */
export const newsOutput = jsonSchema<NewsOutput>(requestJsonSchema, {
  validate(value) {
    const result = newsOutputSchema.safeParse(value);
    return result.success ? { success: true, value: result.data } : { success: false, error: result.error };
  },
});

function normalizeCategory(category: string): string {
  return category.trim().toLowerCase().replace(/[\s-]+/g, "_");
}

function clampScore(score: number): number {
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}

/** Only vocabulary labels under their own category, scores in 0–1, one tag per label. */
export function keepVocabularyTags(raw: readonly unknown[]): Tag[] {
  const byLabel = new Map<string, Tag>();
  for (const item of raw) {
    const parsed = rawTagSchema.safeParse(item);
    if (!parsed.success || !Number.isFinite(parsed.data.score)) continue;
    const label = toTagLabel(parsed.data.label);
    const category = normalizeCategory(parsed.data.category);
    if (!isVocabularyTag(category, label)) continue;
    const phrase = parsed.data.original_phrase?.trim().slice(0, NEWS_LIMITS.tagLabelMax);
    const tag: Tag = {
      label,
      category: category as Tag["category"],
      score: clampScore(parsed.data.score),
      ...(phrase ? { original_phrase: phrase } : {}),
    };
    const existing = byLabel.get(label);
    if (!existing || existing.score < tag.score) byLabel.set(label, tag);
  }
  return [...byLabel.values()].sort((a, b) => b.score - a.score).slice(0, TAGS_MAX);
}

/** The curated canonical name when the whole value is a known name or alias ("Hengrui" → "Jiangsu Hengrui Medicine"). */
function canonicalName(kind: (typeof ENTITY_KINDS)[number], value: string): string {
  const folded = foldText(value);
  if (kind === "modalities") {
    const hit = synonymMatcher.findAll(folded).find((match) => match.start === 0 && match.end === value.length);
    return (hit?.value.category === "modalities" && MODALITY_NAMES.get(hit.value.label)) || value;
  }
  const hit = curatedMatcher
    .findAll(folded)
    .find((match) => match.value.kind === (kind as CuratedKind) && match.start === 0 && match.end === value.length);
  return hit?.value.name ?? value;
}

function cleanList(values: readonly unknown[], max: number, kind?: (typeof ENTITY_KINDS)[number]): string[] {
  const texts = values
    .filter((value): value is string => typeof value === "string")
    .map((value) => summaryToPlainText(value).replace(/\s+/g, " ").trim())
    .map((value) => (kind ? canonicalName(kind, value) : value).slice(0, NEWS_LIMITS.entityMax));
  return cleanEntityList(texts).slice(0, max);
}

function cleanEntities(raw: Record<string, unknown>, companies: readonly string[]): Entities {
  const listOf = (kind: string) => (Array.isArray(raw[kind]) ? (raw[kind] as unknown[]) : []);
  const entities = Object.fromEntries(
    ENTITY_KINDS.map((kind) => [kind, cleanList(listOf(kind), NEWS_LIMITS.entitiesPerKind, kind)]),
  ) as Entities;
  entities.companies = cleanList([...entities.companies, ...companies], NEWS_LIMITS.entitiesPerKind, "companies");
  return entities;
}

/** The server's checks on a provider answer (see the module comment); throws when nothing usable is left. */
export function toNewsAnalysis(output: NewsOutput, context: { input: ArticleInput; model: string }): NewsAnalysis {
  const title = summaryToPlainText(output.title).replace(/\s+/g, " ").trim().slice(0, NEWS_LIMITS.titleMax);
  const summaryHtml = rebuildProviderSummary(output.summary_html);
  if (!title || !summaryHtml || summaryHtml.length > NEWS_LIMITS.summaryHtmlMax) {
    throw new AppError("remote_failed", UNUSABLE_ANSWER);
  }
  const entities = cleanEntities(output.entities, output.companies);
  const language = normalizeLanguage(output.source_language) ?? normalizeLanguage(context.input.language);
  return {
    title,
    summaryHtml,
    tags: keepVocabularyTags(output.tags),
    entities,
    rawKeywords: cleanList(output.raw_keywords, KEYWORDS_MAX),
    facets: { companies: entities.companies },
    translated: language ? language !== "en" : output.translated === true,
    englishBrief: false,
    notice: null,
    engine: "openai-compatible",
    model: context.model,
  };
}
