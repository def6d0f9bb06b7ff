import { describe, expect, it } from "vitest";
import { AppError } from "@/server/core/errors";
import { analyzeWithBriefFallback } from "./brief-fallback";
import type { NewsAnalysis, TextEngine } from "./interface";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE } from "./test-articles";

const TRANSLATED: NewsAnalysis = {
  title: "Hengrui's camrelizumab approved by the NMPA for a new indication",
  summaryHtml: "<p>Translated.</p>",
  tags: [],
  entities: { diseases: [], targets: [], companies: ["Jiangsu Hengrui Medicine"], regulators: [], geographies: [], modalities: [], technologies: [] },
  rawKeywords: [],
  facets: { companies: ["Jiangsu Hengrui Medicine"] },
  translated: true,
  englishBrief: false,
  notice: null,
  engine: "openai-compatible",
  model: "test-model",
};

function provider(analyzeNews: TextEngine["analyzeNews"]): TextEngine {
  const refuse = () => Promise.reject(new Error("not used"));
  return { engine: "openai-compatible", model: "test-model", analyzeNews, writeShareText: refuse, generateStructured: refuse, writeText: refuse };
}

describe("the English brief behind an AI provider", () => {
  it("keeps the provider's translation", async () => {
    expect(await analyzeWithBriefFallback(provider(async () => TRANSLATED), CHINESE_ARTICLE)).toBe(TRANSLATED);
  });

  it("writes the brief when the provider fails on an article not in English, and says why", async () => {
    const failing = provider(async () => {
      throw new AppError("remote_failed", "The AI provider did not answer in time.");
    });
    const analysis = await analyzeWithBriefFallback(failing, CHINESE_ARTICLE);
    expect(analysis).toMatchObject({ engine: "builtin", englishBrief: true, translated: false });
    expect(analysis.title).toMatch(/^Jiangsu Hengrui Medicine \(恒瑞医药\) wins approval from the NMPA/);
    expect(analysis.notice).toMatch(/^The AI provider could not translate this article \(The AI provider did not answer in time\.\)\. This article is in Chinese\./);
  });

  it("puts the brief in place of an answer left untranslated, keeping the provider's tags", async () => {
    const untranslated = { ...TRANSLATED, title: CHINESE_ARTICLE.title, summaryHtml: "<p>恒瑞医药宣布……</p>", translated: false };
    const analysis = await analyzeWithBriefFallback(provider(async () => untranslated), CHINESE_ARTICLE);
    expect(analysis).toMatchObject({ engine: "openai-compatible", englishBrief: true, entities: untranslated.entities });
    expect(analysis.title).toMatch(/^Jiangsu Hengrui Medicine/);
    expect(analysis.summaryHtml).not.toContain("恒瑞医药宣布");
  });

  it("lets an English article's failure through, as before", async () => {
    const failing = provider(async () => {
      throw new AppError("remote_failed", "The AI provider did not answer in time.");
    });
    await expect(analyzeWithBriefFallback(failing, ENGLISH_ARTICLE)).rejects.toThrow("did not answer in time");
  });
});
