import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { ARTICLE_PATHS, startArticleSite, type ArticleSite } from "../../../../tests/stubs/article-site";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext } from "../../../../tests/support/context";

let ctx: TestContext;
let site: ArticleSite;
let provider: FakeOpenAi;

beforeAll(async () => {
  site = await startArticleSite();
  provider = await startFakeOpenAi({
    kind: "json",
    content: {
      title: "Kangning licenses its HER3 antibody–drug conjugate to a Swiss partner",
      summary_html: "<p><strong>Kangning</strong> licensed its HER3 ADC.</p><script>alert(1)</script>",
      source_language: "zh",
      translated: true,
      tags: [
        { label: "licensing-deal", category: "business_events", score: 0.93, original_phrase: "授权" },
        { label: "adc", category: "modalities", score: 0.88, original_phrase: "ADC" },
        { label: "made-up-tag", category: "business_events", score: 0.9, original_phrase: "x" },
      ],
      entities: { targets: ["HER3"], diseases: ["Breast cancer"] },
      raw_keywords: ["ADC", "HER3"],
      companies: ["Kangning Biopharma"],
    },
  });
  ctx = await createTestContext({
    FETCH_ALLOW_PRIVATE: "true",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: "test-model-1",
    AI_API_KEY: "test-key",
  });
});
afterAll(async () => {
  await ctx?.close();
  await provider?.close();
  await site?.close();
});

describe("ingest with an OpenAI-compatible provider", () => {
  it("translates through the provider, keeps only what fits, and records the engine and model", async () => {
    const editor = await ctx.signedInUser("editor");
    const response = await ctx.request("POST", "/api/news/ingest", {
      cookie: editor.cookie,
      body: { url: `${site.url}${ARTICLE_PATHS.zh}` },
    });
    expect(response.status, response.text).toBe(200);
    const preview = ingestNewsResponseSchema.parse(response.json);
    expect(preview).toMatchObject({
      title: "Kangning licenses its HER3 antibody–drug conjugate to a Swiss partner",
      translated: true,
      language_detected: "zh",
      engine: "openai-compatible",
      model: "test-model-1",
      notice: null,
    });
    expect(preview.summary_en).toBe("<p><strong>Kangning</strong> licensed its HER3 ADC.</p>");
    expect(preview.tags.map((tag) => tag.label)).toEqual(["licensing-deal", "adc"]);

    const sent = JSON.stringify(provider.requests.at(-1)?.body);
    expect(sent).toContain("test-model-1");
    expect(provider.requests.at(-1)?.headers.authorization).toBe("Bearer test-key");

    const { engine: _engine, model: _model, notice: _notice, ...draft } = preview;
    const saved = await ctx.request("POST", "/api/news", { cookie: editor.cookie, body: draft });
    expect(saved.status, saved.text).toBe(201);
    const item = newsItemSchema.parse(
      (await ctx.request("GET", `/api/news/${(saved.json as { id: string }).id}`, { cookie: editor.cookie })).json,
    );
    expect(item).toMatchObject({ engine: "openai-compatible", model: "test-model-1", translated: true });
  });

  it("answers 502 when the provider fails on an English article, and charges nothing", async () => {
    provider.reply({ kind: "status", status: 500, message: "boom" });
    const editor = await ctx.signedInUser("editor");
    const response = await ctx.request("POST", "/api/news/ingest", {
      cookie: editor.cookie,
      body: { url: `${site.url}${ARTICLE_PATHS.en}` },
    });
    expect(response.status).toBe(502);
    const credits = await ctx.request("GET", "/api/news/credits", { cookie: editor.cookie });
    expect((credits.json as { previews: { used: number } }).previews.used).toBe(0);
  });

  it("gives a Japanese article the built-in English brief when the provider fails, never its untranslated text alone", async () => {
    provider.reply({ kind: "status", status: 500, message: "boom" });
    const editor = await ctx.signedInUser("editor");
    const response = await ctx.request("POST", "/api/news/ingest", { cookie: editor.cookie, body: { url: `${site.url}${ARTICLE_PATHS.ja}` } });
    expect(response.status, response.text).toBe(200);
    const preview = ingestNewsResponseSchema.parse(response.json);
    expect(preview).toMatchObject({ engine: "builtin", english_brief: true, translated: false });
    expect(preview.notice).toMatch(/^The AI provider could not translate this article/);
    expect(preview.title).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
  });
});
