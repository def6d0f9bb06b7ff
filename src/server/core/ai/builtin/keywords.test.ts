import { describe, expect, it } from "vitest";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE, KOREAN_ARTICLE } from "../test-articles";
import { analyzeArticle } from "./builtin-engine";
import { KEYWORDS_MAX } from "./keywords";
import { STOP_WORDS } from "./terms";

describe("raw keywords", () => {
  it("lists up to 15 key terms of an English article and no stop words", () => {
    const { rawKeywords } = analyzeArticle(ENGLISH_ARTICLE);
    expect(rawKeywords.length).toBeGreaterThan(5);
    expect(rawKeywords.length).toBeLessThanOrEqual(KEYWORDS_MAX);
    expect(rawKeywords).toEqual(expect.arrayContaining(["Enhertu", "Daiichi Sankyo", "trastuzumab deruxtecan"]));
    for (const keyword of rawKeywords) expect(STOP_WORDS.has(keyword.toLowerCase())).toBe(false);
    expect(new Set(rawKeywords.map((keyword) => keyword.toLowerCase())).size).toBe(rawKeywords.length);
  });

  it("finds keywords in Chinese and Korean text without spaces between words", () => {
    expect(analyzeArticle(CHINESE_ARTICLE).rawKeywords).toEqual(expect.arrayContaining(["卡瑞利珠单抗", "恒瑞医药", "PD-1"]));
    expect(analyzeArticle(KOREAN_ARTICLE).rawKeywords).toEqual(expect.arrayContaining(["유한양행", "렉라자"]));
  });
});
