import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CREDENTIALS_MESSAGE } from "@/shared/auth/messages";
import { SESSION_DAYS } from "@/shared/limits";
import { editorGrants, session } from "../../core/db/schema";
import { PASSWORD_RESET_JOB } from "./password";
import { TEST_EDITOR_PASSWORD, TEST_PASSWORD, createTestContext, type TestContext } from "../../../../tests/support/context";

// Issue 7 §3: sign-out revokes the session on the server; a changed password ends the other
// sessions; cookies carry HttpOnly, SameSite and, behind https, Secure.

/** One Set-Cookie header as its name, value and attributes (names lower-cased). */
function parseSetCookie(header: string) {
  const [pair, ...attributes] = header.split(";").map((part) => part.trim());
  const separator = pair!.indexOf("=");
  return {
    name: pair!.slice(0, separator),
    value: pair!.slice(separator + 1),
    attributes: Object.fromEntries(
      attributes.map((attribute) => {
        const [key, ...rest] = attribute.split("=");
        return [key!.toLowerCase(), rest.length ? rest.join("=") : true];
      }),
    ) as Record<string, string | true>,
  };
}

describe("sessions end on the server", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it("revokes the session and this browser's editor access at sign-out; a kept cookie is refused", async () => {
    const account = await ctx.signedInUser();
    const otherDevice = await ctx.signIn(account.email);
    const editor = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, cookie: account.cookie });
    expect(editor.status).toBe(200);
    const browser = `${account.cookie}; ${ctx.cookiesFrom(editor.headers)}`;
    expect(await ctx.db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(2);
    expect(await ctx.db.select().from(editorGrants).where(eq(editorGrants.userId, account.id))).toHaveLength(1);

    const out = await ctx.request("POST", "/api/account/sign-out", { cookie: browser });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie().map(parseSetCookie);
    expect(cleared.find((cookie) => cookie.name === "better-auth.session_token")).toMatchObject({ value: "", attributes: { "max-age": "0" } });

    // The row is gone, so the cookie a client kept (or stole) no longer works.
    expect(await ctx.db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(1);
    expect(await ctx.db.select().from(editorGrants).where(eq(editorGrants.userId, account.id))).toEqual([]);
    expect((await ctx.request("GET", "/api/me", { cookie: browser })).status).toBe(401);
    expect((await ctx.request("GET", "/api/news/review", { cookie: browser })).status).toBe(401);
    // The user's other device keeps its own session.
    expect((await ctx.request("GET", "/api/me", { cookie: otherDevice })).status).toBe(200);
  });

  it("ends the other sessions when the password is changed; this browser gets a new session cookie", async () => {
    const account = await ctx.signedInUser();
    const otherDevice = await ctx.signIn(account.email);
    const bystander = await ctx.signedInUser();

    const changed = await ctx.request("POST", "/api/account/password", {
      body: { currentPassword: TEST_PASSWORD, newPassword: "a-new-passphrase-66", confirmPassword: "a-new-passphrase-66" },
      cookie: account.cookie,
    });
    expect(changed.status, changed.text).toBe(200);
    const cookies = changed.headers.getSetCookie().map(parseSetCookie);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({
      name: "better-auth.session_token",
      attributes: { path: "/", httponly: true, samesite: "Lax", "max-age": String(SESSION_DAYS * 24 * 60 * 60) },
    });
    const browser = ctx.cookiesFrom(changed.headers);

    expect(await ctx.db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(1);
    expect((await ctx.request("GET", "/api/me", { cookie: browser })).status).toBe(200);
    for (const cookie of [account.cookie, otherDevice]) expect((await ctx.request("GET", "/api/me", { cookie })).status).toBe(401);
    expect((await ctx.request("GET", "/api/me", { cookie: bystander.cookie })).status).toBe(200);
  });

  it("ends every session of the account when its password is reset through the e-mailed link", async () => {
    const account = await ctx.signedInUser();
    const otherDevice = await ctx.signIn(account.email);
    const bystander = await ctx.signedInUser();
    for (const cookie of [account.cookie, otherDevice]) expect((await ctx.request("GET", "/api/me", { cookie })).status).toBe(200);

    const requested = await ctx.request("POST", "/api/account/request-password-reset", { body: { email: account.email }, ip: "192.0.2.31" });
    expect(requested.status).toBe(200);
    await ctx.settleJobs(PASSWORD_RESET_JOB);
    const token = /\/reset-password\?token=(\S+)/.exec((await ctx.lastEmailTo(account.email))?.textBody ?? "")?.[1];
    expect(token).toBeDefined();
    const reset = (newPassword: string) =>
      ctx.request("POST", "/api/account/reset-password", { body: { token, newPassword, confirmPassword: newPassword } });
    expect((await reset("a-new-passphrase-77")).status).toBe(200);

    expect(await ctx.db.select().from(session).where(eq(session.userId, account.id))).toEqual([]);
    for (const cookie of [account.cookie, otherDevice]) expect((await ctx.request("GET", "/api/me", { cookie })).status).toBe(401);
    expect((await ctx.request("GET", "/api/me", { cookie: bystander.cookie })).status).toBe(200);

    const oldPassword = await ctx.request("POST", "/api/account/sign-in", { body: { email: account.email, password: TEST_PASSWORD }, ip: "192.0.2.30" });
    expect(oldPassword.status).toBe(401);
    expect(oldPassword.json.error?.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    const fresh = await ctx.signIn(account.email, "a-new-passphrase-77");
    expect((await ctx.request("GET", "/api/me", { cookie: fresh })).status).toBe(200);
    // The token was spent.
    expect((await reset("another-passphrase-88")).status).toBe(400);
  });
});

for (const publicUrl of ["http://localhost:3000", "https://hub.example.com"]) {
  const isHttps = publicUrl.startsWith("https://");

  describe(`cookies with PUBLIC_URL=${publicUrl}`, () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ PUBLIC_URL: publicUrl });
    });
    afterAll(() => ctx?.close());

    const origin = { origin: new URL(publicUrl).origin };
    const expectedAttributes = { path: "/", httponly: true, samesite: "Lax", ...(isHttps ? { secure: true } : {}) };

    it(`sets the session cookie HttpOnly, SameSite=Lax${isHttps ? ", Secure" : " and not Secure"}, for ${SESSION_DAYS} days`, async () => {
      const account = await ctx.createUser();
      const signIn = await ctx.request("POST", "/api/account/sign-in", { body: { email: account.email, password: TEST_PASSWORD }, headers: origin });
      expect(signIn.status).toBe(200);
      const cookies = signIn.headers.getSetCookie().map(parseSetCookie);
      expect(cookies).toHaveLength(1);
      const [sessionCookie] = cookies;
      expect(sessionCookie!.name).toBe(isHttps ? "__Secure-better-auth.session_token" : "better-auth.session_token");
      expect(sessionCookie!.value).not.toBe("");
      expect(sessionCookie!.attributes).toEqual({ ...expectedAttributes, "max-age": String(SESSION_DAYS * 24 * 60 * 60) });
    });

    it(`sets the editor access cookie HttpOnly, SameSite=Lax${isHttps ? ", Secure" : " and not Secure"}`, async () => {
      const login = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, headers: origin });
      expect(login.status).toBe(200);
      const cookies = login.headers.getSetCookie().map(parseSetCookie);
      expect(cookies).toHaveLength(1);
      const { expires, ...attributes } = cookies[0]!.attributes;
      expect(cookies[0]!.name).toBe("bioagent.editor_access");
      expect(attributes).toEqual(expectedAttributes);
      expect(Date.parse(String(expires))).toBeGreaterThan(Date.now());
    });
  });
}
