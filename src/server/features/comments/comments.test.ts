import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { commentSchema, listCommentsResponseSchema, type Comment } from "@/shared/comments/contracts";
import { COMMENT_MAX_LENGTH } from "@/shared/comments/rules";
import { comments, newsItems, profiles } from "../../core/db/schema";
import { createTestContext, TEST_EDITOR_PASSWORD, type TestContext, type TestUser } from "../../../../tests/support/context";

let ctx: TestContext;
let author: TestUser;
let other: TestUser;
let admin: TestUser;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await ctx.signedInUser("user");
  other = await ctx.signedInUser("user");
  admin = await ctx.signedInUser("admin");
  itemId = (await ctx.createNewsItem({ status: "published" })).id;
});
afterAll(() => ctx?.close());

async function post(account: TestUser | null, newsId: string, content: unknown) {
  return ctx.request("POST", `/api/news/${newsId}/comments`, { cookie: account?.cookie, body: { content } });
}

async function postComment(account: TestUser, content: string, newsId = itemId): Promise<Comment> {
  const response = await post(account, newsId, content);
  expect(response.status, response.text).toBe(201);
  return commentSchema.parse(response.json);
}

async function list(newsId: string, account?: TestUser, query = "") {
  const response = await ctx.request("GET", `/api/news/${newsId}/comments${query}`, { cookie: account?.cookie });
  expect(response.status, response.text).toBe(200);
  return listCommentsResponseSchema.parse(response.json);
}

async function setFullName(account: TestUser, fullName: string | null) {
  await ctx.db.update(profiles).set({ fullName }).where(eq(profiles.userId, account.id));
}

describe("reading and adding comments", () => {
  it("adds a trimmed comment and lists it, newest first, to anyone", async () => {
    const first = await postComment(author, "  First thought.\n\n  Second paragraph.  ");
    expect(first).toMatchObject({ content: "First thought.\n\n  Second paragraph.", news_item_id: itemId, user_id: author.id, is_own: true });
    expect(first.updated_at).toBe(first.created_at);
    const second = await postComment(other, "A reply from someone else.");

    const anonymous = await list(itemId);
    expect(anonymous.comments.map((comment) => comment.id)).toEqual([second.id, first.id]);
    expect(anonymous.total).toBe(2);
    expect(anonymous.comments.every((comment) => !comment.is_own)).toBe(true);

    const asAuthor = await list(itemId, author);
    expect(asAuthor.comments.find((comment) => comment.id === first.id)?.is_own).toBe(true);
    expect(asAuthor.comments.find((comment) => comment.id === second.id)?.is_own).toBe(false);
    const [row] = await ctx.db.select().from(comments).where(eq(comments.id, first.id));
    expect(row?.content).toBe("First thought.\n\n  Second paragraph.");
  });

  it("stores a comment without bidirectional controls or zero-width characters (Trojan Source)", async () => {
    const posted = await postComment(author, "Approved \u202Efor adults\u2066 only\u2069\u200B 👨‍👩‍👧");
    const [row] = await ctx.db.select().from(comments).where(eq(comments.id, posted.id));
    expect(row?.content).toBe("Approved for adults only 👨‍👩‍👧");
    const blank = await post(author, itemId, "\u200B\u2067\u2069");
    expect(blank.status).toBe(400);
    expect(blank.json.error?.fields?.content).toBe("Comment cannot be empty");
  });

  it("keeps markup as plain text", async () => {
    const comment = await postComment(author, "<img src=x onerror=alert(1)> & <b>bold</b>");
    expect(comment.content).toBe("<img src=x onerror=alert(1)> & <b>bold</b>");
  });

  it("asks a signed-out visitor to sign in, with the spec's words", async () => {
    const response = await post(null, itemId, "Hello");
    expect(response.status).toBe(401);
    expect(response.json.error?.message).toBe("Please sign in to add comments");
  });

  it("lets editor access without an account read but not write: a comment needs an author", async () => {
    const grant = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD } });
    const cookie = ctx.cookiesFrom(grant.headers);
    expect((await ctx.request("GET", `/api/news/${itemId}/comments`, { cookie })).status).toBe(200);
    const response = await ctx.request("POST", `/api/news/${itemId}/comments`, { cookie, body: { content: "Hi" } });
    expect(response.status).toBe(401);
    expect(response.json.error?.message).toBe("Please sign in to add comments");
  });

  it.each([
    ["an empty comment", ""],
    ["a blank comment", "   \n\t  "],
    ["a missing comment", undefined],
  ])("refuses %s with 400", async (_case, content) => {
    const response = await post(author, itemId, content);
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({ content: "Comment cannot be empty" });
  });

  it(`accepts ${COMMENT_MAX_LENGTH} characters (after trimming) and refuses one more`, async () => {
    const longest = "a".repeat(COMMENT_MAX_LENGTH);
    expect((await post(author, itemId, `  ${longest}  `)).status).toBe(201);
    const response = await post(author, itemId, `${longest}b`);
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({ content: `Comment must be at most ${COMMENT_MAX_LENGTH} characters` });
  });

  it("answers 404 for the comments of an unpublished or unknown item, even to its creator", async () => {
    const pending = await ctx.createNewsItem({ status: "pending", createdBy: author.id });
    await ctx.db.insert(comments).values({ newsItemId: pending.id, userId: author.id, content: "Hidden" });
    for (const account of [undefined, author, admin]) {
      const response = await ctx.request("GET", `/api/news/${pending.id}/comments`, { cookie: account?.cookie });
      expect(response.status).toBe(404);
    }
    expect((await post(author, pending.id, "Early bird")).status).toBe(404);
    expect((await post(author, crypto.randomUUID(), "Nobody home")).status).toBe(404);
    expect((await ctx.request("GET", `/api/news/${crypto.randomUUID()}/comments`)).status).toBe(404);
    expect((await ctx.request("GET", "/api/news/not-an-id/comments")).status).toBe(400);
  });

  it("pages through comments with a cursor, newest first", async () => {
    const item = await ctx.createNewsItem();
    const posted: string[] = [];
    for (let index = 0; index < 5; index += 1) posted.push((await postComment(other, `Comment ${index}`, item.id)).id);
    const first = await list(item.id, undefined, "?limit=2");
    expect(first.total).toBe(5);
    expect(first.comments.map((comment) => comment.content)).toEqual(["Comment 4", "Comment 3"]);
    const second = await list(item.id, undefined, `?limit=2&cursor=${first.next_cursor}`);
    const third = await list(item.id, undefined, `?limit=2&cursor=${second.next_cursor}`);
    expect([...first.comments, ...second.comments, ...third.comments].map((comment) => comment.id)).toEqual(posted.reverse());
    expect(third.next_cursor).toBeNull();
    const broken = await ctx.request("GET", `/api/news/${item.id}/comments?cursor=garbage`);
    expect(broken.status).toBe(400);
  });

  it("goes when its item is deleted", async () => {
    const item = await ctx.createNewsItem();
    const comment = await postComment(author, "Soon gone", item.id);
    await ctx.db.delete(newsItems).where(eq(newsItems.id, item.id));
    expect(await ctx.db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
  });
});

describe("the author's name", () => {
  it("is the profile's full name, with its first two letters as initials", async () => {
    const account = await ctx.signedInUser("user");
    await setFullName(account, "  Åsa Lindqvist ");
    const comment = await postComment(account, "Named");
    expect(comment.author).toEqual({ display_name: "Åsa Lindqvist", initials: "ÅS" });
  });

  it("falls back to the e-mail before the @ sign", async () => {
    const account = await ctx.signedInUser("user");
    await setFullName(account, null);
    const comment = await postComment(account, "No name");
    expect(comment.author).toEqual({ display_name: account.email.split("@")[0], initials: "US" });
  });

  it("falls back to 'Anonymous' without a profile", async () => {
    const account = await ctx.signedInUser("user");
    await ctx.db.delete(profiles).where(eq(profiles.userId, account.id));
    await postComment(account, "Who am I?");
    const listed = (await list(itemId)).comments.find((comment) => comment.user_id === account.id);
    expect(listed?.author).toEqual({ display_name: "Anonymous", initials: "AN" });
  });
});

describe("editing and deleting", () => {
  it("lets the author edit: trimmed, with a new updated_at", async () => {
    const comment = await postComment(author, "Typo hree");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await ctx.request("PUT", `/api/comments/${comment.id}`, {
      cookie: author.cookie,
      body: { content: "  Typo here  " },
    });
    expect(response.status, response.text).toBe(200);
    const edited = commentSchema.parse(response.json);
    expect(edited).toMatchObject({ id: comment.id, content: "Typo here", created_at: comment.created_at, is_own: true });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(edited.created_at));
    const listed = (await list(itemId)).comments.find((item) => item.id === comment.id);
    expect(listed).toMatchObject({ content: "Typo here", updated_at: edited.updated_at });
  });

  it("keeps the date when the text did not change", async () => {
    const comment = await postComment(author, "Unchanged");
    const response = await ctx.request("PUT", `/api/comments/${comment.id}`, { cookie: author.cookie, body: { content: "Unchanged " } });
    expect(commentSchema.parse(response.json).updated_at).toBe(comment.created_at);
  });

  it("refuses a blank edit", async () => {
    const comment = await postComment(author, "Keep me");
    const response = await ctx.request("PUT", `/api/comments/${comment.id}`, { cookie: author.cookie, body: { content: "  " } });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({ content: "Comment cannot be empty" });
  });

  it("refuses anyone but the author with 403, signed-out callers with 401, unknown comments with 404", async () => {
    const comment = await postComment(author, "Mine alone");
    for (const account of [other, admin]) {
      const edit = await ctx.request("PUT", `/api/comments/${comment.id}`, { cookie: account.cookie, body: { content: "Hijacked" } });
      expect(edit.status).toBe(403);
      expect(edit.json.error?.message).toBe("You can only edit your own comments.");
      const remove = await ctx.request("DELETE", `/api/comments/${comment.id}`, { cookie: account.cookie });
      expect(remove.status).toBe(403);
      expect(remove.json.error?.message).toBe("You can only delete your own comments.");
    }
    expect((await ctx.request("PUT", `/api/comments/${comment.id}`, { body: { content: "Anon" } })).status).toBe(401);
    expect((await ctx.request("DELETE", `/api/comments/${comment.id}`)).status).toBe(401);
    const unknown = crypto.randomUUID();
    expect((await ctx.request("PUT", `/api/comments/${unknown}`, { cookie: author.cookie, body: { content: "x" } })).status).toBe(404);
    expect((await ctx.request("DELETE", `/api/comments/${unknown}`, { cookie: author.cookie })).status).toBe(404);
    const [row] = await ctx.db.select().from(comments).where(eq(comments.id, comment.id));
    expect(row?.content).toBe("Mine alone");
  });

  it("lets the author delete", async () => {
    const comment = await postComment(author, "Regrettable");
    const response = await ctx.request("DELETE", `/api/comments/${comment.id}`, { cookie: author.cookie });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true });
    expect((await list(itemId)).comments.some((item) => item.id === comment.id)).toBe(false);
    expect((await ctx.request("DELETE", `/api/comments/${comment.id}`, { cookie: author.cookie })).status).toBe(404);
  });

  it("treats comments of an item moved back to pending as gone", async () => {
    const item = await ctx.createNewsItem();
    const comment = await postComment(author, "Before unpublishing", item.id);
    await ctx.db.update(newsItems).set({ status: "pending" }).where(eq(newsItems.id, item.id));
    expect((await ctx.request("PUT", `/api/comments/${comment.id}`, { cookie: author.cookie, body: { content: "x" } })).status).toBe(404);
    expect((await ctx.request("DELETE", `/api/comments/${comment.id}`, { cookie: author.cookie })).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("lists the comment operations", async () => {
    const document = (await ctx.request("GET", "/api/openapi.json")).json as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths["/api/news/{id}/comments"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/api/comments/{id}"] ?? {}).sort()).toEqual(["delete", "put"]);
  });
});
