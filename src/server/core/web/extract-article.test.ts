import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractArticle } from "./extract-article";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../tests/stubs/articles/${name}`, import.meta.url), "utf8");

const paragraph =
  "Orbisome Bio said its oral GLP-1 receptor agonist produced 11.4% mean weight loss at 36 weeks in a phase 2 study of 280 adults with obesity, with gastrointestinal side effects that were mostly mild and occurred during dose escalation.";

function newsPage({ head = "", article = `<p>${paragraph}</p><p>${paragraph}</p>` } = {}) {
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>
    <nav><a href="/">Home</a> <a href="/deals">Deals</a> <a href="/jobs">Jobs board</a></nav>
    <article><h1>Orbisome's oral GLP-1 shows 11% weight loss</h1>${article}</article>
    <footer><p>Copyright Obesity Pipeline Weekly. Cookie settings.</p></footer>
  </body></html>`;
}

describe("extractArticle", () => {
  it("reads the English fixture: title without the site suffix, paragraphs, no navigation or footer", () => {
    const article = extractArticle(fixture("en-base-editing.html"));
    expect(article.title).toBe("Helixion’s in vivo base editor cuts LDL cholesterol by 58% in early trial");
    const paragraphs = article.text.split("\n\n");
    expect(paragraphs).toContain(
      "HLX-201 packages messenger RNA encoding an adenine base editor and a guide RNA inside a lipid nanoparticle that homes to liver cells. Once there, the editor changes a single letter of DNA in the PCSK9 gene, which the company argues should permanently lower cholesterol without cutting both strands of the genome, as first-generation CRISPR nucleases do.",
    );
    expect(paragraphs.length).toBeGreaterThanOrEqual(8);
    for (const noise of ["Accept all cookies", "Subscribe to our newsletter", "Most read", "All rights reserved", "Deals & Financing"]) {
      expect(article.text).not.toContain(noise);
    }
    expect(article).toMatchObject({
      siteName: "BioPharma Ledger",
      byline: "Dana Whitfield",
      excerpt: expect.stringContaining("A single infusion of HLX-201"),
      htmlLang: "en",
    });
    expect(article.publishedAt?.toISOString()).toBe("2025-03-18T13:30:00.000Z");
  });

  it("reads JSON-LD dates even though Readability removes scripts", () => {
    const head = `<script type="application/ld+json">{"@type":"NewsArticle","datePublished":"2025-05-06T12:00:00Z"}</script>`;
    expect(extractArticle(newsPage({ head })).publishedAt?.toISOString()).toBe("2025-05-06T12:00:00.000Z");
  });

  it("prefers og:title, then the page title with its site name removed", () => {
    const og = '<meta property="og:title" content="Orbisome oral GLP-1 data impress">';
    expect(extractArticle(newsPage({ head: `${og}<title>Other | Obesity Pipeline Weekly</title>` })).title).toBe(
      "Orbisome oral GLP-1 data impress",
    );
    const titleOnly =
      '<meta property="og:site_name" content="Obesity Pipeline Weekly"><title>Orbisome’s pill keeps pace with injections | Obesity Pipeline Weekly</title>';
    expect(extractArticle(newsPage({ head: titleOnly })).title).toBe("Orbisome’s pill keeps pace with injections");
  });

  it("has null metadata where the page has none", () => {
    const article = extractArticle(newsPage({ head: "<title>Orbisome</title>" }));
    expect(article).toMatchObject({ siteName: null, publishedAt: null });
  });

  it("refuses a page whose only text asks the reader to subscribe (422)", () => {
    expect(() => extractArticle(newsPage({ article: "<p>Subscribe to read the full story.</p>" }))).toThrowError(
      expect.objectContaining({
        code: "unprocessable",
        status: 422,
        message: "This page does not look like an article: no article text was found.",
      }),
    );
  });

  it("reads a page that leaves out <html> and <body>, as browsers do", () => {
    const bare = `<!DOCTYPE html><html lang="de"><title>Kurzmeldung</title><h1>Kurzmeldung</h1><p>${paragraph}</p><p>${paragraph}</p></html>`;
    const article = extractArticle(bare);
    expect(article).toMatchObject({ title: "Kurzmeldung", htmlLang: "de" });
    expect(article.text.endsWith(`${paragraph}\n\n${paragraph}`)).toBe(true);
    expect(article.text).not.toContain("Kurzmeldung\n\nKurzmeldung");
    const noTags = `<title>Orbisome</title><p>${paragraph}</p><p>${paragraph}</p>`;
    expect(extractArticle(noTags).text).toContain(paragraph);
  });

  it("refuses a login page and an empty document", () => {
    expect(() => extractArticle(fixture("login.html"))).toThrowError(expect.objectContaining({ code: "unprocessable" }));
    expect(() => extractArticle("")).toThrowError(expect.objectContaining({ code: "unprocessable" }));
  });
});
