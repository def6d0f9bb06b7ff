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

  it("writes an English brief of a Chinese, Japanese, Korean and German article and says it is not a translation", async () => {
    const chinese = await engine.analyzeNews(CHINESE_ARTICLE);
    expect(chinese).toMatchObject({ translated: false, englishBrief: true });
    expect(chinese.notice).toBe(
      "This article is in Chinese. The title and summary below are an English brief of the facts recognized in it; a full translation needs an AI provider (set AI_PROVIDER=openai-compatible).",
    );
    // Who, what, which asset (with its target and modality), what for, which regulator: each from the article.
    expect(chinese.title).toBe(
      "Jiangsu Hengrui Medicine (恒瑞医药) wins approval from the NMPA for the PD-1 monoclonal antibody camrelizumab (卡瑞利珠单抗) in non-small cell lung cancer",
    );
    expect(chinese.summaryHtml).toContain("<strong>Phase 3</strong>");
    expect(chinese.entities.companies).toContain("Jiangsu Hengrui Medicine");

    const japanese = await engine.analyzeNews(JAPANESE_ARTICLE);
    expect(japanese.title).toBe("Takeda (武田薬品) wins approval from the PMDA in ulcerative colitis");
    const korean = await engine.analyzeNews(KOREAN_ARTICLE);
    // 이중항체 (bispecific) in the sentence is amivantamab's, not lazertinib's: no modality is said.
    expect(korean.title).toBe("Yuhan (유한양행) wins approval from the FDA for lazertinib (렉라자) and amivantamab (리브리반트) in non-small cell lung cancer");
    const german = await engine.analyzeNews(GERMAN_ARTICLE);
    expect(german.title).toBe("Bayer enters an acquisition deal in Parkinson's disease");
    expect(german.summaryHtml).toBe("<p><strong>Bayer</strong> enters an acquisition deal in <strong>Parkinson&#39;s disease</strong>. Figures given: <strong>EUR 1.5 billion (1,5 Milliarden Euro)</strong>.</p>");
    for (const [analysis, language] of [[japanese, "Japanese"], [korean, "Korean"], [german, "German"]] as const) {
      expect(analysis.notice).toContain(`This article is in ${language}.`);
      expect(analysis.englishBrief).toBe(true);
    }
  });

  it("keeps the original title when it recognizes nothing, and says so in English", async () => {
    const analysis = await engine.analyzeNews({ ...CHINESE_ARTICLE, title: "今日天气晴朗", text: "今天的天气很好，我们去公园散步了。" });
    expect(analysis.title).toBe("今日天气晴朗");
    expect(analysis.summaryHtml).toBe("<p>A Chinese article; no company, medicine or event was recognized.</p>");
    expect(analysis.englishBrief).toBe(true);
  });

  it("lists a company no list knows among the item's companies (the issue's Corvalis article), and no institution named like one", async () => {
    const analysis = await engine.analyzeNews({
      ...ENGLISH_ARTICLE,
      title: "Corvalis Therapeutics wins FDA accelerated approval for KRAS G12C inhibitor in lung cancer",
      text:
        "Corvalis Therapeutics said the U.S. Food and Drug Administration granted accelerated approval to zelvorasib for adults with KRAS G12C-mutated non-small cell lung cancer. " +
        "The oral small molecule joins Bristol Myers Squibb's Krazati in the class. The FDA reviewed it under its Real-Time Oncology Review program.",
    });
    expect(analysis.entities.companies).toEqual(["Corvalis Therapeutics", "Bristol Myers Squibb"]);
    expect(analysis.facets.companies).toEqual(analysis.entities.companies);
    expect(analysis.entities.regulators).toEqual(["FDA"]);
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
        english_brief: analysis.englishBrief,
        events: [],
        entity_links: [],
        status: "pending",
        tags: analysis.tags,
        entities: analysis.entities,
        raw_keywords: analysis.rawKeywords,
        facets: analysis.facets,
        engine: analysis.engine,
        model: analysis.model,
        version: 1,
        story_id: null,
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
