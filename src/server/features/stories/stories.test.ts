import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { storySchema } from "@/shared/stories/contracts";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { articleSources, newsItems } from "../../core/db/schema";
import { recordRecognition } from "../entities";
import { backfillStories } from "./backfill";

// Issue 20 §1–§2 through the database: reports of one approval in three languages are one story;
// the same company's trial start the same week is another; readers see the story; editors split and merge.

let ctx: TestContext;
let editor: TestUser;
const ids: Record<string, string> = {};

const REPORTS = {
  en: {
    title: "Hengrui wins NMPA approval for HRS-1167 in HER2-positive breast cancer",
    text: "Jiangsu Hengrui Pharmaceuticals said China's National Medical Products Administration approved HRS-1167 for HER2-positive metastatic breast cancer.",
    language: "en",
    date: "2026-05-10T08:00:00Z",
  },
  zh: {
    title: "恒瑞医药HRS-1167获批上市",
    text: "恒瑞医药宣布，国家药监局批准其HRS-1167上市，用于治疗HER2阳性转移性乳腺癌。",
    language: "zh",
    date: "2026-05-11T02:00:00Z",
  },
  ja: {
    title: "恒瑞医薬のHRS-1167、中国で承認取得",
    text: "江蘇恒瑞医薬は、中国国家薬品監督管理局（NMPA）がHER2陽性の転移性乳がんを対象にHRS-1167を承認したと発表した。",
    language: "ja",
    date: "2026-05-11T06:00:00Z",
  },
  trialStart: {
    title: "恒瑞医药HRS-2261首例患者给药",
    text: "恒瑞医药宣布，其HRS-2261的I期临床试验完成首例患者给药。",
    language: "zh",
    date: "2026-05-12T02:00:00Z",
  },
} as const;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.signedInUser("editor");
  for (const [name, report] of Object.entries(REPORTS)) {
    const item = await ctx.createNewsItem({ status: "published", title: `English title (${name})`, sourceUrl: `https://news.example/${name}` });
    await ctx.db.update(newsItems).set({ feedAt: new Date(report.date), publishedAt: new Date(report.date), languageDetected: report.language }).where(eq(newsItems.id, item.id));
    await ctx.db.insert(articleSources).values({ sourceUrl: item.sourceUrl, title: report.title, text: report.text, language: report.language });
    await recordRecognition(ctx.db, item.id, `${report.title}\n\n${report.text}`);
    ids[name] = item.id;
  }
  // Items written before stories get theirs from the backfill, oldest first, as ingest would have filed them.
  expect(await backfillStories(ctx.db)).toBe(4);
});

afterAll(() => ctx?.close());

const storyOf = async (id: string) => newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`)).json).story_id;

describe("stories", () => {
  it("files the English, Chinese and Japanese reports of one approval together, and the same company's trial start apart", async () => {
    const story = await storyOf(ids.en!);
    expect(story).toBeTruthy();
    expect(await storyOf(ids.zh!)).toBe(story);
    expect(await storyOf(ids.ja!)).toBe(story);
    expect(await storyOf(ids.trialStart!)).not.toBe(story);
  });

  it("a story's page lists its reports oldest first, with their sources, languages and the union of their entities", async () => {
    const response = await ctx.request("GET", `/api/stories/${await storyOf(ids.zh!)}`);
    expect(response.status).toBe(200);
    const story = storySchema.parse(response.json);
    expect(story.reports.map((report) => report.id)).toEqual([ids.en, ids.zh, ids.ja]);
    expect(story.reports[0]).toMatchObject({ source: "news.example", language: "en", date: "2026-05-10T08:00:00.000Z" });
    expect(story.languages).toEqual(["en", "zh", "ja"]);
    expect(story.entities.map((entity) => entity.type)).toContain("company");
    expect((await ctx.request("GET", "/api/stories/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("the feed shows each card's number of reports, and one card per story when asked", async () => {
    const all = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news")).json);
    expect(all.items.find((card) => card.id === ids.ja)?.story_reports).toBe(3);
    expect(all.items.find((card) => card.id === ids.trialStart)?.story_reports).toBe(1);
    const grouped = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?group=story")).json);
    expect(grouped.items.map((card) => card.id).sort()).toEqual([ids.en, ids.trialStart].sort());
  });

  it("editors split a report out and merge stories; readers and users may not", async () => {
    const story = (await storyOf(ids.ja!))!;
    const user = await ctx.signedInUser();
    expect((await ctx.request("POST", `/api/stories/${story}/split`, { body: { news_item_id: ids.ja } })).status).toBe(401);
    expect((await ctx.request("POST", `/api/stories/${story}/split`, { cookie: user.cookie, body: { news_item_id: ids.ja } })).status).toBe(403);

    const split = await ctx.request("POST", `/api/stories/${story}/split`, { cookie: editor.cookie, body: { news_item_id: ids.ja } });
    expect(split.status, split.text).toBe(200);
    const own = (split.json as { story_id: string }).story_id;
    expect(await storyOf(ids.ja!)).toBe(own);
    expect(storySchema.parse((await ctx.request("GET", `/api/stories/${story}`)).json).reports).toHaveLength(2);
    // Its own story's only report: nothing to split it from.
    const alone = await ctx.request("POST", `/api/stories/${own}/split`, { cookie: editor.cookie, body: { news_item_id: ids.ja } });
    expect(alone.status).toBe(422);
    // Not in that story any more: a second split of it is 404.
    expect((await ctx.request("POST", `/api/stories/${story}/split`, { cookie: editor.cookie, body: { news_item_id: ids.ja } })).status).toBe(404);

    const merged = await ctx.request("POST", `/api/stories/${own}/merge`, { cookie: editor.cookie, body: { into: story } });
    expect(merged.status, merged.text).toBe(200);
    expect(storySchema.parse(merged.json).reports.map((report) => report.id)).toEqual([ids.en, ids.zh, ids.ja]);
    // The merged story's address leads to the one it joined.
    expect(storySchema.parse((await ctx.request("GET", `/api/stories/${own}`)).json).id).toBe(story);
    const again = await ctx.request("POST", `/api/stories/${own}/merge`, { cookie: editor.cookie, body: { into: story } });
    expect(again.status).toBe(422);
  });

  it("a new item is filed at once as it is written", async () => {
    const item = await ctx.createNewsItem({ status: "pending", sourceUrl: "https://news.example/late-en-copy" });
    await ctx.db.update(newsItems).set({ feedAt: new Date("2026-05-11T10:00:00Z") }).where(eq(newsItems.id, item.id));
    await ctx.db.insert(articleSources).values({
      sourceUrl: item.sourceUrl,
      title: "China approves Hengrui's HRS-1167 for breast cancer",
      text: "The NMPA approved HRS-1167 from Jiangsu Hengrui Pharmaceuticals in HER2-positive breast cancer.",
      language: "en",
    });
    expect(await backfillStories(ctx.db)).toBe(1);
    expect(await storyOf(ids.en!)).toBe((await ctx.db.select({ storyId: newsItems.storyId }).from(newsItems).where(eq(newsItems.id, item.id)))[0]!.storyId);
  });
});
