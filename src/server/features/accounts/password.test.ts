import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
} from "@/shared/auth/messages";
import { RATE_LIMITS } from "@/shared/limits";
import { account, emailOutbox, session, verification } from "../../core/db/schema";
import { TEST_EDITOR_PASSWORD, TEST_PASSWORD, createTestContext, type TestContext } from "../../../../tests/support/context";
import { PASSWORD_RESET_JOB } from "./password";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const NEW_PASSWORD = "a-new-passphrase-77";
const changeForm = (overrides: Record<string, string> = {}) => ({
  currentPassword: TEST_PASSWORD,
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});

let ipCount = 0;
/** A new client address for each sign-in, so that no test meets the sign-in limits. */
const nextIp = () => `192.0.2.${(ipCount += 1)}`;

async function signInStatus(email: string, password: string): Promise<number> {
  return (await ctx.request("POST", "/api/account/sign-in", { body: { email, password }, ip: nextIp() })).status;
}

async function meStatus(cookie: string): Promise<number> {
  return (await ctx.request("GET", "/api/me", { cookie })).status;
}

async function passwordHashOf(userId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ password: account.password }).from(account).where(eq(account.userId, userId));
  return row?.password ?? null;
}

async function emailsTo(address: string) {
  return ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

/** The token of the reset link in the newest e-mail to `address`. */
async function resetTokenFor(address: string): Promise<string> {
  const email = await ctx.lastEmailTo(address);
  const match = /^http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)$/m.exec(email?.textBody ?? "");
  if (!match) throw new Error(`no reset link in: ${email?.textBody}`);
  return match[1]!;
}

/** Asks for a reset link and waits for the background job that asks Better Auth for it. */
async function requestReset(email: string) {
  const response = await ctx.request("POST", "/api/account/request-password-reset", { body: { email }, ip: nextIp() });
  await ctx.settleJobs(PASSWORD_RESET_JOB);
  return response;
}

describe("change password", () => {
  it("changes it, ends the other sessions and keeps this one signed in with a new cookie", async () => {
    const user = await ctx.signedInUser();
    const otherDevice = await ctx.signIn(user.email);
    const bystander = await ctx.signedInUser();

    const response = await ctx.request("POST", "/api/account/password", { body: changeForm(), cookie: user.cookie });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ ok: true });
    const [setCookie] = response.headers.getSetCookie();
    expect(setCookie).toMatch(/^better-auth\.session_token=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const current = ctx.cookiesFrom(response.headers);

    expect(await meStatus(current)).toBe(200);
    expect(await meStatus(otherDevice)).toBe(401);
    // Better Auth replaced this browser's session too: only the cookie of the answer works.
    expect(await meStatus(user.cookie)).toBe(401);
    expect(await ctx.db.select({ id: session.id }).from(session).where(eq(session.userId, user.id))).toHaveLength(1);
    expect(await meStatus(bystander.cookie)).toBe(200);

    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses a wrong current password with a message on that field, and changes nothing", async () => {
    const user = await ctx.signedInUser();
    const otherDevice = await ctx.signIn(user.email);
    const hashBefore = await passwordHashOf(user.id);

    const response = await ctx.request("POST", "/api/account/password", {
      body: changeForm({ currentPassword: "not-my-password" }),
      cookie: user.cookie,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: "validation_failed",
      fields: { currentPassword: CURRENT_PASSWORD_INCORRECT_MESSAGE },
    });
    expect(response.headers.getSetCookie()).toEqual([]);

    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    expect(await meStatus(user.cookie)).toBe(200);
    expect(await meStatus(otherDevice)).toBe(200);
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it("checks the form with sign-up's password messages before anything else", async () => {
    const user = await ctx.signedInUser();
    const hashBefore = await passwordHashOf(user.id);
    const send = (body: Record<string, string>) => ctx.request("POST", "/api/account/password", { body, cookie: user.cookie });

    const short = await send(changeForm({ newPassword: "short", confirmPassword: "short" }));
    expect(short.status).toBe(400);
    expect(short.json.error?.fields).toEqual({ newPassword: "Password must be at least 8 characters" });

    const mismatch = await send(changeForm({ confirmPassword: "something-else-1" }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.error?.fields).toEqual({ confirmPassword: "Passwords don't match" });

    const everything = await send({ currentPassword: "", newPassword: "short", confirmPassword: "other" });
    expect(everything.json.error?.fields).toEqual({
      currentPassword: "Please enter your current password",
      newPassword: "Password must be at least 8 characters",
      confirmPassword: "Passwords don't match",
    });

    const unchanged = await send(changeForm({ newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }));
    expect(unchanged.status).toBe(400);
    expect(unchanged.json.error?.fields).toEqual({ newPassword: "The new password must differ from the current one" });

    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    expect(await meStatus(user.cookie)).toBe(200);
  });

  it("needs an account: signed out, or with editor access alone, it is 401", async () => {
    const signedOut = await ctx.request("POST", "/api/account/password", { body: changeForm() });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error?.code).toBe("unauthenticated");

    const grant = await ctx.request("POST", "/api/editor/login", { body: { password: TEST_EDITOR_PASSWORD }, ip: nextIp() });
    const editorOnly = await ctx.request("POST", "/api/account/password", { body: changeForm(), cookie: ctx.cookiesFrom(grant.headers) });
    expect(editorOnly.status).toBe(401);
  });

  it("refuses attempt N+1 within the window with 429, even with the right password", async () => {
    const user = await ctx.signedInUser();
    const hashBefore = await passwordHashOf(user.id);
    const { limit } = RATE_LIMITS.changePassword;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const guess = await ctx.request("POST", "/api/account/password", {
        body: changeForm({ currentPassword: `guess-${attempt}-password` }),
        cookie: user.cookie,
        ip: nextIp(),
      });
      expect(guess.status).toBe(400);
    }
    const blocked = await ctx.request("POST", "/api/account/password", { body: changeForm(), cookie: user.cookie, ip: nextIp() });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error?.message).toMatch(/^Too many attempts\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await passwordHashOf(user.id)).toBe(hashBefore);
    expect(await meStatus(user.cookie)).toBe(200);

    // Counted per account: another user is not affected.
    const other = await ctx.signedInUser();
    const allowed = await ctx.request("POST", "/api/account/password", { body: changeForm(), cookie: other.cookie });
    expect(allowed.status).toBe(200);
  });
});

describe("forgot and reset password", () => {
  it("answers an unknown address exactly as a known one, and sends it nothing", async () => {
    const known = await ctx.createUser();
    const knownAnswer = await requestReset(known.email);
    const unknownAnswer = await requestReset("nobody-here@example.com");
    expect(knownAnswer.status).toBe(200);
    expect(unknownAnswer.status).toBe(200);
    expect(unknownAnswer.json).toEqual({ ok: true, message: PASSWORD_RESET_REQUESTED_MESSAGE });
    expect(knownAnswer.json).toEqual(unknownAnswer.json);
    expect(await emailsTo("nobody-here@example.com")).toEqual([]);
  });

  it("e-mails one reset link to a known address", async () => {
    const user = await ctx.createUser();
    const response = await requestReset(user.email.toUpperCase());
    expect(response.status).toBe(200);

    const sent = await emailsTo(user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: "reset-password", subject: "Reset your BioAgent Hub password" });
    expect(sent[0]!.textBody).toContain("The link is valid for one hour and works once.");
    const token = await resetTokenFor(user.email);
    expect(sent[0]!.htmlBody).toContain(`href="http://localhost:3000/reset-password?token=${token}"`);
    const stored = await ctx.db.select().from(verification).where(eq(verification.identifier, `reset-password:${token}`));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).toBe(user.id);
  });

  it("resets with the link's token: every session ends, the new password works, the old does not", async () => {
    const user = await ctx.signedInUser();
    const otherDevice = await ctx.signIn(user.email);
    const bystander = await ctx.signedInUser();
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);

    const response = await ctx.request("POST", "/api/account/reset-password", {
      body: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toEqual({ ok: true });

    expect(await meStatus(user.cookie)).toBe(401);
    expect(await meStatus(otherDevice)).toBe(401);
    expect(await ctx.db.select().from(session).where(eq(session.userId, user.id))).toEqual([]);
    expect(await meStatus(bystander.cookie)).toBe(200);
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses a token used twice, an expired one and a made-up one with the same clear error", async () => {
    const user = await ctx.createUser();
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    const reset = (withToken: string, password: string) =>
      ctx.request("POST", "/api/account/reset-password", {
        body: { token: withToken, newPassword: password, confirmPassword: password },
      });
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, "yet-another-pass-9");
    expect(again.status).toBe(400);
    expect(again.json.error).toEqual({
      code: "bad_request",
      message: RESET_LINK_INVALID_MESSAGE,
      fields: { token: RESET_LINK_INVALID_MESSAGE },
    });
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);

    await requestReset(user.email);
    const expired = await resetTokenFor(user.email);
    await ctx.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${expired}`));
    expect((await reset(expired, "yet-another-pass-9")).json.error?.fields).toEqual({ token: RESET_LINK_INVALID_MESSAGE });

    expect((await reset("made-up-token", "yet-another-pass-9")).json.error?.fields).toEqual({ token: RESET_LINK_INVALID_MESSAGE });
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it("checks the new password with sign-up's messages and keeps the token for a corrected try", async () => {
    const user = await ctx.createUser();
    await requestReset(user.email);
    const token = await resetTokenFor(user.email);
    const send = (body: Record<string, string>) => ctx.request("POST", "/api/account/reset-password", { body });

    const short = await send({ token, newPassword: "short", confirmPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.json.error?.fields).toEqual({ newPassword: "Password must be at least 8 characters" });
    const mismatch = await send({ token, newPassword: NEW_PASSWORD, confirmPassword: "other-passphrase" });
    expect(mismatch.json.error?.fields).toEqual({ confirmPassword: "Passwords don't match" });
    const noToken = await send({ token: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(noToken.json.error?.fields).toEqual({ token: RESET_LINK_INVALID_MESSAGE });

    const unused = await ctx.db
      .select()
      .from(verification)
      .where(and(eq(verification.value, user.id), like(verification.identifier, "reset-password:%")));
    expect(unused).toHaveLength(1);
    expect((await send({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it("counts reset e-mails with the address's confirmation e-mails", async () => {
    const user = await ctx.createUser();
    const { limit } = RATE_LIMITS.emailPerAddress;
    for (let attempt = 0; attempt < limit - 1; attempt += 1) expect((await requestReset(user.email)).status).toBe(200);
    const resend = await ctx.request("POST", "/api/account/resend-confirmation", { body: { email: user.email }, ip: nextIp() });
    expect(resend.status).toBe(200);
    const blocked = await requestReset(user.email);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await emailsTo(user.email)).toHaveLength(limit - 1);
  });
});
