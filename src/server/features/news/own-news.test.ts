import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listReviewResponseSchema } from "@/shared/news/contracts";
import { createTestContext, TEST_EDITOR_PASSWORD, type TestContext, type TestUser } from "../../../../tests/support/context";

let ctx: TestContext;
let reader: TestUser;
let otherReader: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  reader = await ctx.signedInUser("user");
  otherReader = await ctx.signedInUser("user");
});
afterAll(() => ctx?.close());

const listOwn = (cookie: string | undefined, query = "") => ctx.request("GET", `/api/news/mine${query}`, { cookie });

describe("a user's own drafts and publications (issue 15 §5)", () => {
  it("lists only the caller's items, newest first, each with its status", async () => {
    const draft = await ctx.createNewsItem({ status: "pending", createdBy: reader.id, title: "My draft" });
    const published = await ctx.createNewsItem({ status: "published", createdBy: reader.id, title: "My publication" });
    await ctx.createNewsItem({ status: "pending", createdBy: otherReader.id, title: "Someone else's draft" });
    await ctx.createNewsItem({ status: "published", title: "The monitor's item" });

    const response = await listOwn(reader.cookie);
    expect(response.status, response.text).toBe(200);
    const { items, next_cursor } = listReviewResponseSchema.parse(response.json);
    expect(items.map(({ id, title, status }) => ({ id, title, status }))).toEqual([
      { id: published.id, title: "My publication", status: "published" },
      { id: draft.id, title: "My draft", status: "pending" },
    ]);
    expect(next_cursor).toBeNull();

    const others = listReviewResponseSchema.parse((await listOwn(otherReader.cookie)).json).items;
    expect(others.map((row) => row.title)).toEqual(["Someone else's draft"]);
  });

  it("pages with a cursor", async () => {
    const account = await ctx.signedInUser("user");
    for (const title of ["One", "Two", "Three"]) await ctx.createNewsItem({ status: "pending", createdBy: account.id, title });
    const first = listReviewResponseSchema.parse((await listOwn(account.cookie, "?limit=2")).json);
    expect(first.items).toHaveLength(2);
    const second = listReviewResponseSchema.parse((await listOwn(account.cookie, `?limit=2&cursor=${first.next_cursor}`)).json);
    expect(second.next_cursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((row) => row.title))).toEqual(new Set(["One", "Two", "Three"]));
  });

  it("needs an account: signed out, or with editor access alone, the answer is 401", async () => {
    expect((await listOwn(undefined)).status).toBe(401);
    const grant = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, ip: "192.0.2.40" });
    const editorAccess = await listOwn(ctx.cookiesFrom(grant.headers));
    expect(editorAccess.status).toBe(401);
  });
});
