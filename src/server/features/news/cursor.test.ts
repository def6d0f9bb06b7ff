import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, listReviewResponseSchema } from "@/shared/news/contracts";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";

// Found by the OpenAPI fuzzer: these cursors passed the shape check and then failed in SQL (500).
const cursor = (text: string) => Buffer.from(text).toString("base64url");
const ID = "3f2a4c1e-9b7d-4e2f-8a1c-5d6e7f8a9b0c";
const BROKEN_CURSORS = {
  "a year past 9999": cursor(`+275760-09-13T00:00:00.000Z|${ID}`),
  "year 0": cursor(`0000-01-01T00:00:00.000Z|${ID}`),
  "36 hex digits without dashes": cursor("2025-06-01T00:00:00.000Z|0123456789abcdef0123456789abcdef0123"),
  "only dashes": cursor(`2025-06-01T00:00:00.000Z|${"-".repeat(36)}`),
};

let ctx: TestContext;
let editor: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await ctx.signedInUser("editor");
  for (const status of ["published", "published", "pending", "pending"] as const) await ctx.createNewsItem({ status });
});
afterAll(async () => {
  await ctx?.close();
});

describe("page cursors", () => {
  for (const [name, value] of Object.entries(BROKEN_CURSORS)) {
    it(`refuses a cursor with ${name} as a bad request, in the feed and in review`, async () => {
      for (const [path, cookie] of [
        [`/api/news?cursor=${value}`, undefined],
        [`/api/news/review?cursor=${value}`, editor.cookie],
      ] as const) {
        const response = await ctx.request("GET", path, { cookie });
        expect(response.status, response.text).toBe(400);
        expect(response.json.error?.message).toMatch(/cursor is not valid/);
      }
    });
  }

  it("still follows a cursor the server gave", async () => {
    const first = listNewsResponseSchema.parse((await ctx.request("GET", "/api/news?limit=1")).json);
    const second = await ctx.request("GET", `/api/news?limit=1&cursor=${first.next_cursor}`);
    expect(second.status, second.text).toBe(200);
    expect(listNewsResponseSchema.parse(second.json).items[0]?.id).not.toBe(first.items[0]?.id);

    const review = listReviewResponseSchema.parse((await ctx.request("GET", "/api/news/review?limit=1", { cookie: editor.cookie })).json);
    const next = await ctx.request("GET", `/api/news/review?limit=1&cursor=${review.next_cursor}`, { cookie: editor.cookie });
    expect(next.status, next.text).toBe(200);
  });
});
