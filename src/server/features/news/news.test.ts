import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import {
  ingestNewsResponseSchema,
  listNewsResponseSchema,
  listTopicsResponseSchema,
  newsCreditsSchema,
  newsItemSchema,
  type IngestNewsResponse,
} from "@/shared/news/contracts";
import { ARTICLE_PATHS, startArticleSite, type ArticleSite } from "../../../../tests/stubs/article-site";
import { newsItems, usageEvents } from "../../core/db/schema";
import { createTestContext, TEST_EDITOR_PASSWORD, type TestContext, type TestUser } from "../../../../tests/support/context";
import { EDITOR_ACCESS_PURSE } from "./news-actor";

let ctx: TestContext;
let site: ArticleSite;
let reader: TestUser;
let editor: TestUser;

beforeAll(async () => {
  site = await startArticleSite();
  ctx = await createTestContext({ FETCH_ALLOW_PRIVATE: "true" });
  reader = await ctx.signedInUser("user");
  editor = await ctx.signedInUser("editor");
});
afterAll(async () => {
  await ctx?.close();
  await site?.close();
});

async function ingest(account: TestUser, path: string) {
  return ctx.request("POST", "/api/news/ingest", { cookie: account.cookie, body: { url: `${site.url}${path}` } });
}

function draftFrom(preview: IngestNewsResponse) {
  const { engine: _engine, model: _model, notice: _notice, ...rest } = preview;
  return rest;
}

async function credits(account: TestUser) {
  return newsCreditsSchema.parse((await ctx.request("GET", "/api/news/credits", { cookie: account.cookie })).json);
}

describe("ingest", () => {
  it("turns an English article into an English summary with tags, entities and a signed preview", async () => {
    const response = await ingest(reader, ARTICLE_PATHS.en);
    expect(response.status, response.text).toBe(200);
    const preview = ingestNewsResponseSchema.parse(response.json);
    expect(preview.title.length).toBeGreaterThan(10);
    expect(preview.summary_en).toMatch(/^<p>.*<strong>/s);
    expect(preview.tags.length).toBeGreaterThan(0);
    expect(preview.language_detected).toBe("en");
    expect(preview.translated).toBe(false);
    expect(preview.engine).toBe("builtin");
    expect(preview.notice).toBeNull();
    expect(preview.source_url).toBe(`${site.url}${ARTICLE_PATHS.en}`);
    expect((await credits(reader)).previews).toEqual({ limit: 5, used: 1, remaining: 4, period: "lifetime" });
  });

  it("says plainly that a Chinese article needs an AI provider to be translated", async () => {
    const preview = ingestNewsResponseSchema.parse((await ingest(editor, ARTICLE_PATHS.zh)).json);
    expect(preview.language_detected).toBe("zh");
    expect(preview.translated).toBe(false);
    expect(preview.notice).toMatch(/Chinese.*AI provider/);
  });

  it.each([
    ["/missing-page", 502],
    ["/login", 422],
  ])("answers %s with %i and charges nothing", async (path, status) => {
    const before = (await credits(editor)).previews.used;
    const response = await ingest(editor, path);
    expect(response.status, response.text).toBe(status);
    expect(response.json.error?.message).toBeTruthy();
    expect((await credits(editor)).previews.used).toBe(before);
  });

  it("refuses a URL that is not a URL", async () => {
    const response = await ctx.request("POST", "/api/news/ingest", { cookie: reader.cookie, body: { url: "not a url" } });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({ url: "Please enter a valid URL" });
  });

  it("asks a signed-out visitor to sign in, with the spec's words", async () => {
    const response = await ctx.request("POST", "/api/news/ingest", { body: { url: `${site.url}${ARTICLE_PATHS.de}` } });
    expect(response.status).toBe(401);
    expect(response.json.error?.message).toBe("Sign in required to generate preview.");
  });
});

describe("the private-address rule", () => {
  let guarded: TestContext;
  beforeAll(async () => {
    guarded = await createTestContext({ FETCH_ALLOW_PRIVATE: "false" });
  });
  afterAll(() => guarded?.close());

  it("refuses an address on this machine with 400", async () => {
    const account = await guarded.signedInUser("editor");
    const response = await guarded.request("POST", "/api/news/ingest", {
      cookie: account.cookie,
      body: { url: `${site.url}${ARTICLE_PATHS.en}` },
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.message).toMatch(/private or local network/);
  });
});

describe("draft, publish, feed", () => {
  let preview: IngestNewsResponse;
  let id: string;

  it("saves a preview as a pending draft that only its creator and reviewers can see", async () => {
    preview = ingestNewsResponseSchema.parse((await ingest(reader, ARTICLE_PATHS.de)).json);
    const saved = await ctx.request("POST", "/api/news", { cookie: reader.cookie, body: draftFrom(preview) });
    expect(saved.status, saved.text).toBe(201);
    id = (saved.json as { id: string }).id;
    expect((await ctx.request("GET", `/api/news/${id}`)).status).toBe(404);
    const own = newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`, { cookie: reader.cookie })).json);
    expect(own).toMatchObject({ status: "pending", engine: "builtin", language_detected: "de" });
  });

  it("refuses the same article a second time and points to the item", async () => {
    const again = await ingest(reader, ARTICLE_PATHS.de);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "conflict", details: { existing_id: id } });
  });

  it("refuses a draft whose preview token was tampered with", async () => {
    const other = ingestNewsResponseSchema.parse((await ingest(editor, ARTICLE_PATHS.ja)).json);
    const [payload, signature] = other.preview_token.split(".");
    const facts = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...facts, engine: "openai-compatible" })).toString("base64url");
    const response = await ctx.request("POST", "/api/news", {
      cookie: editor.cookie,
      body: { ...draftFrom(other), preview_token: `${forged}.${signature}` },
    });
    expect(response.status).toBe(400);
    expect(await ctx.db.select().from(newsItems).where(eq(newsItems.sourceUrl, other.source_url))).toHaveLength(0);
  });

  it("lets the creator publish it, once, for one publication credit", async () => {
    const published = await ctx.request("POST", `/api/news/${id}/publish`, { cookie: reader.cookie });
    expect(published.status, published.text).toBe(200);
    expect(newsItemSchema.parse(published.json).status).toBe("published");
    expect((await credits(reader)).publications.used).toBe(1);
    await ctx.request("POST", `/api/news/${id}/publish`, { cookie: reader.cookie });
    expect((await credits(reader)).publications.used).toBe(1);
  });

  it("shows it in the feed with its tags counted as topics", async () => {
    const feed = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news")).json);
    const card = feed.items.find((item) => item.id === id);
    expect(card).toBeDefined();
    expect(card!.tags.length).toBeLessThanOrEqual(3);
    const topics = listTopicsResponseSchema.parse((await ctx.request("GET", "/api/news/topics")).json).topics;
    for (const label of card!.tags) expect(topics.find((topic) => topic.label === label)?.count).toBe(1);
  });

  it("sanitizes what an editor saves, and Move to Pending takes it out of the feed", async () => {
    const item = newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`)).json);
    const saved = await ctx.request("PUT", `/api/news/${id}`, {
      cookie: editor.cookie,
      body: {
        title: item.title,
        summary_en: '<p onclick="alert(1)">Edited <strong>summary</strong><script>alert(1)</script></p>',
        tags: item.tags,
        entities: item.entities,
        status: "pending",
        version: item.version,
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(newsItemSchema.parse(saved.json).summary_en).toBe("<p>Edited <strong>summary</strong></p>");
    const feed = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news")).json);
    expect(feed.items.find((card) => card.id === id)).toBeUndefined();
    const topics = listTopicsResponseSchema.parse((await ctx.request("GET", "/api/news/topics")).json).topics;
    expect(topics).toEqual([]);
  });

  it("stores a title without bidirectional controls or zero-width characters (Trojan Source)", async () => {
    const item = newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`, { cookie: editor.cookie })).json);
    const saved = await ctx.request("PUT", `/api/news/${id}`, {
      cookie: editor.cookie,
      body: { title: "FDA \u202Edeifitrec\u202C\u2066 approval\u2069\uFEFF", summary_en: item.summary_en, tags: item.tags, entities: item.entities, status: "pending", version: item.version },
    });
    expect(saved.status, saved.text).toBe(200);
    const [row] = await ctx.db.select({ title: newsItems.title }).from(newsItems).where(eq(newsItems.id, id));
    expect(row?.title).toBe("FDA deifitrec approval");
  });

  it("lets a reviewer delete it for good", async () => {
    expect((await ctx.request("DELETE", `/api/news/${id}`, { cookie: reader.cookie })).status).toBe(403);
    expect((await ctx.request("DELETE", `/api/news/${id}`, { cookie: editor.cookie })).status).toBe(200);
    expect((await ctx.request("GET", `/api/news/${id}`, { cookie: editor.cookie })).status).toBe(404);
  });
});

describe("feed queries", () => {
  beforeAll(async () => {
    for (let index = 0; index < 25; index += 1) {
      await ctx.createNewsItem({
        title: index % 2 ? `Pfizer oncology update ${index}` : `Roche vaccine update ${index}`,
        tags: index % 2 ? ["oncology", "fda-approval"] : ["vaccine", "fda-approval"],
      });
    }
  });

  it("combines tag filters with AND", async () => {
    const feed = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?tag=oncology&tag=fda-approval&limit=50")).json);
    expect(feed.items.length).toBe(12);
    expect(feed.items.every((card) => card.tags.includes("oncology"))).toBe(true);
    const none = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?tag=oncology&tag=vaccine")).json);
    expect(none.items).toEqual([]);
  });

  it("searches title and summary by word prefix, case-insensitively", async () => {
    const feed = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?q=PFIZ&limit=50")).json);
    expect(feed.items.length).toBe(12);
    expect(feed.items.every((card) => card.title.startsWith("Pfizer"))).toBe(true);
  });

  it("pages with a cursor without repeating or skipping items", async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = listNewsResponseSchema.parse((await ctx.request("GET", `/api/news?limit=7${query}`)).json);
      for (const card of page.items) {
        expect(seen.has(card.id)).toBe(false);
        seen.add(card.id);
      }
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.size).toBeGreaterThanOrEqual(25);
  });

  it("links each company a card names to its entity page where recognition resolved it, filtered or not", async () => {
    const item = await ctx.createNewsItem({ title: "Quorvantis licensing update" });
    await ctx.db
      .update(newsItems)
      .set({
        feedAt: new Date(Date.now() + 86_400_000),
        facets: { companies: ["Unresolved Pharma", "Acme Bio"] },
        entityLinks: [
          { slug: "company-acme-bio", name: "Acme Bio, Inc.", type: "company" },
          // The same name as another type's entity is not the company.
          { slug: "drug-unresolved-pharma", name: "Unresolved Pharma", type: "drug" },
        ],
      })
      .where(eq(newsItems.id, item.id));
    const newest = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?limit=49")).json).items[0]!;
    const searched = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?q=Quorvantis")).json).items[0]!;
    for (const card of [newest, searched]) {
      expect(card.id).toBe(item.id);
      expect(card.companies).toEqual(["Unresolved Pharma", "Acme Bio"]);
      expect(card.company_slugs).toEqual([null, "company-acme-bio"]);
    }
  });

  it("refuses a broken cursor with 400", async () => {
    expect((await ctx.request("GET", "/api/news?cursor=garbage")).status).toBe(400);
  });
});

describe("credits", () => {
  it("stops a user after 5 lifetime previews with a clear 429, charging only successes", async () => {
    const account = await ctx.signedInUser("user");
    const paths = [ARTICLE_PATHS.en, ARTICLE_PATHS.zh, ARTICLE_PATHS.ja, ARTICLE_PATHS.ko, ARTICLE_PATHS.en];
    for (const path of paths) expect((await ingest(account, path)).status).toBe(200);
    const spent = await ingest(account, ARTICLE_PATHS.de);
    expect(spent.status).toBe(429);
    expect(spent.json.error?.message).toBe("You have used all 5 previews of your account.");
    const rows = await ctx.db.select().from(usageEvents).where(eq(usageEvents.subject, `user:${account.id}`));
    expect(rows).toHaveLength(5);
  });

  /** A new editor grant for this browser, as after typing the editor password (issue 14 §4). */
  async function editorLogin(cookie?: string): Promise<string> {
    const response = await ctx.request("POST", "/api/editor/login", { cookie, body: { password: TEST_EDITOR_PASSWORD }, ip: `198.51.100.${Math.floor(Math.random() * 200) + 1}` });
    expect(response.status, response.text).toBe(200);
    return [cookie, ctx.cookiesFrom(response.headers)].filter(Boolean).join("; ");
  }
  const creditsOf = async (cookie: string) => newsCreditsSchema.parse((await ctx.request("GET", "/api/news/credits", { cookie })).json);

  it("gives all editor access without an account one purse of 100 a day: a second login does not refill it", async () => {
    const first = await editorLogin();
    const before = (await creditsOf(first)).previews.used;
    const preview = await ctx.request("POST", "/api/news/ingest", { cookie: first, body: { url: `${site.url}${ARTICLE_PATHS.de}` } });
    expect(preview.status, preview.text).toBe(200);
    const second = await editorLogin();
    expect((await creditsOf(second)).previews).toEqual({ limit: 100, used: before + 1, remaining: 99 - before, period: "day" });

    // Spent down to nothing by earlier grants: a fresh login is refused too, with the daily words.
    const spent = Array.from({ length: 99 - before }, () => ({ subject: EDITOR_ACCESS_PURSE, kind: "news_preview" as const }));
    await ctx.db.insert(usageEvents).values(spent);
    const third = await editorLogin();
    const refused = await ctx.request("POST", "/api/news/ingest", { cookie: third, body: { url: `${site.url}${ARTICLE_PATHS.en}` } });
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toBe("You have used today's 100 previews. More are available after midnight UTC.");
  });

  it("counts a signed-in editor's credits on the account, however often it unlocks editor mode", async () => {
    const account = await ctx.signedInUser("user");
    const unlocked = await editorLogin(account.cookie);
    expect((await ingest({ ...account, cookie: unlocked }, ARTICLE_PATHS.ko)).status).toBe(200);
    const again = await editorLogin(account.cookie);
    expect((await creditsOf(again)).previews).toEqual({ limit: 100, used: 1, remaining: 99, period: "day" });
    const rows = await ctx.db.select().from(usageEvents).where(eq(usageEvents.subject, `user:${account.id}`));
    expect(rows).toHaveLength(1);
  });
});

describe("sharing", () => {
  it("writes an X text that fits 280 characters with the link", async () => {
    const response = await ctx.request("POST", "/api/news/share-summary", {
      body: {
        title: "A very long title about a new antibody–drug conjugate licensing deal between two companies in Asia and Europe",
        summary: `<p>${"The deal covers development and commercialization rights in several markets. ".repeat(10)}</p>`,
        platform: "x",
        url: "https://hub.example/news/1",
      },
    });
    expect(response.status).toBe(200);
    const text = (response.json as { summary: string }).summary;
    expect(text.length + 1 + 23).toBeLessThanOrEqual(280);
  });

  it("serves Open Graph tags for a published item and sends people on", async () => {
    const item = await ctx.createNewsItem({ title: "Acme wins <FDA> nod" });
    const response = await ctx.request("GET", `/og/news/${item.id}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<meta property="og:title" content="Acme wins &lt;FDA&gt; nod">');
    expect(response.text).toContain(`<meta property="og:url" content="http://localhost:3000/news/${item.id}">`);
    expect(response.text).toContain('<meta name="twitter:card" content="summary">');
    expect(response.text).toContain(`url=/news/${item.id}`);
    const pending = await ctx.createNewsItem({ status: "pending" });
    const hidden = await ctx.request("GET", `/og/news/${pending.id}`);
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("location")).toBe("/news");
  });
});

describe("feed pages", () => {
  // A page's cursor is made from a JavaScript Date, which holds milliseconds: when the database
  // kept microseconds, the items after the page's last one in the same millisecond were skipped
  // (CI, on PostgreSQL: items saved less than a millisecond apart).
  it("go through items dated within one millisecond without skipping any", async () => {
    const ids: string[] = [];
    for (const microseconds of ["100", "200", "300"]) {
      const item = await ctx.createNewsItem({ title: `Same millisecond ${microseconds}` });
      await ctx.db.execute(sql`update news_items set feed_at = ${`2099-01-02T03:04:05.123${microseconds}Z`}::timestamptz where id = ${item.id}`);
      ids.push(item.id);
    }
    try {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 3; page += 1) {
        const query: string = cursor ? `&cursor=${cursor}` : "";
        const answer = listNewsResponseSchema.parse((await ctx.request("GET", `/api/news?limit=1${query}`)).json);
        seen.push(...answer.items.map((card) => card.id));
        cursor = answer.next_cursor;
      }
      expect(seen.sort()).toEqual([...ids].sort());
    } finally {
      await ctx.db.delete(newsItems).where(inArray(newsItems.id, ids));
    }
  });
});
