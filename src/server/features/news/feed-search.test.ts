import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema } from "@/shared/news/contracts";
import { createTestContext, type TestContext } from "../../../../tests/support/context";

// A filtered page looks through the newest 1,000 published items first and through the indexes
// only when they hold less than a page (repo.ts): these items put matches on both sides of that line.
const ITEMS = 1_200;

let ctx: TestContext;
/** Every published item, newest first, as the feed orders them. */
let feedOrder: { id: string; title: string; tags: string[] }[];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`
    insert into news_items (title, summary_en, summary_text, source_url, feed_at, status, tags, tag_labels, entities, facets, engine, model)
    select
      case when i % 40 = 7 then 'Walrus study ' || i when i % 100 = 3 then 'Otter survey ' || i when i = 1150 then 'Zebrafish model ' || i else 'Routine update ' || i end,
      '<p>Summary.</p>', 'Summary.', 'https://news.example/window/' || i,
      timestamptz '2026-06-01 00:00:00+00' - i * interval '1 minute', 'published',
      case when i % 3 = 0 then '[{"label":"oncology","category":"therapeutic_areas","score":0.9}]'::jsonb
           when i = 1190 then '[{"label":"rare-disease","category":"therapeutic_areas","score":0.9}]'::jsonb else '[]'::jsonb end,
      case when i % 3 = 0 then array['oncology'] when i = 1190 then array['rare-disease'] else array[]::text[] end,
      '{"diseases":[],"targets":[],"companies":[],"regulators":[],"geographies":[],"modalities":[],"technologies":[]}'::jsonb,
      '{"companies":[]}'::jsonb, 'builtin', 'test'
    from generate_series(0, ${ITEMS - 1}) as i`);
  const rows = await ctx.db.execute(sql`select id::text, title, tag_labels from news_items where status = 'published' order by feed_at desc, id desc`);
  feedOrder = (rows as unknown as { rows: { id: string; title: string; tag_labels: string[] }[] }).rows.map((row) => ({
    id: row.id,
    title: row.title,
    tags: row.tag_labels,
  }));
});
afterAll(async () => {
  await ctx?.close();
});

/** Every page of a query, following the cursor. */
async function allPages(query: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const response = await ctx.request("GET", `/api/news?${query}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(response.status, response.text).toBe(200);
    const page = listNewsResponseSchema.parse(response.json);
    ids.push(...page.items.map((card) => card.id));
    cursor = page.next_cursor;
  } while (cursor);
  return ids;
}

describe("filtered feed pages over more items than the first look covers", () => {
  it("finds a word that only an old item has", async () => {
    const feed = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?q=zebrafish")).json);
    expect(feed.items.map((card) => card.title)).toEqual(["Zebrafish model 1150"]);
  });

  it("finds a tag that only an old item has, and nothing for a tag no item has", async () => {
    const rare = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?tag=rare-disease")).json);
    expect(rare.items.map((card) => card.title)).toEqual(["Routine update 1190"]);
    expect(listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?tag=no-such-tag")).json).items).toEqual([]);
  });

  it("gives a word's matches on both sides of the line in feed order, page after page", async () => {
    const expected = feedOrder.filter((item) => item.title.startsWith("Walrus")).map((item) => item.id);
    expect(expected.length).toBe(30);
    expect(await allPages("q=walrus&limit=20")).toEqual(expected);
    expect(await allPages("q=walrus&limit=3")).toEqual(expected);
  });

  it("pages through a word too rare to fill a page among the newest items", async () => {
    const expected = feedOrder.filter((item) => item.title.startsWith("Otter")).map((item) => item.id);
    expect(expected.length).toBe(12);
    expect(await allPages("q=otter&limit=20")).toEqual(expected);
    expect(await allPages("q=otter&limit=5")).toEqual(expected);
  });

  it("pages through a common tag without repeating or skipping an item", async () => {
    const expected = feedOrder.filter((item) => item.tags.includes("oncology")).map((item) => item.id);
    expect(await allPages("tag=oncology&limit=50")).toEqual(expected);
  });

  it("combines a tag and a word across the line", async () => {
    const expected = feedOrder.filter((item) => item.tags.includes("oncology") && item.title.startsWith("Walrus")).map((item) => item.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(await allPages("tag=oncology&q=walrus&limit=2")).toEqual(expected);
  });
});
