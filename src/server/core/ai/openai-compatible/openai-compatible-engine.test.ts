import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../../tests/stubs/fake-openai";
import { NEWS_LIMITS } from "@/shared/limits";
import { createAiEngine, type AiEngine } from "../engine";
import { X_URL_LENGTH, xLength } from "../share-format";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE } from "../test-articles";

const GOOD_ANSWER = {
  title: "Hengrui's PD-1 antibody camrelizumab wins NMPA approval in first-line lung cancer",
  summary_html:
    '<p><strong>Jiangsu Hengrui Medicine</strong> said China\'s <strong>NMPA</strong> approved camrelizumab with chemotherapy for advanced NSCLC.<script>alert("x")</script></p><p onclick="x()">The Phase 3 study cut the risk of progression by 40%.</p>',
  source_language: "zh",
  translated: true,
  tags: [
    { label: "nmpa-approval", category: "regulatory_market", score: 0.95, original_phrase: "国家药品监督管理局（NMPA）批准" },
    { label: "pd-1-pd-l1", category: "targets_moa", score: 0.9, original_phrase: "PD-1单抗" },
    { label: "lung-cancer-breakthroughs", category: "therapeutic_areas", score: 0.8, original_phrase: "肺癌" },
    { label: "oncology", category: "cancer_stuff", score: 0.8, original_phrase: "肿瘤" },
    { label: "Oncology", category: "therapeutic_areas", score: 1.4, original_phrase: "肿瘤" },
  ],
  entities: {
    diseases: ["Non-small cell lung cancer"],
    targets: ["PD-1"],
    companies: ["Jiangsu Hengrui Medicine"],
    regulators: ["NMPA"],
    geographies: ["China"],
    modalities: ["Monoclonal antibody"],
    technologies: [],
  },
  raw_keywords: ["卡瑞利珠单抗", "非小细胞肺癌"],
  companies: ["Hengrui"],
};

let fake: FakeOpenAi;
let engine: AiEngine;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  engine = createAiEngine({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseUrl, AI_API_KEY: "test-key", AI_MODEL: "fake-model" });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } } };
};

describe("openai-compatible engine", () => {
  it("maps a good answer and filters what does not fit", async () => {
    fake.reply({ kind: "json", content: GOOD_ANSWER });
    const analysis = await engine.analyzeNews(CHINESE_ARTICLE);
    expect(analysis).toMatchObject({
      title: GOOD_ANSWER.title,
      translated: true,
      notice: null,
      engine: "openai-compatible",
      model: "fake-model",
      rawKeywords: ["卡瑞利珠单抗", "非小细胞肺癌"],
      facets: { companies: ["Jiangsu Hengrui Medicine"] },
    });
    expect(analysis.tags).toEqual([
      { label: "oncology", category: "therapeutic_areas", score: 1, original_phrase: "肿瘤" },
      { label: "nmpa-approval", category: "regulatory_market", score: 0.95, original_phrase: "国家药品监督管理局（NMPA）批准" },
      { label: "pd-1-pd-l1", category: "targets_moa", score: 0.9, original_phrase: "PD-1单抗" },
    ]);
    expect(analysis.summaryHtml).toBe(
      "<p><strong>Jiangsu Hengrui Medicine</strong> said China&#39;s <strong>NMPA</strong> approved camrelizumab with chemotherapy for advanced NSCLC.</p><p>The Phase 3 study cut the risk of progression by 40%.</p>",
    );
  });

  it("sends the article text with a json_schema response format", async () => {
    fake.reply({ kind: "json", content: GOOD_ANSWER });
    await engine.analyzeNews(CHINESE_ARTICLE);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer test-key");
    const body = request.body as ChatRequest;
    expect(body.model).toBe("fake-model");
    expect(body.messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(body.messages[1]!.content).toContain(CHINESE_ARTICLE.text);
    expect(body.messages[1]!.content).toContain(CHINESE_ARTICLE.title);
    expect(body.messages[0]!.content).toContain("pd-1-pd-l1");
    expect(body.response_format?.type).toBe("json_schema");
    expect(body.response_format?.json_schema).toMatchObject({ name: "news_analysis", strict: true });
    expect(Object.keys(body.response_format!.json_schema!.schema.properties)).toEqual(
      expect.arrayContaining(["title", "summary_html", "tags", "entities", "raw_keywords", "companies", "source_language", "translated"]),
    );
  });

  it("answers 502 when the model's output is not usable", async () => {
    for (const reply of [
      { kind: "text", content: "Sorry, I cannot summarize this article." },
      { kind: "json", content: { title: "Only a title" } },
      { kind: "json", content: { ...GOOD_ANSWER, summary_html: "<script>alert(1)</script>" } },
      { kind: "invalid-body" },
    ] as const) {
      fake.reply(reply);
      await expect(engine.analyzeNews(ENGLISH_ARTICLE)).rejects.toMatchObject({
        code: "remote_failed",
        status: 502,
        message: "The AI provider returned an answer that could not be used. Please try again.",
      });
    }
  });

  it("answers 502 when the provider fails, after one retry", async () => {
    fake.reply({ kind: "status", status: 500 });
    await expect(engine.analyzeNews(ENGLISH_ARTICLE)).rejects.toMatchObject({
      code: "remote_failed",
      status: 502,
      message: "The AI provider could not be reached. Please try again later.",
    });
    expect(fake.requests).toHaveLength(2);
  });

  it("gives an article not in English the built-in English brief when the provider fails (issue 17 §3)", async () => {
    fake.reply({ kind: "status", status: 500 });
    const analysis = await engine.analyzeNews(CHINESE_ARTICLE);
    expect(analysis).toMatchObject({ engine: "builtin", englishBrief: true });
    expect(analysis.notice).toMatch(/^The AI provider could not translate this article \(The AI provider could not be reached\./);
  });

  it("answers 502 when nobody listens at the address", async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    const unreachable = createAiEngine({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: closed.baseUrl, AI_API_KEY: undefined, AI_MODEL: "m" });
    await expect(unreachable.analyzeNews(ENGLISH_ARTICLE)).rejects.toMatchObject({
      code: "remote_failed",
      message: "The AI provider could not be reached. Please try again later.",
    });
  });

  it("stops waiting at its own time limit and when the caller aborts", async () => {
    const { createOpenAiCompatibleEngine } = await import("./openai-compatible-engine");
    fake.reply({ kind: "hang" });
    const impatient = createOpenAiCompatibleEngine({ baseUrl: fake.baseUrl, model: "m", timeoutMs: 200 });
    await expect(impatient.analyzeNews(CHINESE_ARTICLE)).rejects.toMatchObject({
      code: "remote_failed",
      message: "The AI provider took too long to answer. Please try again later.",
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(engine.analyzeNews(CHINESE_ARTICLE, { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
  });

  it("writes share text with the model and keeps X posts within the limit", async () => {
    const url = "https://bioagenthub.example/news/1";
    fake.reply({ kind: "text", content: `**Hengrui** wins NMPA approval for camrelizumab in NSCLC. ${"Details follow. ".repeat(30)} ${url} #PD1` });
    const post = await engine.writeShareText({ title: GOOD_ANSWER.title, summary: GOOD_ANSWER.summary_html, platform: "x", url });
    expect(post.startsWith("Hengrui wins NMPA approval")).toBe(true);
    expect(post).not.toContain("http");
    expect(xLength(post) + 1 + X_URL_LENGTH).toBeLessThanOrEqual(NEWS_LIMITS.xPostMax);
    const body = fake.requests[0]!.body as ChatRequest;
    expect(body.response_format).toBeUndefined();
    expect(body.messages[1]!.content).toContain(GOOD_ANSWER.title);

    fake.reply({ kind: "text", content: "Hengrui's camrelizumab is approved in China.\n\n#PD1 #Oncology #ChinaBiotech" });
    const linkedIn = await engine.writeShareText({ title: GOOD_ANSWER.title, summary: "text", platform: "linkedin", url });
    expect(linkedIn).toBe(`Hengrui's camrelizumab is approved in China.\n\n#PD1 #Oncology #ChinaBiotech\n\n${url}`);

    fake.reply({ kind: "text", content: "   " });
    await expect(engine.writeShareText({ title: "t", summary: "s", platform: "linkedin" })).rejects.toMatchObject({ code: "remote_failed" });
  });
});
