import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { articleSources, entities, entityAliases, entityMentions, newsItems } from "@/server/core/db/schema";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { insertItemForReview } from "../news";

// Recognition written down: mentions resolved to one entity whatever the language, the item's
// links, the feed's entity filter, and the mentions replaced when the item is recognized again.

let ctx: TestContext;

const EMPTY_ENTITIES = { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] };

function item(sourceUrl: string, title: string, summaryText: string) {
  return {
    title,
    summaryEn: `<p>${summaryText}</p>`,
    summaryText,
    sourceUrl,
    status: "published" as const,
    tags: [],
    tagLabels: [],
    entities: EMPTY_ENTITIES,
    facets: { companies: [] },
    engine: "builtin" as const,
    model: "test",
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("entities from news items", () => {
  let english: string;
  let chinese: string;

  it("resolves an English and a Chinese name of one company to one entity, with both names as aliases", async () => {
    english = (await insertItemForReview(ctx.db, item("https://news.example/pfizer-en", "Pfizer expands its oncology pipeline", "Pfizer said the deal closes this year.")))!;
    // The original article, in Chinese, is what recognition reads when it was fetched.
    await ctx.db.insert(articleSources).values({ sourceUrl: "https://news.example/pfizer-zh", title: "辉瑞扩大肿瘤管线", text: "辉瑞表示交易将于年内完成。", language: "zh" });
    chinese = (await insertItemForReview(ctx.db, item("https://news.example/pfizer-zh", "Pfizer expands its oncology pipeline", "Pfizer said so.")))!;

    const rows = await ctx.db.select().from(entities).where(eq(entities.key, "company:pfizer"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slug: "company-pfizer", name: "Pfizer", type: "company", known: true });
    const mentions = await ctx.db.select().from(entityMentions).where(eq(entityMentions.entityId, rows[0]!.id));
    expect(mentions.map((mention) => mention.newsItemId).sort()).toEqual([english, chinese].sort());
    expect(mentions.find((mention) => mention.newsItemId === chinese)).toMatchObject({ surface: "辉瑞", quote: "辉瑞扩大肿瘤管线" });
    const aliases = await ctx.db.select({ alias: entityAliases.alias, script: entityAliases.script }).from(entityAliases).where(eq(entityAliases.entityId, rows[0]!.id));
    expect(aliases).toEqual(expect.arrayContaining([{ alias: "辉瑞", script: "zh" }, { alias: "ファイザー", script: "ja" }, { alias: "Pfizer", script: null }]));
  });

  it("gives the item its entity links and the feed an entity filter", async () => {
    const page = newsItemSchema.parse((await ctx.request("GET", `/api/news/${chinese}`)).json);
    expect(page.entity_links).toContainEqual({ slug: "company-pfizer", name: "Pfizer", type: "company" });

    const feed = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?entity=company-pfizer")).json);
    expect(feed.items.map((card) => card.id).sort()).toEqual([english, chinese].sort());
    const none = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?entity=company-nobody")).json);
    expect(none.items).toEqual([]);
    expect((await ctx.request("GET", "/api/news?event=rumour")).status).toBe(400);
  });

  it("gathers a drug's reports in every language on one entity, and the feed of that entity", async () => {
    const sources = [
      ["https://news.example/camrelizumab-zh", "恒瑞医药卡瑞利珠单抗获批新适应症", "国家药监局批准卡瑞利珠单抗联合化疗用于晚期非小细胞肺癌。"],
      ["https://news.example/camrelizumab-en", "Hengrui's camrelizumab wins a new approval in China", "The NMPA approved camrelizumab (SHR-1210) with chemotherapy."],
      ["https://news.example/camrelizumab-de", "Neue Zulassung für Camrelizumab in China", "Die chinesische Behörde NMPA hat Camrelizumab zugelassen."],
    ] as const;
    const ids: string[] = [];
    for (const [sourceUrl, title, text] of sources) {
      await ctx.db.insert(articleSources).values({ sourceUrl, title, text, language: null });
      ids.push((await insertItemForReview(ctx.db, item(sourceUrl, "Camrelizumab approved", "Camrelizumab approved.")))!);
    }
    const [drug] = await ctx.db.select().from(entities).where(eq(entities.key, "drug:camrelizumab"));
    expect(drug).toMatchObject({ slug: "drug-camrelizumab", name: "camrelizumab", known: true });
    const mentions = await ctx.db.select().from(entityMentions).where(eq(entityMentions.entityId, drug!.id));
    expect(mentions.map((mention) => mention.surface).sort()).toEqual(["Camrelizumab", "camrelizumab", "卡瑞利珠单抗"].sort());
    const feed = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?entity=drug-camrelizumab")).json);
    expect(feed.items.map((card) => card.id).sort()).toEqual([...ids].sort());
  });

  it("links a name spelt almost like a known one to it, below the confidence an editor need not check", async () => {
    await insertItemForReview(ctx.db, item("https://news.example/zenara-1", "Zenara Biosciences raises funds", "Zenara Biosciences raised money."));
    const second = (await insertItemForReview(ctx.db, item("https://news.example/zenara-2", "Zenara Bioscience starts a trial", "Zenara Bioscience dosed a patient.")))!;
    const rows = await ctx.db.execute(sql`select e.key, m.method, m.confidence from entity_mentions m join entities e on e.id = m.entity_id where m.news_item_id = ${second} and e.type = 'company'`);
    const [linked] = (rows as unknown as { rows: { key: string; method: string; confidence: number }[] }).rows;
    expect(linked).toMatchObject({ key: "company:zenara-biosciences", method: "fuzzy" });
    expect(linked!.confidence).toBeLessThan(0.7);
    // A different company sharing the first letters is not linked.
    const other = (await insertItemForReview(ctx.db, item("https://news.example/zenith", "Zenith Therapeutics raises funds", "Zenith Therapeutics raised money.")))!;
    const zenith = await ctx.db.execute(sql`select e.key, m.method from entity_mentions m join entities e on e.id = m.entity_id where m.news_item_id = ${other} and e.type = 'company'`);
    expect((zenith as unknown as { rows: { key: string; method: string }[] }).rows).toEqual([{ key: "company:zenith-therapeutics", method: "shape" }]);
  });

  it("recognizes a company an earlier article named by its shape when a later one names it alone (the registry grows from ingest)", async () => {
    const mentionsOf = async (id: string) => {
      const rows = await ctx.db.execute(sql`select e.key, m.method, m.confidence from entity_mentions m join entities e on e.id = m.entity_id where m.news_item_id = ${id} and e.type = 'company'`);
      return (rows as unknown as { rows: { key: string; method: string; confidence: number }[] }).rows;
    };
    const headline = item("https://news.example/orvanta-2", "Orvanta shares jump on obesity data", "Orvanta said the drug cut weight by 18%.");
    await ctx.db.insert(articleSources).values({ sourceUrl: "https://news.example/orvanta-0", title: headline.title, text: headline.summaryText, language: "en" });
    // Before any article named it so that it could be known, the bare name is nobody.
    expect(await mentionsOf((await insertItemForReview(ctx.db, { ...headline, sourceUrl: "https://news.example/orvanta-0" }))!)).toEqual([]);

    await insertItemForReview(ctx.db, item("https://news.example/orvanta-1", "Orvanta Therapeutics Inc. raises $80 million", "Orvanta Therapeutics Inc. raised $80 million in a Series B."));
    const later = (await insertItemForReview(ctx.db, headline))!;
    const [linked] = await mentionsOf(later);
    expect(linked).toMatchObject({ key: "company:orvanta-therapeutics", method: "learned" });
    // Its first word alone could be another company: the link waits for an editor.
    expect(linked!.confidence).toBeLessThan(0.7);
    const page = newsItemSchema.parse((await ctx.request("GET", `/api/news/${later}`)).json);
    expect(page.entity_links).toContainEqual({ slug: "company-orvanta-therapeutics", name: "Orvanta Therapeutics", type: "company" });
  });

  it("replaces an item's mentions when it is recognized again, and drops them with the item", async () => {
    const reviewer = await ctx.signedInUser("editor");
    const before = newsItemSchema.parse((await ctx.request("GET", `/api/news/${english}`)).json);
    const saved = await ctx.request("PUT", `/api/news/${english}`, {
      cookie: reviewer.cookie,
      body: { ...before, title: "Roche expands its oncology pipeline", summary_en: "<p>Roche said the deal closes this year.</p>" },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(newsItemSchema.parse(saved.json).entity_links.map((link) => link.slug)).toEqual(["company-roche"]);
    const names = await ctx.db.execute(sql`select e.key from entity_mentions m join entities e on e.id = m.entity_id where m.news_item_id = ${english}`);
    expect((names as unknown as { rows: { key: string }[] }).rows.map((row) => row.key)).toEqual(["company:roche"]);

    await ctx.db.delete(newsItems).where(eq(newsItems.id, chinese));
    expect(await ctx.db.select().from(entityMentions).where(eq(entityMentions.newsItemId, chinese))).toEqual([]);
  });
});
