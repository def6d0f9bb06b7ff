import { describe, expect, it } from "vitest";
import { AppError } from "@/server/core/errors";
import { newsItemSchema } from "@/shared/news/contracts";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE, GERMAN_ARTICLE, JAPANESE_ARTICLE, KOREAN_ARTICLE } from "../test-articles";
import { BUILTIN_MODEL, createBuiltinEngine } from "./builtin-engine";

const engine = createBuiltinEngine();

describe("built-in engine", () => {
  it("analyzes an English article without a notice and keeps the title", async () => {
    const analysis = await engine.analyzeNews(ENGLISH_ARTICLE);
    expect(analysis).toMatchObject({
      title: ENGLISH_ARTICLE.title,
      translated: false,
      notice: null,
      engine: "builtin",
      model: BUILTIN_MODEL,
    });
    expect(analysis.facets.companies).toEqual(analysis.entities.companies);
    expect(engine).toMatchObject({ engine: "builtin", model: "builtin-extractive-1" });
  });

  it("says plainly that it cannot translate, naming the language in English", async () => {
    const chinese = await engine.analyzeNews(CHINESE_ARTICLE);
    expect(chinese.translated).toBe(false);
    expect(chinese.notice).toBe(
      "This article is in Chinese. Translation to English needs an AI provider (set AI_PROVIDER=openai-compatible); the summary below is extracted in the original language.",
    );
    expect(chinese.title).toBe(CHINESE_ARTICLE.title);
    expect(chinese.entities.companies).toContain("Jiangsu Hengrui Medicine");
    for (const [article, language] of [[JAPANESE_ARTICLE, "Japanese"], [KOREAN_ARTICLE, "Korean"], [GERMAN_ARTICLE, "German"]] as const) {
      expect((await engine.analyzeNews(article)).notice).toContain(`This article is in ${language}.`);
    }
  });

  it("detects the language when the caller did not", async () => {
    const german = await engine.analyzeNews({ ...GERMAN_ARTICLE, language: null });
    expect(german.notice).toContain("in German");
    const english = await engine.analyzeNews({ ...ENGLISH_ARTICLE, language: null });
    expect(english.notice).toBeNull();
  });

  it("produces what the news contracts accept", async () => {
    for (const article of [ENGLISH_ARTICLE, CHINESE_ARTICLE, JAPANESE_ARTICLE, KOREAN_ARTICLE, GERMAN_ARTICLE]) {
      const analysis = await engine.analyzeNews(article);
      const item = {
        id: "n1",
        title: analysis.title,
        summary_en: analysis.summaryHtml,
        source_url: article.url,
        published_at: null,
        created_at: "2026-03-02T08:00:00Z",
        updated_at: "2026-03-02T08:00:00Z",
        language_detected: article.language,
        translated: analysis.translated,
        status: "pending",
        tags: analysis.tags,
        entities: analysis.entities,
        raw_keywords: analysis.rawKeywords,
        facets: analysis.facets,
        engine: analysis.engine,
        model: analysis.model,
        version: 1,
      };
      expect(newsItemSchema.safeParse(item).success).toBe(true);
      expect(analysis.rawKeywords.length).toBeLessThanOrEqual(15);
    }
  });

  it("refuses an article without any text", async () => {
    await expect(engine.analyzeNews({ ...ENGLISH_ARTICLE, title: " ", text: "\n" })).rejects.toMatchObject({
      code: "unprocessable",
    });
    await expect(engine.analyzeNews({ ...ENGLISH_ARTICLE, title: "", text: "" })).rejects.toBeInstanceOf(AppError);
  });

  it("stops when the caller has given up", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(engine.analyzeNews(ENGLISH_ARTICLE, { signal: controller.signal })).rejects.toThrow();
    await expect(
      engine.writeShareText({ title: "t", summary: "s", platform: "x" }, { signal: controller.signal }),
    ).rejects.toThrow();
  });
});
