import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../core/http/context";
import { mountClient } from "../../core/http/static";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { sql } from "drizzle-orm";
import { bumpFeedVersion } from "../../core/db/feed-version";
import { newsPageFeeds } from "./feeds";
import { newsItemPageData } from "./page-data";

const INDEX_HTML = `<!doctype html><html><head><meta name="description" content="Default description." /><title>BioAgent Hub</title></head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let clientDir: string;
const site = new Hono<AppEnv>();

beforeAll(async () => {
  ctx = await createTestContext();
  mkdirSync("node_modules/.cache", { recursive: true });
  clientDir = mkdtempSync(path.join("node_modules/.cache", "page-data-test-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  mountClient(site, path.resolve(clientDir), { news: newsPageFeeds(), newsItem: newsItemPageData(ctx.db, ctx.notifications) });
});

afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await ctx?.close();
});

function pageData(html: string): Record<string, unknown> | null {
  const match = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
}

describe("/news/{id} page data", () => {
  it("carries the published item exactly as the API answers it, with its title and description", async () => {
    const item = await ctx.createNewsItem({ title: `Cut & "paste" </script><script>alert(1)</script> $& done` });
    const page = await site.request(`/news/${item.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const api = await ctx.request("GET", `/api/news/${item.id}`);
    expect(pageData(html)).toEqual({ [`/api/news/${item.id}`]: api.json });
    // The title cannot end the data block or the title element, and `$&` stays literal.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain(
      "<title>Cut &amp; &quot;paste&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; done · BioAgent Hub</title>",
    );
    expect(html).toContain('<meta name="description" content="The FDA approved a new oncology drug." />');
  });

  it("draws the published item's title, date, source, summary and tags in the root element, escaped", async () => {
    const item = await ctx.createNewsItem({
      title: `Acme <img src=x onerror=alert(1)> "wins" & more`,
      sourceUrl: "https://news.example/a?b=1&c=<2>",
      tags: ["oncology", "<b>bold</b>"],
    });
    // A summary stored around the sanitizer (an older save, a direct write) is cleaned on the way out too.
    const stored = `<p onclick="alert(1)">Approved <strong>today</strong>.</p><script>alert(2)</script><img src="https://tracker.example/x.png">`;
    await ctx.db.execute(sql`update news_items set summary_en = ${stored}, published_at = '2026-11-21T10:00:00Z' where id = ${item.id}`);
    await bumpFeedVersion(ctx.db);
    await ctx.notifications.delivered();
    const html = await (await site.request(`/news/${item.id}`)).text();
    const root = /<div id="root" data-first-paint>(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? "";
    expect(root).toContain('<h1 class="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">Acme &lt;img src=x onerror=alert(1)&gt; &quot;wins&quot; &amp; more</h1>');
    expect(root).toContain('<time datetime="2026-11-21T10:00:00.000Z">November 21, 2026</time>');
    expect(root).toContain('href="https://news.example/a?b=1&amp;c=&lt;2&gt;"');
    expect(root).toContain("<p>Approved <strong>today</strong>.</p>");
    expect(root).toContain(">&lt;b&gt;bold&lt;/b&gt;</a>");
    expect(root).toContain('href="/news?tag=oncology"');
    for (const unsafe of ["onclick", "<script", "tracker.example", "<img", "<b>"]) expect(root).not.toContain(unsafe);
    // The only script end in the page is the data block's own.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("adds nothing for a pending item, an unknown id or a malformed one", async () => {
    const pending = await ctx.createNewsItem({ status: "pending" });
    for (const pathname of [`/news/${pending.id}`, "/news/0b7c6f0e-1111-4222-8333-944445555666", "/news/not-an-id"]) {
      const page = await site.request(pathname);
      expect(page.status).toBe(200);
      // The route's own title only: no data block, no drawn page, no item title, the default description.
      expect(await page.text()).toBe(INDEX_HTML.replace("<title>BioAgent Hub</title>", "<title>Biotech News · BioAgent Hub</title>"));
    }
  });

  it("keeps a published item's page for the next reader, and drops it when the feed version moves", async () => {
    const item = await ctx.createNewsItem({ title: "Kept between readers" });
    await bumpFeedVersion(ctx.db);
    await ctx.notifications.delivered();
    const titleOf = async () => /<title>([^<]*)<\/title>/.exec(await (await site.request(`/news/${item.id}`)).text())![1];
    expect(await titleOf()).toBe("Kept between readers · BioAgent Hub");
    await ctx.db.execute(sql`update news_items set title = 'Changed behind the API' where id = ${item.id}`);
    expect(await titleOf()).toBe("Kept between readers · BioAgent Hub");
    // What an edit, a publication or an editor's relink does in its transaction.
    await bumpFeedVersion(ctx.db);
    await ctx.notifications.delivered();
    expect(await titleOf()).toBe("Changed behind the API · BioAgent Hub");
  });

  it("announces the feed of /news's own query, and the whole feed on an item's page", async () => {
    const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[3]]);
    const news = await (await site.request("/news?q=KRAS&tag=oncology&tag=fda-approval")).text();
    expect(alternates(news)).toEqual([
      ["application/rss+xml", "/feeds/news.rss?q=KRAS&amp;tag=oncology&amp;tag=fda-approval"],
      ["application/atom+xml", "/feeds/news.atom?q=KRAS&amp;tag=oncology&amp;tag=fda-approval"],
    ]);
    expect(news).toContain('title="BioAgent Hub news: “KRAS”, oncology, fda-approval (RSS)"');
    // A query /news would refuse: the whole feed.
    expect(alternates(await (await site.request(`/news?q=${"x".repeat(201)}`)).text())).toEqual([
      ["application/rss+xml", "/feeds/news.rss"],
      ["application/atom+xml", "/feeds/news.atom"],
    ]);
    const item = await ctx.createNewsItem({ title: "Announces the feed" });
    expect(alternates(await (await site.request(`/news/${item.id}`)).text())).toEqual([
      ["application/rss+xml", "/feeds/news.rss"],
      ["application/atom+xml", "/feeds/news.atom"],
    ]);
  });
});
