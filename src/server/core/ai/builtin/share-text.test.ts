import { describe, expect, it } from "vitest";
import { NEWS_LIMITS } from "@/shared/limits";
import { LINKEDIN_MAX, X_URL_LENGTH, xLength } from "../share-format";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE, GERMAN_ARTICLE } from "../test-articles";
import { analyzeArticle } from "./builtin-engine";
import { writeBuiltinShareText } from "./share-text";

const URL = "https://bioagenthub.example/news/0f8e2c1a-4c1e-4d7a-9d7e-2f1c9f1e6b11-with-a-long-slug";
const analyses = [ENGLISH_ARTICLE, GERMAN_ARTICLE, CHINESE_ARTICLE].map(analyzeArticle);

/** What X counts: the text, a space and the link as 23. */
const postedLength = (text: string) => xLength(text) + 1 + X_URL_LENGTH;

describe("built-in share text", () => {
  it("fits X's 280 characters with the link counted as 23, for every variant", () => {
    for (const { title, summaryHtml } of analyses) {
      for (const variant of [0, 1, 2, 3]) {
        const post = writeBuiltinShareText({ title, summary: summaryHtml, platform: "x", url: URL, variant });
        expect(postedLength(post)).toBeLessThanOrEqual(NEWS_LIMITS.xPostMax);
        expect(post.startsWith(title.slice(0, 20))).toBe(true);
        expect(post).not.toContain("http");
      }
    }
  });

  it("cuts a long X post at a word boundary with an ellipsis and adds hashtags only when they fit", () => {
    const title = "Acme Therapeutics reports positive topline results from its registrational study in patients with moderate to severe disease";
    const summary = `<p>${"The randomized, double-blind, placebo-controlled study enrolled more than eight hundred patients across forty countries and met every primary and secondary endpoint with high statistical significance. ".repeat(2)}</p>`;
    const post = writeBuiltinShareText({ title, summary, platform: "x", url: URL });
    expect(postedLength(post)).toBeLessThanOrEqual(NEWS_LIMITS.xPostMax);
    expect(post).toMatch(/\p{L}…$/u);
    expect(post).not.toContain("#");
  });

  it("writes a LinkedIn post with the title, key sentences, the link and hashtags", () => {
    const { title, summaryHtml } = analyses[0]!;
    const post = writeBuiltinShareText({ title, summary: summaryHtml, platform: "linkedin", url: URL });
    const lines = post.split(/\n\n/);
    expect(lines[0]).toBe(title);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(post).toContain(URL);
    expect(lines[lines.length - 1]).toMatch(/^#\w+( #\w+){0,2}$/);
    expect(post.length).toBeLessThanOrEqual(LINKEDIN_MAX);
    expect(post).not.toMatch(/<\/?(p|strong)>/);
  });

  it("is deterministic, and Regenerate's variant gives another post", () => {
    const { title, summaryHtml } = analyses[0]!;
    const input = { title, summary: summaryHtml, platform: "x" as const, url: URL };
    expect(writeBuiltinShareText(input)).toBe(writeBuiltinShareText(input));
    const variants = new Set([0, 1, 2].map((variant) => writeBuiltinShareText({ ...input, variant })));
    expect(variants.size).toBeGreaterThan(1);
    const linkedIn = new Set([0, 1].map((variant) => writeBuiltinShareText({ ...input, platform: "linkedin", variant })));
    expect(linkedIn.size).toBe(2);
  });

  it("counts CJK characters double on X", () => {
    // A title and summary in Chinese, as an item saved before English briefs has them.
    const title = CHINESE_ARTICLE.title;
    const summaryHtml = `<p>${CHINESE_ARTICLE.text.slice(0, 300)}</p>`;
    const post = writeBuiltinShareText({ title, summary: summaryHtml, platform: "x", url: URL });
    expect(postedLength(post)).toBeLessThanOrEqual(NEWS_LIMITS.xPostMax);
    expect(post.length).toBeLessThan(140);
  });
});
