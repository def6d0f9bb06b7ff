import { AppError } from "@/server/core/errors";
import { NEWS_LIMITS } from "@/shared/limits";
import { BUILTIN_MODEL, type TextEngine, type ArticleInput, type NewsAnalysis } from "../interface";
import { recognize } from "@/server/core/recognize";
import { briefNotice, detectLanguage, normalizeLanguage } from "../language";
import { writeBrief } from "./brief";
import { prepareDocument } from "./document";
import { findDrugMentions } from "./drug-names";
import { buildEntities, findEntityMentions } from "./extract-entities";
import { extractKeywords } from "./keywords";
import { writeBuiltinShareText } from "./share-text";
import { summarize, type KeySpan } from "./summarize";
import { tagArticle } from "./tag-article";

// The offline engine (DESIGN.md "Runs offline"): deterministic, no network, no model. It
// extracts; it cannot translate, and says so.

export { BUILTIN_MODEL };
// News articles are far shorter; the cap bounds the time one odd page can take.
const ARTICLE_CHARS_MAX = 100_000;

/** The built-in analysis, synchronous (the benchmark and tests call it directly). */
export function analyzeArticle(input: ArticleInput): NewsAnalysis {
  const document = prepareDocument(input.title, input.text.slice(0, ARTICLE_CHARS_MAX));
  if (!document.title && !document.sentences.length) {
    throw new AppError("unprocessable", "The article has no text to summarize.");
  }
  const mentions = findEntityMentions(document);
  const drugs = findDrugMentions(document);
  const tagging = tagArticle(document, mentions, drugs);
  // The title, a blank line and the body: the offsets recognition and the brief share.
  const briefInput = { title: document.title, text: document.text.slice(document.bodyStart) };
  const recognition = recognize(`${briefInput.title}\n\n${briefInput.text}`);
  const entities = buildEntities(mentions, tagging.modalityLabels, recognition.mentions);
  const keySpans: KeySpan[] = [
    ...tagging.synonymSpans,
    ...mentions
      .filter((mention) => mention.kind !== "geographies")
      .map(({ start, end, kind, name }) => ({ start, end, key: `${kind}:${name}` })),
    ...drugs.map(({ start, end, name }) => ({ start, end, key: `drug:${name.toLowerCase()}` })),
  ];
  const summary = summarize(document, keySpans);
  const language = normalizeLanguage(input.language) ?? detectLanguage(`${document.title}\n${input.text}`);
  const isEnglish = language === null || language === "en";
  const title = document.title || (document.sentences[0]?.text ?? "").slice(0, NEWS_LIMITS.titleMax);
  // Not in English: an English brief of what was recognized, never the original text alone. With
  // nothing recognized the brief says so, and the original title stays (there is nothing to say).
  const brief = isEnglish ? null : writeBrief({ ...briefInput, language: language! }, recognition);
  return {
    title: brief && brief.facts > 0 ? brief.title : title,
    summaryHtml: brief ? brief.summaryHtml : summary.html,
    tags: tagging.tags,
    entities,
    rawKeywords: extractKeywords(document, keySpans),
    facets: { companies: entities.companies },
    translated: false,
    englishBrief: brief !== null,
    notice: brief ? briefNotice(language!) : null,
    engine: "builtin",
    model: BUILTIN_MODEL,
  };
}

export function createBuiltinEngine(): TextEngine {
  return {
    engine: "builtin",
    model: BUILTIN_MODEL,
    async analyzeNews(input, options) {
      options?.signal?.throwIfAborted();
      return analyzeArticle(input);
    },
    async writeShareText(input, options) {
      options?.signal?.throwIfAborted();
      return writeBuiltinShareText(input);
    },
    // The intelligence features compute their built-in analyses from the inputs themselves.
    generateStructured() {
      return Promise.reject(new Error("The built-in engine has no language model: compute the analysis in the feature."));
    },
    writeText() {
      return Promise.reject(new Error("The built-in engine has no language model: compute the reply in the feature."));
    },
  };
}
