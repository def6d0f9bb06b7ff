import { describe, expect, it } from "vitest";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE, JAPANESE_ARTICLE } from "../test-articles";
import { parseSummary } from "../summary-html";
import { analyzeArticle } from "./builtin-engine";
import { prepareDocument } from "./document";
import { splitSentences } from "./sentences";
import { findEntityMentions } from "./extract-entities";
import { summarize } from "./summarize";

function summarySentences(html: string): string[] {
  const text = parseSummary(html)
    .flat()
    .map((segment) => segment.text)
    .join("");
  return splitSentences(text).map((sentence) => sentence.text);
}

describe("extractive summary", () => {
  it("takes 3–5 sentences of an English article in their order, in one paragraph with bold key terms", () => {
    const { summaryHtml } = analyzeArticle(ENGLISH_ARTICLE);
    expect(summaryHtml).toMatch(/^<p>.*<\/p>$/s);
    expect(summaryHtml.match(/<p>/g)).toHaveLength(1);
    const sentences = summarySentences(summaryHtml);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    const positions = sentences.map((sentence) => ENGLISH_ARTICLE.text.indexOf(sentence));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(positions[0]).toBe(0);
    expect(summaryHtml).toContain("<strong>Daiichi Sankyo</strong>");
    expect(summaryHtml).toContain("<strong>trastuzumab deruxtecan</strong>");
    expect(summaryHtml.replace(/<[^>]+>/g, "").length).toBeLessThanOrEqual(900);
  });

  it("leaves out press-release boilerplate", () => {
    const { summaryHtml } = analyzeArticle(ENGLISH_ARTICLE);
    expect(summaryHtml).not.toContain("global pharmaceutical company headquartered");
    expect(summaryHtml).not.toContain("www.");
  });

  it("keeps CJK summaries to a short paragraph", () => {
    // The engine now gives such articles an English brief; summarize itself still handles CJK text.
    for (const article of [CHINESE_ARTICLE, JAPANESE_ARTICLE]) {
      const document = prepareDocument(article.title, article.text);
      const keySpans = findEntityMentions(document).map(({ start, end, kind, name }) => ({ start, end, key: `${kind}:${name}` }));
      const summaryHtml = summarize(document, keySpans).html;
      const text = summaryHtml.replace(/<[^>]+>/g, "");
      expect(text.length).toBeLessThanOrEqual(450);
      expect(summarySentences(summaryHtml).length).toBeGreaterThanOrEqual(3);
      expect(summaryHtml).toContain("<strong>");
    }
  });

  it("escapes the article's text and bolds each thing once", () => {
    const text = [
      "Acme Bio said its <b>KRAS</b> inhibitor & partner drug cut tumour growth by 40% in a Phase 2 study of 120 patients.",
      "The KRAS program is Acme's lead asset, and KRAS mutations drive about a quarter of all cancers.",
      "Acme plans to start a pivotal KRAS trial next year, pending talks with regulators in Europe and Asia.",
      "The company raised $120 million in a Series B financing round last year.",
    ].join("\n");
    const document = prepareDocument("Acme's KRAS inhibitor <shrinks> tumours", text);
    const kras = [...document.text.matchAll(/KRAS/g)].map((match) => ({ start: match.index, end: match.index + 4, key: "targets:KRAS" }));
    const { html } = summarize(document, kras);
    expect(html).toContain("&lt;b&gt;");
    expect(html).toContain("&amp;");
    expect(html).not.toMatch(/<b>|<shrinks>/);
    expect(html.match(/<strong>KRAS<\/strong>/g)).toHaveLength(1);
  });

  it("falls back to the title when there is no body", () => {
    expect(summarize(prepareDocument("Only a headline", ""), []).html).toBe("<p>Only a headline</p>");
  });
});
