import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { listNewsResponseSchema, newsItemSchema, type NewsItem } from "@/shared/news/contracts";
import { newsItems } from "../../core/db/schema";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { EDIT_CONFLICT_MESSAGE } from "./service";

let ctx: TestContext;
let editor: TestUser;
let otherEditor: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.signedInUser("editor");
  otherEditor = await ctx.signedInUser("editor");
});
afterAll(() => ctx?.close());

async function read(id: string): Promise<NewsItem> {
  return newsItemSchema.parse((await ctx.request("GET", `/api/news/${id}`, { cookie: editor.cookie })).json);
}

function save(account: TestUser, item: NewsItem, changes: Partial<{ title: string; companies: string[]; status: NewsItem["status"]; version: number }>) {
  return ctx.request("PUT", `/api/news/${item.id}`, {
    cookie: account.cookie,
    body: {
      title: changes.title ?? item.title,
      summary_en: item.summary_en,
      tags: item.tags,
      entities: { ...item.entities, companies: changes.companies ?? item.entities.companies },
      status: changes.status ?? item.status,
      version: changes.version ?? item.version,
    },
  });
}

async function storedRow(id: string) {
  const [row] = await ctx.db.select().from(newsItems).where(eq(newsItems.id, id));
  return row!;
}

describe("saving an edited item (issue 15 §6)", () => {
  it("stores the new title and companies, which the item and its feed card then show", async () => {
    const item = await read((await ctx.createNewsItem({ status: "published" })).id);
    const saved = await save(editor, item, { title: "Renamed by the editor", companies: ["Lund Biologics AB", "Uppsala Gene Works"] });
    expect(saved.status, saved.text).toBe(200);
    expect(newsItemSchema.parse(saved.json).version).toBe(item.version + 1);

    const reopened = await read(item.id);
    expect(reopened.title).toBe("Renamed by the editor");
    expect(reopened.entities.companies).toEqual(["Lund Biologics AB", "Uppsala Gene Works"]);
    expect(reopened.version).toBe(item.version + 1);
    const card = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news")).json).items.find((entry) => entry.id === item.id);
    expect(card?.companies).toEqual(["Lund Biologics AB", "Uppsala Gene Works"]);
  });

  it("refuses with 409 a save made from a version someone else has since saved over, and writes nothing", async () => {
    const opened = await read((await ctx.createNewsItem({ status: "pending", title: "Original title" })).id);
    expect((await save(otherEditor, opened, { title: "Saved in between" })).status).toBe(200);
    const before = await storedRow(opened.id);

    const stale = await save(editor, opened, { title: "Original title", companies: [] });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json.error).toEqual({
      code: "conflict",
      message: EDIT_CONFLICT_MESSAGE,
      details: { current_version: String(opened.version + 1) },
    });
    expect(await storedRow(opened.id)).toEqual(before);
    expect((await read(opened.id)).title).toBe("Saved in between");
  });

  it("counts a publication as a new version: an edit opened before it cannot move the item back", async () => {
    const opened = await read((await ctx.createNewsItem({ status: "pending" })).id);
    expect((await ctx.request("POST", `/api/news/${opened.id}/publish`, { cookie: otherEditor.cookie })).status).toBe(200);
    const stale = await save(editor, opened, { status: "pending" });
    expect(stale.status).toBe(409);
    expect((await storedRow(opened.id)).status).toBe("published");
  });

  it("saves again from the version the last save answered", async () => {
    const item = await read((await ctx.createNewsItem({ status: "pending" })).id);
    const first = newsItemSchema.parse((await save(editor, item, { title: "First pass" })).json);
    const second = await save(editor, first, { title: "Second pass" });
    expect(second.status, second.text).toBe(200);
    expect((await read(item.id)).title).toBe("Second pass");
  });

  it("needs the version it was edited from", async () => {
    const item = await read((await ctx.createNewsItem({ status: "pending" })).id);
    const { version: _version, ...withoutVersion } = {
      title: "No version",
      summary_en: item.summary_en,
      tags: item.tags,
      entities: item.entities,
      status: item.status,
      version: item.version,
    };
    const response = await ctx.request("PUT", `/api/news/${item.id}`, { cookie: editor.cookie, body: withoutVersion });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error?.fields ?? {})).toEqual(["version"]);
    expect((await storedRow(item.id)).title).toBe(item.title);
  });
});
