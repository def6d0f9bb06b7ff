import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorStatusSchema } from "@/shared/auth/contracts";
import { RATE_LIMITS } from "@/shared/limits";
import { editorGrants } from "../../core/db/schema";
import { createTestContext, TEST_EDITOR_PASSWORD, type TestContext } from "../../../../tests/support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

describe("editor login", () => {
  it("refuses a wrong password with 'Invalid password' and grants nothing", async () => {
    const response = await ctx.request("POST", "/api/editor/login", { body: { password: "guess-guess" }, ip: "192.0.2.1" });
    expect(response.status).toBe(401);
    expect(response.json.error?.message).toBe("Invalid password");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("requires a password", async () => {
    const response = await ctx.request("POST", "/api/editor/login", { body: { password: "" }, ip: "192.0.2.1" });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({ password: "Password is required" });
  });

  it("grants this browser expiring, HttpOnly editor access that can be revoked", async () => {
    const login = await ctx.request("POST", "/api/editor/login", {
      body: { password: TEST_EDITOR_PASSWORD },
      ip: "192.0.2.2",
    });
    expect(login.status).toBe(200);
    const granted = editorStatusSchema.parse(login.json);
    expect(granted.active).toBe(true);
    const hours = (Date.parse(granted.expiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const setCookie = login.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^bioagent\.editor_access=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Expires=/i);
    // The password itself never travels back.
    expect(login.text).not.toContain(TEST_EDITOR_PASSWORD);

    const cookie = ctx.cookiesFrom(login.headers);
    expect(editorStatusSchema.parse((await ctx.request("GET", "/api/editor/status", { cookie })).json).active).toBe(true);

    expect((await ctx.request("POST", "/api/editor/logout", { cookie })).status).toBe(200);
    expect(editorStatusSchema.parse((await ctx.request("GET", "/api/editor/status", { cookie })).json).active).toBe(false);
  });

  it("Exit editor mode revokes the grant on the server: the same cookie, sent again, opens nothing (issue 15 §6)", async () => {
    const login = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, ip: "192.0.2.5" });
    const cookie = ctx.cookiesFrom(login.headers);
    const item = await ctx.createNewsItem({ status: "pending" });
    expect((await ctx.request("GET", "/api/news/review", { cookie })).status).toBe(200);

    const exit = await ctx.request("POST", "/api/editor/logout", { cookie });
    expect(exit.status).toBe(200);
    expect(exit.headers.get("set-cookie")).toMatch(/^bioagent\.editor_access=;/);

    // A browser (or someone who copied the cookie) that still holds it is refused.
    expect((await ctx.request("GET", "/api/news/review", { cookie })).status).toBe(401);
    expect((await ctx.request("DELETE", `/api/news/${item.id}`, { cookie })).status).toBe(401);
    expect((await ctx.request("POST", `/api/news/${item.id}/publish`, { cookie })).status).toBe(401);
    expect(editorStatusSchema.parse((await ctx.request("GET", "/api/editor/status", { cookie })).json)).toMatchObject({ active: false });
    const tokenHash = createHash("sha256").update(cookie.split("=")[1]!).digest("hex");
    const [grant] = await ctx.db.select({ revokedAt: editorGrants.revokedAt }).from(editorGrants).where(eq(editorGrants.tokenHash, tokenHash));
    expect(grant?.revokedAt).toBeInstanceOf(Date);
  });

  it("ends editor access granted while signed in when the user signs out", async () => {
    const account = await ctx.signedInUser();
    const login = await ctx.request("POST", "/api/editor/login", {
      body: { password: TEST_EDITOR_PASSWORD },
      cookie: account.cookie,
      ip: "192.0.2.3",
    });
    expect(login.status).toBe(200);
    const cookie = `${account.cookie}; ${ctx.cookiesFrom(login.headers)}`;
    await ctx.request("POST", "/api/account/sign-out", { cookie });
    expect(editorStatusSchema.parse((await ctx.request("GET", "/api/editor/status", { cookie })).json).active).toBe(false);
  });

  it("allows at most 5 attempts a minute per address", async () => {
    const ip = "192.0.2.4";
    for (let attempt = 0; attempt < RATE_LIMITS.editorLogin.limit; attempt += 1) {
      const response = await ctx.request("POST", "/api/editor/login", { body: { password: `guess-${attempt}` }, ip });
      expect(response.status).toBe(401);
    }
    const blocked = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("set-cookie")).toBeNull();
  });
});

describe("editor login without EDITOR_PASSWORD", () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext({ EDITOR_PASSWORD: "" });
  });
  afterAll(() => bare?.close());

  it("says that it is disabled", async () => {
    const status = editorStatusSchema.parse((await bare.request("GET", "/api/editor/status")).json);
    expect(status).toEqual({ enabled: false, active: false, expiresAt: null });
    const login = await bare.request("POST", "/api/editor/login", { body: { password: "anything-at-all" } });
    expect(login.status).toBe(503);
    expect(login.json.error?.message).toBe("Editor login is disabled: no editor password is configured on this server.");
  });
});

describe("guessing the editor password from many addresses (issue 14 §5)", () => {
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(() => own?.close());
  const login = (password: string, ip: string, cookie?: string) => own.request("POST", "/api/editor/login", { body: { password }, ip, cookie });
  const { limit } = RATE_LIMITS.editorLoginFailuresPerAccount;

  it("refuses an account after 10 wrong passwords in 15 minutes from any addresses; other accounts may still unlock", async () => {
    const guesser = await own.signedInUser("user");
    const other = await own.signedInUser("user");
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(`guess-${attempt}`, `203.0.113.${attempt + 1}`, guesser.cookie)).status).toBe(401);
    }
    const refused = await login(TEST_EDITOR_PASSWORD, "203.0.113.150", guesser.cookie);
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toMatch(/^Too many wrong editor passwords\. Please wait 1[45] minutes and try again\.$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(refused.headers.get("set-cookie")).toBeNull();
    expect((await login(TEST_EDITOR_PASSWORD, "203.0.113.151", other.cookie)).status).toBe(200);
  });

  it("counts signed-out browsers together: the one password is guessed from anywhere", async () => {
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await login(`guess-${attempt}`, `198.51.100.${attempt + 1}`)).status).toBe(401);
    }
    expect((await login(TEST_EDITOR_PASSWORD, "198.51.100.200")).status).toBe(429);
    // A signed-in editor is not locked out by them.
    const account = await own.signedInUser("user");
    expect((await login(TEST_EDITOR_PASSWORD, "198.51.100.201", account.cookie)).status).toBe(200);
  });
});
