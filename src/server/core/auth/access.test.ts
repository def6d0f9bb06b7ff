import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_NOT_CONFIRMED_MESSAGE } from "@/shared/auth/messages";
import { user } from "../db/schema";
import { createTestContext, type TestContext } from "../../../../tests/support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("an operation's access rule", () => {
  it("refuses an account whose e-mail is no longer confirmed, before reading its input", async () => {
    const account = await ctx.signedInUser("user");
    expect((await ctx.request("GET", "/api/profile", { cookie: account.cookie })).status).toBe(200);
    await ctx.db.update(user).set({ emailVerified: false }).where(eq(user.id, account.id));

    const refused = await ctx.request("PUT", "/api/profile", { cookie: account.cookie, body: "{not json" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toEqual({ code: "email_not_verified", message: EMAIL_NOT_CONFIRMED_MESSAGE });
    // What anyone may do stays open.
    expect((await ctx.request("GET", "/api/news", { cookie: account.cookie })).status).toBe(200);
  });

  it("answers a signed-out caller in the operation's own words", async () => {
    const refused = await ctx.request("POST", "/api/news/ingest", { body: { url: "not a url" } });
    expect(refused.status).toBe(401);
    expect(refused.json.error?.message).toBe("Sign in required to generate preview.");
  });
});
