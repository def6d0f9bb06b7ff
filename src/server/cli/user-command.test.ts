import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, profiles, user } from "../core/db/schema";
import { createTestContext, type TestContext } from "../../../tests/support/context";
import { runUserCommand } from "./user-command";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const run = (...argv: string[]) => runUserCommand(argv, { db: ctx.db, adminEmails: ["chief@example.com"] });

describe("npm run user", () => {
  it("creates a verified editor who can sign in", async () => {
    const line = await run("create", "--email", "Editor@Example.com", "--password", "editor-pass-1", "--role", "editor", "--verified");
    expect(line).toBe("Created Editor@Example.com (role editor, verified).");
    const [row] = await ctx.db.select().from(user).where(eq(user.email, "editor@example.com"));
    expect(row).toMatchObject({ role: "editor", emailVerified: true });
    expect(await ctx.db.select().from(account).where(eq(account.userId, row!.id))).toHaveLength(1);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.userId, row!.id))).toHaveLength(1);
    const cookie = await ctx.signIn("editor@example.com", "editor-pass-1");
    const me = await ctx.request("GET", "/api/me", { cookie });
    expect(me.json).toMatchObject({ role: "editor" });
  });

  it("makes an ADMIN_EMAILS account admin when created verified", async () => {
    await run("create", "--email", "chief@example.com", "--password", "chief-pass-1", "--verified");
    const [row] = await ctx.db.select({ role: user.role }).from(user).where(eq(user.email, "chief@example.com"));
    expect(row?.role).toBe("admin");
  });

  it("creates an unverified account that must confirm first", async () => {
    const line = await run("create", "--email", "pending@example.com", "--password", "pending-pass-1");
    expect(line).toContain("role user, not verified");
    const response = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "pending@example.com", password: "pending-pass-1" },
    });
    expect(response.status).toBe(403);
  });

  it("changes a role", async () => {
    expect(await run("set-role", "--email", "pending@example.com", "--role", "admin")).toBe(
      "pending@example.com now has the role admin.",
    );
    const [row] = await ctx.db.select({ role: user.role }).from(user).where(eq(user.email, "pending@example.com"));
    expect(row?.role).toBe("admin");
  });

  it.each([
    [["create", "--email", "bad", "--password", "long-enough"], "--email must be an e-mail address"],
    [["create", "--email", "a@example.com", "--password", "short"], "--password must be at least 8 characters"],
    [["set-role", "--email", "a@example.com", "--role", "king"], "--role must be user, editor or admin"],
    [["set-role", "--email", "nobody@example.com", "--role", "user"], "No account has the e-mail nobody@example.com."],
    [["create", "--email", "chief@example.com", "--password", "another-pass"], "already exists"],
    [["delete"], 'Unknown command "delete".'],
    [[], "No command given."],
    [["create", "--bogus"], "Unknown option"],
  ])("explains a wrong call: %j", async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(message);
  });
});
