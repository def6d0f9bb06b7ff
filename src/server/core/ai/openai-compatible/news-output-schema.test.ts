import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CHINESE_ARTICLE, ENGLISH_ARTICLE } from "../test-articles";
import { keepVocabularyTags, newsOutputRequestSchema, newsOutputSchema, toNewsAnalysis } from "./news-output-schema";

type JsonObject = { type?: string; properties?: Record<string, JsonObject>; required?: string[]; additionalProperties?: boolean; items?: JsonObject };

/** OpenAI's strict structured output wants every property required and no extra ones, at every level. */
function expectStrict(schema: JsonObject) {
  if (schema.type === "object") {
    expect(schema.additionalProperties).toBe(false);
    expect(new Set(schema.required)).toEqual(new Set(Object.keys(schema.properties ?? {})));
    for (const child of Object.values(schema.properties ?? {})) expectStrict(child);
  }
  if (schema.items) expectStrict(schema.items);
}

const answer = (overrides: Record<string, unknown> = {}) =>
  newsOutputSchema.parse({
    title: "Hengrui wins approval",
    summary_html: "<p>Summary.</p>",
    source_language: "zh",
    translated: true,
    tags: [],
    entities: {},
    raw_keywords: [],
    companies: [],
    ...overrides,
  });

describe("provider answer schema", () => {
  it("asks for a strict schema with vocabulary enums", () => {
    const schema = z.toJSONSchema(newsOutputRequestSchema) as JsonObject;
    expectStrict(schema);
    const tag = schema.properties!.tags!.items as JsonObject & { properties: Record<string, { enum?: string[] }> };
    expect(tag.properties.label!.enum).toContain("nmpa-approval");
    expect(tag.properties.category!.enum).toContain("business_events");
  });

  it("keeps only vocabulary tags under their own category, fixes spelling and clamps scores", () => {
    expect(
      keepVocabularyTags([
        { label: "FDA Approval", category: "Regulatory Market", score: 0.8, original_phrase: "approved by the FDA" },
        { label: "her2", category: "targets_moa", score: 1.7 },
        { label: "oncology", category: "oncology", score: 0.9 },
        { label: "invented-topic", category: "therapeutic_areas", score: 0.9 },
        { label: "her2", category: "targets_moa", score: 0.4 },
        { label: "ipo", category: "business_events", score: "not a number" },
        { label: "vaccine", category: "modalities", score: -2 },
        "garbage",
      ]),
    ).toEqual([
      { label: "her2", category: "targets_moa", score: 1 },
      { label: "fda-approval", category: "regulatory_market", score: 0.8, original_phrase: "approved by the FDA" },
      { label: "vaccine", category: "modalities", score: 0 },
    ]);
  });

  it("reads wrong-typed parts as empty instead of rejecting the answer", () => {
    const parsed = newsOutputSchema.parse({
      title: "T",
      summary_html: "S",
      source_language: 7,
      tags: "none",
      entities: null,
      raw_keywords: ["a", 1, "b"],
    });
    expect(parsed).toMatchObject({ source_language: null, tags: [], entities: {}, raw_keywords: ["a", "b"], companies: [] });
    expect(newsOutputSchema.safeParse({ summary_html: "S" }).success).toBe(false);
  });

  it("maps an answer to the analysis with canonical names and the translation flag", () => {
    const analysis = toNewsAnalysis(
      answer({
        entities: { companies: ["Hengrui", "恒瑞医药"], diseases: ["NSCLC", "  "], modalities: ["monoclonal antibodies"], regulators: ["<b>NMPA</b>"] },
        companies: ["BeiGene"],
        raw_keywords: ["卡瑞利珠单抗", "卡瑞利珠单抗"],
      }),
      { input: CHINESE_ARTICLE, model: "m" },
    );
    expect(analysis).toMatchObject({
      title: "Hengrui wins approval",
      translated: true,
      notice: null,
      engine: "openai-compatible",
      model: "m",
      rawKeywords: ["卡瑞利珠单抗"],
    });
    expect(analysis.entities).toMatchObject({
      companies: ["Jiangsu Hengrui Medicine", "BeOne Medicines"],
      diseases: ["Non-small cell lung cancer"],
      modalities: ["Monoclonal antibody"],
      regulators: ["NMPA"],
    });
    expect(analysis.facets).toEqual({ companies: analysis.entities.companies });
    expect(toNewsAnalysis(answer({ source_language: "en", translated: true }), { input: ENGLISH_ARTICLE, model: "m" }).translated).toBe(false);
  });

  it("rejects an answer with no usable title or summary", () => {
    for (const overrides of [{ title: "  " }, { summary_html: "<script>only()</script>" }]) {
      expect(() => toNewsAnalysis(answer(overrides), { input: ENGLISH_ARTICLE, model: "m" })).toThrow(
        "The AI provider returned an answer that could not be used. Please try again.",
      );
    }
  });
});
