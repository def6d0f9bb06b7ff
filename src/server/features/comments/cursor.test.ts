import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listCommentsResponseSchema } from "@/shared/comments/contracts";
import { createTestContext, type TestContext } from "../../../../tests/support/context";

// Found by the OpenAPI fuzzer: these cursors passed the shape check and then failed in SQL (500).
const cursor = (text: string) => Buffer.from(text).toString("base64url");
const ID = "3f2a4c1e-9b7d-4e2f-8a1c-5d6e7f8a9b0c";
const BROKEN_CURSORS = {
  "a year past 9999": cursor(`+275760-09-13T00:00:00.000Z|${ID}`),
  "36 hex digits without dashes": cursor("2025-06-01T00:00:00.000Z|0123456789abcdef0123456789abcdef0123"),
  "only dashes": cursor(`2025-06-01T00:00:00.000Z|${"-".repeat(36)}`),
};

let ctx: TestContext;
let itemId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  itemId = (await ctx.createNewsItem({ status: "published" })).id;
  const author = await ctx.signedInUser("user");
  for (const content of ["First.", "Second."]) {
    await ctx.request("POST", `/api/news/${itemId}/comments`, { cookie: author.cookie, body: { content } });
  }
});
afterAll(async () => {
  await ctx?.close();
});

describe("comment page cursors", () => {
  for (const [name, value] of Object.entries(BROKEN_CURSORS)) {
    it(`refuses a cursor with ${name} as a bad request`, async () => {
      const response = await ctx.request("GET", `/api/news/${itemId}/comments?cursor=${value}`);
      expect(response.status, response.text).toBe(400);
      expect(response.json.error?.message).toMatch(/cursor is not valid/);
    });
  }

  it("still follows a cursor the server gave", async () => {
    const first = listCommentsResponseSchema.parse((await ctx.request("GET", `/api/news/${itemId}/comments?limit=1`)).json);
    const second = await ctx.request("GET", `/api/news/${itemId}/comments?limit=1&cursor=${first.next_cursor}`);
    expect(second.status, second.text).toBe(200);
    expect(listCommentsResponseSchema.parse(second.json).comments.map((comment) => comment.content)).toEqual(["First."]);
  });
});
