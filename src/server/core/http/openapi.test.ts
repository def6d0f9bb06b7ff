import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments, newsItems } from "../db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

let ctx: TestContext;
let reader: TestUser;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  reader = await ctx.signedInUser("user");
  itemId = (await ctx.createNewsItem({ status: "published" })).id;
});
afterAll(async () => {
  await ctx?.close();
});

// Found by the OpenAPI fuzzer: PostgreSQL cannot store U+0000 (nor jsonb an unpaired surrogate),
// and such text answered 500.
describe("text the database cannot store", () => {
  it("is refused in a body with 400 naming the field, and nothing is written", async () => {
    const response = await ctx.request("POST", `/api/news/${itemId}/comments`, { cookie: reader.cookie, body: { content: "a\u0000b" } });
    expect(response.status, response.text).toBe(400);
    expect(response.json.error).toEqual({
      code: "validation_failed",
      message: "Please correct the highlighted fields. content: Text may not contain the NUL character (U+0000).",
      fields: { content: "Text may not contain the NUL character (U+0000)." },
    });
    const [stored] = await ctx.db.select({ n: count() }).from(comments).where(eq(comments.newsItemId, itemId));
    expect(stored!.n).toBe(0);
  });

  it("is refused when a broken character would go into a JSON column, and the item is unchanged", async () => {
    const editor = await ctx.signedInUser("editor");
    const response = await ctx.request("PUT", `/api/news/${itemId}`, {
      cookie: editor.cookie,
      body: { title: "Edited", summary_en: "<p>Edited.</p>", tags: [], entities: { companies: ["Acme \ud800"] }, status: "published", version: 1 },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.json.error?.fields).toEqual({
      "entities.companies.0": "Text contains a broken character (half of an emoji or other symbol). Please type it again.",
    });
    const [item] = await ctx.db.select({ title: newsItems.title }).from(newsItems).where(eq(newsItems.id, itemId));
    expect(item!.title).not.toBe("Edited");
  });

  it("is refused deep in a body and in a query", async () => {
    const chat = await ctx.request("POST", "/api/chat", {
      cookie: reader.cookie,
      body: { message: "Hello", chatHistory: [{ role: "user", content: "x\u0000" }] },
    });
    expect(chat.status, chat.text).toBe(400);
    expect(chat.json.error?.fields).toEqual({ "chatHistory.0.content": "Text may not contain the NUL character (U+0000)." });

    const feed = await ctx.request("GET", "/api/news?tag=onc%00ology");
    expect(feed.status, feed.text).toBe(400);
    expect(feed.json.error?.fields).toEqual({ "tag.0": "Text may not contain the NUL character (U+0000)." });
  });
});

// Found by the OpenAPI fuzzer: the generator published `^…$/u`, which no tag label matches.
describe("the OpenAPI document", () => {
  it("publishes patterns a JSON Schema validator can use", async () => {
    const patterns: string[] = [];
    JSON.parse((await ctx.request("GET", "/api/openapi.json")).text, (key: string, value: unknown) => {
      if (key === "pattern" && typeof value === "string") patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(0);
    expect(patterns.filter((pattern) => /\/[a-z]+$/.test(pattern))).toEqual([]);
    const tagLabel = patterns.find((pattern) => pattern.includes("\\p{Ll}"));
    expect(tagLabel && new RegExp(tagLabel, "u").test("fda-approval")).toBe(true);
    expect(tagLabel && new RegExp(tagLabel, "u").test("FDA approval")).toBe(false);
  });
});
