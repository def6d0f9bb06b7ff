import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWS_LIMITS } from "@/shared/limits";
import { ingestNewsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { ARTICLE_PATHS, startArticleSite, type ArticleSite } from "../../../../tests/stubs/article-site";
import { IMAGE_PATHS, PNG_DOT, startImageSite, type ImageSite } from "../../../../tests/stubs/image-site";
import { newsItems, uploads } from "../../core/db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

// Reading a page contacts no third party (issue 14 §6): a summary's outside images are copied on save.
let ctx: TestContext;
let images: ImageSite;
let articles: ArticleSite;
let editor: TestUser;

beforeAll(async () => {
  [images, articles] = await Promise.all([startImageSite(), startArticleSite()]);
  ctx = await createTestContext({ FETCH_ALLOW_PRIVATE: "true" });
  editor = await ctx.signedInUser("editor");
});
afterAll(async () => {
  await ctx?.close();
  await images?.close();
  await articles?.close();
});

async function saveSummary(context: TestContext, account: TestUser, summary: string): Promise<string> {
  const item = await context.createNewsItem({ status: "published" });
  const response = await context.request("PUT", `/api/news/${item.id}`, {
    cookie: account.cookie,
    body: { title: item.title, summary_en: summary, tags: [], entities: {}, status: "published", version: item.version },
  });
  expect(response.status, response.text).toBe(200);
  const [row] = await context.db.select({ summary: newsItems.summaryEn }).from(newsItems).where(eq(newsItems.id, item.id));
  expect(newsItemSchema.parse(response.json).summary_en).toBe(row!.summary);
  return row!.summary;
}

const uploadIds = (summary: string) => [...summary.matchAll(/src="\/uploads\/images\/([0-9a-f-]{36})"/g)].map((match) => match[1]!);

describe("a summary's outside images", () => {
  it("are copied here once on an edit and served from /uploads; what is not an image goes", async () => {
    const image = `${images.url}${IMAGE_PATHS.png}`;
    const others = [IMAGE_PATHS.svgAsPng, IMAGE_PATHS.page, IMAGE_PATHS.huge, IMAGE_PATHS.missing].map((path) => `<img src="${images.url}${path}">`);
    const summary = await saveSummary(ctx, editor, `<p>Chart</p><img src="${image}" alt="Dot"><p>Again</p><img src="${image}">${others.join("")}`);

    const [id] = uploadIds(summary);
    expect(summary).toBe(`<p>Chart</p><img src="/uploads/images/${id}" alt="Dot" /><p>Again</p><img src="/uploads/images/${id}" />`);
    expect(images.requests.filter((path) => path === IMAGE_PATHS.png)).toHaveLength(1);
    const [stored] = await ctx.db.select().from(uploads).where(eq(uploads.id, id!));
    expect(stored).toMatchObject({ contentType: "image/png", byteSize: PNG_DOT.length, createdBy: editor.id });
    const served = await ctx.request("GET", `/uploads/images/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.bytes.equals(PNG_DOT)).toBe(true);
  });

  it(`are copied for a new draft too, at most ${NEWS_LIMITS.remoteImagesPerSummary} of them`, async () => {
    const preview = ingestNewsResponseSchema.parse(
      (await ctx.request("POST", "/api/news/ingest", { cookie: editor.cookie, body: { url: `${articles.url}${ARTICLE_PATHS.en}` } })).json,
    );
    const { engine: _engine, model: _model, notice: _notice, ...draft } = preview;
    const many = Array.from({ length: NEWS_LIMITS.remoteImagesPerSummary + 2 }, (_, n) => `<img src="${images.url}${IMAGE_PATHS.png}?n=${n}">`);
    const saved = await ctx.request("POST", "/api/news", { cookie: editor.cookie, body: { ...draft, summary_en: `${draft.summary_en}${many.join("")}` } });
    expect(saved.status, saved.text).toBe(201);
    const [row] = await ctx.db.select({ summary: newsItems.summaryEn }).from(newsItems).where(eq(newsItems.id, (saved.json as { id: string }).id));
    expect(new Set(uploadIds(row!.summary)).size).toBe(NEWS_LIMITS.remoteImagesPerSummary);
    expect(row!.summary).not.toContain(images.url);
  });
});

describe("without FETCH_ALLOW_PRIVATE", () => {
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await createTestContext({ FETCH_ALLOW_PRIVATE: "false" });
  });
  afterAll(() => guarded?.close());

  it("drops an image on this machine without asking for it (the fetch guard's rule)", async () => {
    const asked = images.requests.length;
    const summary = await saveSummary(guarded, await guarded.signedInUser("editor"), `<p>Inside</p><img src="${images.url}${IMAGE_PATHS.png}">`);
    expect(summary).toBe("<p>Inside</p>");
    expect(images.requests).toHaveLength(asked);
  });
});
