import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { newsItems, stories } from "../../core/db/schema";
import type { AppEnv } from "../../core/http/context";
import { mountClient } from "../../core/http/static";
import { storyPageData } from "./page-data";

// /stories/{id}: the story inside the HTML, its first report's title, and 404 for an unknown one.

const INDEX_HTML = `<!doctype html><html><head><meta name="description" content="Default description." /><title>BioAgent Hub</title></head><body><div id="root"></div></body></html>`;
let ctx: TestContext;
let clientDir: string;
let storyId: string;
let mergedId: string;
const site = new Hono<AppEnv>();

/** A published report of `story`, in the feed at `date`, from `source`. */
async function report(story: string, title: string, date: string, source: string, language: string) {
  const item = await ctx.createNewsItem({ title, sourceUrl: `https://${source}/a/${title.length}` });
  await ctx.db.update(newsItems).set({ storyId: story, feedAt: new Date(date), publishedAt: new Date(date), languageDetected: language }).where(eq(newsItems.id, item.id));
}

beforeAll(async () => {
  ctx = await createTestContext();
  const newStory = async (mergedInto?: string) => (await ctx.db.insert(stories).values({ mergedInto }).returning({ id: stories.id }))[0]!.id;
  storyId = await newStory();
  mergedId = await newStory(storyId);
  await report(storyId, "Corvalis wins FDA approval for CRV-101 <fast>", "2026-11-16T13:30:00Z", "www.pharmadispatch.example", "en");
  await report(storyId, "FDA approves Corvalis CRV-101 for lung fibrosis", "2026-11-17T02:00:00Z", "yiyao.example", "zh");
  mkdirSync("node_modules/.cache", { recursive: true });
  clientDir = mkdtempSync(path.join("node_modules/.cache", "story-page-data-test-"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  mountClient(site, path.resolve(clientDir), { story: storyPageData(ctx.db, "https://hub.example") });
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await ctx?.close();
});

const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "null") as unknown;

describe("/stories/{id} page data", () => {
  it("carries the story as the API answers it, titled by its first report, with a description and its canonical address", async () => {
    const html = await (await site.request(`/stories/${storyId}`)).text();
    const api = await ctx.request("GET", `/api/stories/${storyId}`);
    expect(pageData(html)).toEqual({ [`/api/stories/${storyId}`]: api.json });
    expect(html).toContain("<title>Corvalis wins FDA approval for CRV-101 &lt;fast&gt; · BioAgent Hub</title>");
    expect(html).toContain('content="Corvalis wins FDA approval for CRV-101 &lt;fast&gt;: 2 reports in 2 languages on BioAgent Hub, from pharmadispatch.example, yiyao.example."');
    expect(html).toContain(`<link rel="canonical" href="https://hub.example/stories/${storyId}">`);
  });

  it("gives a merged story's address the story it joined, under both addresses, as canonical", async () => {
    const html = await (await site.request(`/stories/${mergedId}`)).text();
    const api = await ctx.request("GET", `/api/stories/${storyId}`);
    expect(pageData(html)).toEqual({ [`/api/stories/${mergedId}`]: api.json, [`/api/stories/${storyId}`]: api.json });
    expect(html).toContain(`<link rel="canonical" href="https://hub.example/stories/${storyId}">`);
  });

  it("answers an unknown story with 404 and leaves a malformed address to the page's own call", async () => {
    const unknown = await site.request("/stories/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    const html = await unknown.text();
    expect(html).toContain("<title>Story not found · BioAgent Hub</title>");
    expect(pageData(html)).toEqual({});
    const malformed = await site.request("/stories/not-a-story");
    expect(malformed.status).toBe(200);
    expect(pageData(await malformed.text())).toBeNull();
  });
});
