import { AppError } from "@/server/core/errors";
import type { AiCallOptions, TextEngine, ArticleInput, NewsAnalysis } from "./interface";
import { detectLanguage, normalizeLanguage } from "./language";

/**
 * An AI provider's reading of an article, with the built-in English brief where the provider did
 * not give English: when it fails on an article not in English, or answers one untranslated. A
 * reader never gets the untranslated text alone (issue 17 §3). English articles fail as before.
 */
export async function analyzeWithBriefFallback(provider: TextEngine, input: ArticleInput, options?: AiCallOptions): Promise<NewsAnalysis> {
  const language = normalizeLanguage(input.language) ?? detectLanguage(`${input.title}\n${input.text}`);
  if (language === null || language === "en") return provider.analyzeNews(input, options);
  let analysis: NewsAnalysis;
  try {
    analysis = await provider.analyzeNews(input, options);
  } catch (error) {
    if (options?.signal?.aborted || !(error instanceof AppError)) throw error;
    const brief = await builtinAnalysis(input);
    return { ...brief, notice: `The AI provider could not translate this article (${error.message}). ${brief.notice ?? ""}`.trim() };
  }
  if (analysis.translated) return analysis;
  const brief = await builtinAnalysis(input);
  return { ...analysis, title: brief.title, summaryHtml: brief.summaryHtml, englishBrief: brief.englishBrief, notice: brief.notice };
}

async function builtinAnalysis(input: ArticleInput): Promise<NewsAnalysis> {
  const { analyzeArticle } = await import("./builtin/builtin-engine");
  return analyzeArticle(input);
}
