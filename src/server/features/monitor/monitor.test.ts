import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MONITOR_LIMITS, runMonitorResponseSchema, websitesResponseSchema, type Website } from "@/shared/monitor/contracts";
import { jobs, monitoredWebsites, monitorRuns, monitorRunSites, newsItems } from "../../core/db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { PATCHY_ARTICLES, startMonitoredSites, WORLD_ARTICLES, type MonitoredSites } from "../../../../tests/stubs/monitored-sites";
import { normalizeUrl } from "../../core/web/normalize-url";

let ctx: TestContext;
let sites: MonitoredSites;
let admin: TestUser;

beforeAll(async () => {
  sites = await startMonitoredSites();
  ctx = await createTestContext({ FETCH_ALLOW_PRIVATE: "true", MONITOR_FETCH_TIMEOUT_SECONDS: "1" });
  admin = await ctx.signedInUser("admin");
});

afterAll(async () => {
  await ctx?.close();
  await sites?.close();
});

// Each test starts with no sites, runs or items of earlier tests.
beforeEach(async () => {
  const everyRow = sql`true`;
  await ctx.db.delete(monitoredWebsites).where(everyRow);
  await ctx.db.delete(monitorRuns).where(everyRow);
  await ctx.db.delete(jobs).where(everyRow);
  await ctx.db.delete(newsItems).where(everyRow);
  sites.requests.length = 0;
});

async function addSite(body: Record<string, unknown>): Promise<Website> {
  const response = await ctx.request("POST", "/api/monitor/websites", { cookie: admin.cookie, body });
  expect(response.status, response.text).toBe(201);
  return (response.json as { website: Website }).website;
}

async function runNow() {
  const response = await ctx.request("POST", "/api/monitor/run", { cookie: admin.cookie });
  expect(response.status, response.text).toBe(200);
  return runMonitorResponseSchema.parse(response.json);
}

async function listSites(): Promise<Website[]> {
  const response = await ctx.request("GET", "/api/monitor/websites", { cookie: admin.cookie });
  return websitesResponseSchema.parse(response.json).websites;
}

const pendingUrls = async () =>
  (await ctx.db.select({ url: newsItems.sourceUrl }).from(newsItems).where(eq(newsItems.status, "pending"))).map((row) => row.url).sort();

describe("monitored websites", () => {
  it("adds a site with empty description and RSS stored as null, newest first", async () => {
    const first = await addSite({ name: "Wire", url: `${sites.url}/wire/`, description: "", rss_feed_url: "" });
    expect(first).toMatchObject({ name: "Wire", description: null, rss_feed_url: null, is_active: true, added_by: admin.id, last_checked_at: null });
    const second = await addSite({ name: "Journal", url: `${sites.url}/journal/`, description: "Weekly", rss_feed_url: `${sites.url}/journal/atom.xml` });
    expect(second.description).toBe("Weekly");
    expect((await listSites()).map((site) => site.name)).toEqual(["Journal", "Wire"]);
  });

  it("requires a name and a URL, with the spec's message, and refuses addresses that are not web pages", async () => {
    for (const body of [{ name: "", url: "https://example.com" }, { name: "Site", url: "  " }, {}]) {
      const response = await ctx.request("POST", "/api/monitor/websites", { cookie: admin.cookie, body });
      expect(response.status).toBe(400);
      expect(Object.values(response.json.error?.fields ?? {})).toContain("Name and URL are required");
    }
    const bad = await ctx.request("POST", "/api/monitor/websites", { cookie: admin.cookie, body: { name: "Site", url: "ftp://example.com" } });
    expect(bad.status).toBe(400);
    expect(bad.json.error?.fields?.url).toBe("Please enter a valid web address starting with http:// or https://");
    expect(await listSites()).toHaveLength(0);
  });

  it("refuses the same address twice", async () => {
    await addSite({ name: "Wire", url: `${sites.url}/wire/` });
    const again = await ctx.request("POST", "/api/monitor/websites", { cookie: admin.cookie, body: { name: "Wire 2", url: `${sites.url}/wire/` } });
    expect(again.status).toBe(409);
    expect(again.json.error?.message).toBe("This website is already monitored.");
  });

  it("activates, deactivates and deletes; an unknown id is 404", async () => {
    const site = await addSite({ name: "Wire", url: `${sites.url}/wire/` });
    const off = await ctx.request("PATCH", `/api/monitor/websites/${site.id}`, { cookie: admin.cookie, body: { is_active: false } });
    expect((off.json as { website: Website }).website.is_active).toBe(false);
    const on = await ctx.request("PATCH", `/api/monitor/websites/${site.id}`, { cookie: admin.cookie, body: { is_active: true } });
    expect((on.json as { website: Website }).website.is_active).toBe(true);
    const bad = await ctx.request("PATCH", `/api/monitor/websites/${site.id}`, { cookie: admin.cookie, body: { is_active: "yes" } });
    expect(bad.status).toBe(400);
    expect((await ctx.request("DELETE", `/api/monitor/websites/${site.id}`, { cookie: admin.cookie })).status).toBe(204);
    expect((await ctx.request("DELETE", `/api/monitor/websites/${site.id}`, { cookie: admin.cookie })).status).toBe(404);
    expect((await ctx.request("DELETE", "/api/monitor/websites/not-an-id", { cookie: admin.cookie })).status).toBe(400);
    expect(await listSites()).toHaveLength(0);
  });

  it("answers 401 signed out and 403 to users and editors on every operation", async () => {
    const site = await addSite({ name: "Wire", url: `${sites.url}/wire/` });
    const operations: Array<[string, string, unknown?]> = [
      ["GET", "/api/monitor/websites"],
      ["POST", "/api/monitor/websites", { name: "X", url: "https://example.com" }],
      ["PATCH", `/api/monitor/websites/${site.id}`, { is_active: false }],
      ["DELETE", `/api/monitor/websites/${site.id}`],
      ["POST", "/api/monitor/run"],
      ["GET", "/api/monitor/runs"],
    ];
    const user = await ctx.signedInUser("user");
    const editor = await ctx.signedInUser("editor");
    for (const [method, path, body] of operations) {
      expect((await ctx.request(method, path, { body })).status, `${method} ${path} signed out`).toBe(401);
      for (const who of [user, editor]) {
        expect((await ctx.request(method, path, { body, cookie: who.cookie })).status, `${method} ${path} as ${who.role}`).toBe(403);
      }
    }
    expect((await listSites())[0]).toMatchObject({ id: site.id, is_active: true });
    expect(await ctx.db.select().from(monitorRuns)).toHaveLength(0);
  });
});

describe("a monitor run", () => {
  it("reads RSS, a declared Atom feed, a feed at a common path and a news sitemap; a stalled site fails alone", async () => {
    await addSite({ name: "Wire", url: `${sites.url}/wire/`, rss_feed_url: `${sites.url}/wire/feed.xml` });
    await addSite({ name: "Journal", url: `${sites.url}/journal/` });
    await addSite({ name: "Digest", url: `${sites.url}/digest/` });
    await addSite({ name: "Bulletin", url: `${sites.url}/bulletin/` });
    await addSite({ name: "Stalled", url: `${sites.url}/stalled/` });

    const result = await runNow();
    expect(result).toMatchObject({ total_websites: 5, processed: 5, new_items: 9, failed: 1 });
    expect(result.run).toMatchObject({ trigger: "manual", status: "completed" });

    const expected = (["wire", "journal", "digest", "bulletin"] as const).flatMap((site) =>
      sites.entries[site].map((entry) => normalizeUrl(sites.articleUrl(site, entry.slug))),
    );
    expect(await pendingUrls()).toEqual(expected.sort());
    // Created by the system, for review: no user, pending, summarized.
    const items = await ctx.db.select().from(newsItems);
    expect(items.every((item) => item.createdBy === null && item.status === "pending" && item.summaryText.length > 50)).toBe(true);

    const byName = Object.fromEntries((await listSites()).map((site) => [site.name, site]));
    expect(byName.Wire!.last_check).toEqual({ status: "ok", new_items: 3, error: null, feed_url: `${sites.url}/wire/feed.xml`, failed_articles: [] });
    expect(byName.Journal!.last_check).toMatchObject({ status: "ok", new_items: 2, feed_url: `${sites.url}/journal/atom.xml` });
    expect(byName.Digest!.last_check).toMatchObject({ status: "ok", new_items: 2, feed_url: `${sites.url}/digest/feed` });
    expect(byName.Bulletin!.last_check).toMatchObject({ status: "ok", new_items: 2, feed_url: `${sites.url}/bulletin/news-sitemap.xml` });
    expect(byName.Stalled!.last_check).toMatchObject({ status: "failed", new_items: 0 });
    expect(byName.Stalled!.last_check!.error).toMatch(/took longer than 1 second/);
    expect(Object.values(byName).every((site) => site.last_checked_at !== null)).toBe(true);

    // The run is in the history.
    const runs = await ctx.request("GET", "/api/monitor/runs", { cookie: admin.cookie });
    expect((runs.json as { runs: unknown[] }).runs[0]).toMatchObject({ id: result.run.id, processed: 5, new_items: 9, failed: 1 });
  });

  // Issue 15 §6: the toast said "Processed 2 websites." while one had failed, and a site's card
  // named only the first article it could not read.
  it("reports the sites that failed and the items created, and keeps every article a site could not read with its reason", async () => {
    await addSite({ name: "Wire", url: `${sites.url}/wire/`, rss_feed_url: `${sites.url}/wire/feed.xml` });
    await addSite({ name: "Patchy", url: `${sites.url}/patchy/`, rss_feed_url: `${sites.url}/patchy/feed.xml` });
    await addSite({ name: "Closed", url: `${sites.url}/closed/` });

    const result = await runNow();
    expect(result).toMatchObject({ total_websites: 3, processed: 3, failed: 1, new_items: 3 + 1 });
    expect(result.run).toMatchObject({ status: "completed", processed: 3, failed: 1, new_items: 4 });

    const byName = Object.fromEntries((await listSites()).map((site) => [site.name, site.last_check]));
    expect(byName.Patchy).toEqual({
      status: "ok",
      new_items: 1,
      error: "2 articles could not be read",
      feed_url: `${sites.url}/patchy/feed.xml`,
      failed_articles: [
        { url: sites.articleUrl("patchy", PATCHY_ARTICLES.gone), reason: "The page could not be reached (the site answered 404)." },
        { url: sites.articleUrl("patchy", PATCHY_ARTICLES.broken), reason: "The page could not be reached (the site answered 500)." },
      ],
    });
    expect(byName.Closed).toMatchObject({ status: "failed", new_items: 0, failed_articles: [] });
    expect(byName.Closed!.error).toMatch(/404/);
    expect(byName.Wire).toMatchObject({ status: "ok", new_items: 3, error: null, failed_articles: [] });

    // A check stored before the list existed reads as one without unread articles.
    await ctx.db
      .update(monitoredWebsites)
      .set({ lastCheck: { status: "ok", new_items: 2, error: null, feed_url: null } })
      .where(eq(monitoredWebsites.name, "Wire"));
    expect((await listSites()).find((site) => site.name === "Wire")!.last_check).toEqual({
      status: "ok",
      new_items: 2,
      error: null,
      feed_url: null,
      failed_articles: [],
    });
  });

  // Issue 14 §1: short news in every script is news. The ja and ko items (Shift_JIS, EUC-KR) are
  // under 200 UTF-16 units of text, which the monitor used to refuse as "not an article".
  it("makes five items for review from a feed of five short articles in en, zh, ja, de and ko", async () => {
    await addSite({ name: "World", url: `${sites.url}/world/`, rss_feed_url: `${sites.url}/world/feed.xml` });
    const result = await runNow();
    expect(result).toMatchObject({ total_websites: 1, processed: 1, new_items: 5, failed: 0 });
    expect(result.run.status).toBe("completed");
    const items = await ctx.db
      .select({ url: newsItems.sourceUrl, language: newsItems.languageDetected })
      .from(newsItems)
      .where(eq(newsItems.status, "pending"));
    const expected = Object.keys(WORLD_ARTICLES).map((language) => ({ url: normalizeUrl(sites.articleUrl("world", language)), language }));
    const byUrl = (a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url);
    expect(items.sort(byUrl)).toEqual(expected.sort(byUrl));
    expect((await listSites())[0]!.last_check).toEqual({
      status: "ok",
      new_items: 5,
      error: null,
      feed_url: `${sites.url}/world/feed.xml`,
      failed_articles: [],
    });
  });

  it("asks again conditionally, takes only entries it does not know, and skips inactive sites", async () => {
    const wire = await addSite({ name: "Wire", url: `${sites.url}/wire/`, rss_feed_url: `${sites.url}/wire/feed.xml` });
    const digest = await addSite({ name: "Digest", url: `${sites.url}/digest/` });
    // One of the wire's entries is already an item (pasted by a user earlier).
    const known = sites.entries.wire[1]!;
    await ctx.createNewsItem({ status: "published", sourceUrl: normalizeUrl(sites.articleUrl("wire", known.slug)) });

    const first = await runNow();
    expect(first).toMatchObject({ processed: 2, new_items: 2 + 2 });

    // Nothing changed: the wire's feed answers 304 to its validators; the digest finds nothing new.
    sites.requests.length = 0;
    await ctx.request("PATCH", `/api/monitor/websites/${digest.id}`, { cookie: admin.cookie, body: { is_active: false } });
    const second = await runNow();
    expect(second).toMatchObject({ total_websites: 1, processed: 1, new_items: 0, failed: 0 });
    const feedRequest = sites.requests.find((request) => request.path === "/wire/feed.xml");
    expect(feedRequest?.headers["if-none-match"]).toBe('"wire-v1"');
    expect(sites.requests.some((request) => request.path.startsWith("/digest"))).toBe(false);
    expect((await listSites()).find((site) => site.id === wire.id)!.last_check).toMatchObject({ status: "unchanged", new_items: 0 });

    // A new entry: the feed changes, and only that entry is fetched and ingested.
    sites.addEntry("wire", { slug: "wire-fresh", title: "Wire fresh story", published: new Date(), topic: "a new vaccine plant" });
    sites.requests.length = 0;
    const third = await runNow();
    expect(third).toMatchObject({ processed: 1, new_items: 1 });
    expect(sites.requests.filter((request) => request.path.startsWith("/wire/articles/")).map((request) => request.path)).toEqual([
      "/wire/articles/wire-fresh",
    ]);
    expect(await ctx.db.select().from(newsItems).where(eq(newsItems.sourceUrl, normalizeUrl(sites.articleUrl("wire", known.slug))))).toHaveLength(1);
  });

  it(`takes at most ${MONITOR_LIMITS.newItemsPerSite} new articles from a site per run, the newest, and the rest next time`, async () => {
    for (let index = 0; index < 23; index += 1) {
      sites.addEntry("bulletin", {
        slug: `bulletin-many-${index}`,
        title: `Bulletin many ${index}`,
        published: new Date(Date.UTC(2026, 10, 21, 0, index)),
        topic: "a cell therapy manufacturing deal",
      });
    }
    await addSite({ name: "Bulletin", url: `${sites.url}/bulletin/` });
    const first = await runNow();
    expect(first.new_items).toBe(MONITOR_LIMITS.newItemsPerSite);
    const newest = sites.entries.bulletin.slice(0, MONITOR_LIMITS.newItemsPerSite).map((entry) => normalizeUrl(sites.articleUrl("bulletin", entry.slug)));
    expect(await pendingUrls()).toEqual(newest.sort());
    const second = await runNow();
    expect(second.new_items).toBe(sites.entries.bulletin.length - MONITOR_LIMITS.newItemsPerSite);
    sites.entries.bulletin.splice(0, 23);
  });

  it("joins the run under way instead of starting a second one", async () => {
    await addSite({ name: "Wire", url: `${sites.url}/wire/`, rss_feed_url: `${sites.url}/wire/feed.xml` });
    sites.setArticleDelay(300);
    try {
      const [a, b] = await Promise.all([
        ctx.request("POST", "/api/monitor/run", { cookie: admin.cookie }),
        ctx.request("POST", "/api/monitor/run", { cookie: admin.cookie }),
      ]);
      const first = runMonitorResponseSchema.parse(a.json);
      const second = runMonitorResponseSchema.parse(b.json);
      expect(second.run.id).toBe(first.run.id);
      expect(await ctx.db.select().from(monitorRuns)).toHaveLength(1);
      expect(first.new_items).toBe(sites.entries.wire.length);
    } finally {
      sites.setArticleDelay(0);
    }
  });
});

describe("run sites", () => {
  it("records each site's part once", async () => {
    await addSite({ name: "Digest", url: `${sites.url}/digest/` });
    const result = await runNow();
    const parts = await ctx.db.select().from(monitorRunSites).where(eq(monitorRunSites.runId, result.run.id));
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject({ status: "ok", newItems: 2, error: null });
  });
});
