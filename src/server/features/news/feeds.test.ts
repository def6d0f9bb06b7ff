import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { newsFeedPath } from "@/shared/news/paths";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { FEED_ITEMS } from "./feeds";

// Issue 19 §4: the published feed in any reader, parsed by a real feed parser.

let ctx: TestContext;
let editorCookie: string;

const itemUrl = (id: string) => `${ctx.config.PUBLIC_URL}/news/${id}`;

async function publishThroughApi(title: string, tags: string[]) {
  const item = await ctx.createNewsItem({ status: "pending", title, tags });
  const response = await ctx.request("POST", `/api/news/${item.id}/publish`, { cookie: editorCookie });
  expect(response.status, response.text).toBe(200);
  await ctx.notifications.delivered();
  return item.id;
}

async function unpublishThroughApi(id: string) {
  const item = newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`, { cookie: editorCookie })).json);
  const response = await ctx.request("PUT", `/api/news/${id}`, {
    cookie: editorCookie,
    body: { title: item.title, summary_en: item.summary_en, tags: item.tags, entities: item.entities, status: "pending", version: item.version },
  });
  expect(response.status, response.text).toBe(200);
  await ctx.notifications.delivered();
}

const rss = async (path = newsFeedPath("rss")) => parseRssFeed((await ctx.request("GET", path)).text);
const rssLinks = async (path?: string) => ((await rss(path)).items ?? []).map((item) => item.link);

let first: string;
let second: string;
let pending: string;

beforeAll(async () => {
  ctx = await createTestContext();
  editorCookie = (await ctx.signedInUser("editor")).cookie;
  first = await publishThroughApi("Corvalis wins FDA approval", ["oncology", "fda-approval"]);
  second = await publishThroughApi("Huakang Bio starts a phase 3 trial", ["oncology", "clinical-trials"]);
  pending = (await ctx.createNewsItem({ status: "pending", title: "Waiting for review" })).id;
});

afterAll(() => ctx?.close());

describe("feeds for any reader", () => {
  it("RSS 2.0: the newest published items with their permalink, summary, date, tags and a self link", async () => {
    const response = await ctx.request("GET", "/feeds/news.rss");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const feed = parseRssFeed(response.text);
    expect(feed.items?.map((item) => item.title)).toEqual(["Huakang Bio starts a phase 3 trial", "Corvalis wins FDA approval"]);
    const [newest] = feed.items!;
    expect(newest).toMatchObject({ link: itemUrl(second), guid: { value: itemUrl(second), isPermaLink: true } });
    expect(newest!.description).toContain("FDA");
    expect(newest!.categories?.map((category) => category.name)).toEqual(["oncology", "clinical-trials"]);
    expect(newest!.pubDate).toBeTruthy();
    expect(feed.atom?.links?.find((link) => link.rel === "self")?.href).toBe(`${ctx.config.PUBLIC_URL}/feeds/news.rss`);
    expect(feed.items!.map((item) => item.link)).not.toContain(itemUrl(pending));
  });

  it("Atom 1.0 and JSON Feed 1.1 carry the same items, ids the permalinks", async () => {
    const atomResponse = await ctx.request("GET", "/feeds/news.atom");
    expect(atomResponse.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const atom = parseAtomFeed(atomResponse.text);
    expect(atom.entries?.map((entry) => entry.id)).toEqual([itemUrl(second), itemUrl(first)]);
    expect(atom.entries?.[1]?.categories?.map((category) => category.term)).toEqual(["oncology", "fda-approval"]);
    expect(atom.links?.find((link) => link.rel === "self")?.href).toBe(`${ctx.config.PUBLIC_URL}/feeds/news.atom`);

    const jsonResponse = await ctx.request("GET", "/feeds/news.json");
    expect(jsonResponse.headers.get("content-type")).toBe("application/feed+json; charset=utf-8");
    const json = parseJsonFeed(jsonResponse.text);
    const items = json.items ?? [];
    expect(json.feed_url).toBe(`${ctx.config.PUBLIC_URL}/feeds/news.json`);
    expect(items.map((item) => [item.id, item.url, item.title])).toEqual([
      [itemUrl(second), itemUrl(second), "Huakang Bio starts a phase 3 trial"],
      [itemUrl(first), itemUrl(first), "Corvalis wins FDA approval"],
    ]);
    expect(items[0]?.tags).toEqual(["oncology", "clinical-trials"]);
    expect(items[0]?.external_url).toMatch(/^https?:\/\//);
  });

  it("takes /news's own filters, and holds what /news shows for them", async () => {
    for (const filters of [{ tags: ["fda-approval"] }, { q: "phase" }, { tags: ["oncology"], q: "corvalis" }]) {
      const query = newsFeedPath("rss", filters).split("?")[1]!;
      const cards = listNewsResponseSchema.parse((await ctx.request("GET", `/api/news?${query}`)).json).items;
      expect(cards.length).toBeGreaterThan(0);
      expect(await rssLinks(newsFeedPath("rss", filters))).toEqual(cards.map((card) => itemUrl(card.id)));
    }
    const feed = await rss(newsFeedPath("rss", { tags: ["fda-approval"] }));
    expect(feed.atom?.links?.find((link) => link.rel === "self")?.href).toBe(`${ctx.config.PUBLIC_URL}/feeds/news.rss?tag=fda-approval`);
    expect(feed.link).toBe(`${ctx.config.PUBLIC_URL}/news?tag=fda-approval`);
  });

  it("answers 304 to a reader's ETag or date, and a new feed once an item is published or un-published", async () => {
    const first200 = await ctx.request("GET", "/feeds/news.atom");
    const etag = first200.headers.get("etag")!;
    const lastModified = first200.headers.get("last-modified")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const byTag = await ctx.request("GET", "/feeds/news.atom", { headers: { "if-none-match": etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe("");
    expect((await ctx.request("GET", "/feeds/news.atom", { headers: { "if-modified-since": lastModified } })).status).toBe(304);
    expect((await ctx.request("GET", "/feeds/news.atom", { headers: { "if-none-match": '"something-else"' } })).status).toBe(200);

    const third = await publishThroughApi("Rheinwerk Biotherapeutics raises EUR 80 million", ["financing"]);
    const afterPublish = await ctx.request("GET", "/feeds/news.atom", { headers: { "if-none-match": etag } });
    expect(afterPublish.status).toBe(200);
    expect(afterPublish.headers.get("etag")).not.toBe(etag);
    expect(parseAtomFeed(afterPublish.text).entries?.[0]?.id).toBe(itemUrl(third));

    await unpublishThroughApi(third);
    expect(await rssLinks()).toEqual([itemUrl(second), itemUrl(first)]);
  });

  it(`holds the ${FEED_ITEMS} newest matches`, async () => {
    for (let index = 0; index < FEED_ITEMS; index += 1) await ctx.createNewsItem({ title: `Bulk item ${index}`, tags: ["bulk"] });
    await publishThroughApi("The newest bulk item", ["bulk"]);
    const links = await rssLinks(newsFeedPath("rss", { tags: ["bulk"] }));
    expect(links).toHaveLength(FEED_ITEMS);
  });

  it("refuses a query /news would refuse, saying why", async () => {
    const response = await ctx.request("GET", `/feeds/news.json?q=${"x".repeat(201)}`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.json)).toMatch(/q|200/);
    expect((await ctx.request("GET", "/feeds/news.json?event=not-an-event")).status).toBe(400);
  });
});
