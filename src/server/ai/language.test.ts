import { describe, expect, it } from "vitest";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE, GERMAN_ARTICLE, JAPANESE_ARTICLE, KOREAN_ARTICLE } from "./test-articles";
import { detectLanguage, languageName, normalizeLanguage, untranslatedNotice } from "./language";

describe("language", () => {
  it("tells the languages of the news apart, short German included", () => {
    expect(detectLanguage(ENGLISH_ARTICLE.text)).toBe("en");
    expect(detectLanguage(CHINESE_ARTICLE.text)).toBe("zh");
    expect(detectLanguage(JAPANESE_ARTICLE.text)).toBe("ja");
    expect(detectLanguage(KOREAN_ARTICLE.text)).toBe("ko");
    expect(detectLanguage(GERMAN_ARTICLE.text)).toBe("de");
    expect(detectLanguage("Die Bayer AG hat die Zulassung erhalten und plant den Marktstart.")).toBe("de");
    expect(detectLanguage("12345 !!!")).toBeNull();
  });

  it("normalizes codes and names languages in English", () => {
    expect(normalizeLanguage("zh-CN")).toBe("zh");
    expect(normalizeLanguage("english")).toBeNull();
    expect(normalizeLanguage(null)).toBeNull();
    expect(languageName("ko")).toBe("Korean");
    expect(untranslatedNotice("de")).toMatch(/^This article is in German\. Translation to English needs an AI provider/);
  });
});
