import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "../../../../tests/stubs/fake-openai";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { createAiEngine } from "../../core/ai/engine";
import { newsItems, articleSources, storyEmbeddings } from "../../core/db/schema";
import { silentLogger } from "../../core/logger";
import { recordRecognition } from "../entities";
import { backfillStories } from "./backfill";
import { embedStories, saveCalibration } from "./embed";

// Issue 20 §1 tier 5: an item joins a story through the likeness of its English text when tiers
// 1–4 alone keep it apart, only with a calibration for the configured model, and never across a veto.

let ctx: TestContext;
let fake: FakeOpenAi;
const ids: Record<string, string> = {};
const MODEL = "fake-embedding-1";

// Two financings of one company, in German and Japanese: the same event, nothing else shared (0.35).
// An approval and a trial start with the same English text: different events, a veto.
const ITEMS = {
  de: {
    english: ["Kestrel Therapeutics closes Series B financing", "Boston biotech Kestrel Therapeutics closed a Series B round to fund clinical development."],
    source: ["Kestrel Therapeutics schließt Finanzierungsrunde ab", "Das Bostoner Biotechunternehmen Kestrel Therapeutics hat eine Serie-B-Finanzierung abgeschlossen."],
    language: "de",
    date: "2026-05-10T08:00:00Z",
  },
  ja: {
    english: ["Kestrel Therapeutics completes Series B financing", "Boston biotech Kestrel Therapeutics completed a Series B round to fund clinical development."],
    source: ["ケストレル、シリーズBで資金調達", "米ボストンのバイオ企業ケストレル・セラピューティクスは、シリーズBの資金調達を完了したと発表した。"],
    language: "ja",
    date: "2026-05-11T08:00:00Z",
  },
  approval: {
    english: ["Hengrui news on HRS-1167", "Jiangsu Hengrui Pharmaceuticals announced news on HRS-1167."],
    source: ["Hengrui wins NMPA approval for HRS-1167", "China's National Medical Products Administration approved HRS-1167 from Jiangsu Hengrui Pharmaceuticals."],
    language: "en",
    date: "2026-05-10T08:00:00Z",
  },
  trialStart: {
    english: ["Hengrui news on HRS-1167", "Jiangsu Hengrui Pharmaceuticals announced news on HRS-1167."],
    source: ["恒瑞医药HRS-1167首例患者给药", "恒瑞医药宣布，其HRS-1167的I期临床试验完成首例患者给药。"],
    language: "zh",
    date: "2026-05-11T02:00:00Z",
  },
} as const;

beforeAll(async () => {
  ctx = await createTestContext();
  fake = await startFakeOpenAi();
  for (const [name, item] of Object.entries(ITEMS)) {
    const row = await ctx.createNewsItem({ title: item.english[0], sourceUrl: `https://news.example/${name}` });
    await ctx.db
      .update(newsItems)
      .set({ summaryText: item.english[1], feedAt: new Date(item.date), publishedAt: new Date(item.date), languageDetected: item.language })
      .where(eq(newsItems.id, row.id));
    await ctx.db.insert(articleSources).values({ sourceUrl: row.sourceUrl, title: item.source[0], text: item.source[1], language: item.language });
    await recordRecognition(ctx.db, row.id, `${item.source[0]}\n\n${item.source[1]}`);
    ids[name] = row.id;
  }
  expect(await backfillStories(ctx.db)).toBe(4);
});

afterAll(async () => {
  await fake?.close();
  await ctx?.close();
});

const storyOf = async (name: string) => (await ctx.db.select({ storyId: newsItems.storyId }).from(newsItems).where(eq(newsItems.id, ids[name]!)))[0]!.storyId;
const embedder = (model: string | undefined) =>
  createAiEngine({ AI_PROVIDER: "builtin", AI_BASE_URL: fake.baseUrl, AI_API_KEY: undefined, AI_MODEL: undefined, AI_EMBEDDING_MODEL: model });

describe("the embedding signal", () => {
  it("changes nothing without an embedding model, and nothing when the provider fails", async () => {
    expect(await embedStories({ db: ctx.db, ai: embedder(undefined), logger: silentLogger })).toEqual({ embedded: 0, moved: 0 });
    fake.reply({ kind: "status", status: 500 });
    expect(await embedStories({ db: ctx.db, ai: embedder(MODEL), logger: silentLogger })).toEqual({ embedded: 0, moved: 0 });
    fake.reply({ kind: "text", content: "" });
    expect(await ctx.db.select().from(storyEmbeddings)).toHaveLength(0);
    expect(await storyOf("de")).not.toBe(await storyOf("ja"));
  });

  it("embeds every item but does not use the signal without a calibration for that model", async () => {
    await saveCalibration(ctx.db, { model: "another-model", threshold: 0.5, weight: 0.8, goldSet: "test", precision: 1, recall: 1, f1: 1 });
    fake.requests.length = 0;
    expect(await embedStories({ db: ctx.db, ai: embedder(MODEL), logger: silentLogger })).toEqual({ embedded: 4, moved: 0 });
    expect(fake.requests.filter((request) => request.path === "/v1/embeddings")).toHaveLength(4);
    expect(await storyOf("de")).not.toBe(await storyOf("ja"));
  });

  it("with the model's calibration, files the Japanese report with the German one, and never across a veto", async () => {
    await saveCalibration(ctx.db, { model: MODEL, threshold: 0.8, weight: 0.6, goldSet: "test", precision: 1, recall: 1, f1: 1 });
    const result = await embedStories({ db: ctx.db, ai: embedder(MODEL), logger: silentLogger });
    expect(result).toEqual({ embedded: 0, moved: 1 });
    expect(await storyOf("ja")).toBe(await storyOf("de"));
    expect(await storyOf("trialStart")).not.toBe(await storyOf("approval"));
    // Scored once per calibration: a later run changes nothing.
    expect(await embedStories({ db: ctx.db, ai: embedder(MODEL), logger: silentLogger })).toEqual({ embedded: 0, moved: 0 });
  });
});
