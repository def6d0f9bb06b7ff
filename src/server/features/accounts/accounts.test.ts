import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meResponseSchema } from "@/shared/auth/contracts";
import { RATE_LIMITS, SESSION_DAYS } from "@/shared/limits";
import { profiles, rateLimits, session, user } from "../../core/db/schema";
import { createTestContext, TEST_PASSWORD, type TestContext } from "../../../../tests/support/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const signUpForm = (email: string) => ({
  email,
  password: "bio-secret-99",
  confirmPassword: "bio-secret-99",
  fullName: "Dr. Ada Lind",
  company: "Lund Biologics",
  organizationType: "biotech",
  department: "Translational Research",
  jobTitle: "Head of Discovery",
  experienceLevel: "senior",
  useCase: "competitive_intelligence",
  researchFocus: ["drug_discovery", "biomarkers"],
  therapeuticAreas: ["oncology"],
  newsletter: false,
});

function confirmationLink(text: string): string {
  const match = /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[0].replace("http://localhost:3000", "");
}

describe("sign-up, confirmation and sign-in", () => {
  it("creates the account with its profile metadata and sends a confirmation e-mail", async () => {
    const response = await ctx.request("POST", "/api/account/sign-up", { body: signUpForm("Ada@Example.com") });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ email: "ada@example.com" });

    const [created] = await ctx.db.select().from(user).where(eq(user.email, "ada@example.com"));
    expect(created).toMatchObject({ name: "Dr. Ada Lind", emailVerified: false, role: "user" });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, created!.id));
    expect(profile).toMatchObject({
      fullName: "Dr. Ada Lind",
      email: "ada@example.com",
      company: "Lund Biologics",
      organizationType: "biotech",
      department: "Translational Research",
      jobTitle: "Head of Discovery",
      experienceLevel: "senior",
      useCase: "competitive_intelligence",
      researchFocus: ["drug_discovery", "biomarkers"],
      therapeuticAreas: ["oncology"],
      communicationPreferences: { newsletter: false, product_updates: true, research_alerts: false },
    });

    const email = await ctx.handledEmailTo("ada@example.com");
    expect(email).toMatchObject({ kind: "confirm-email", status: "logged", subject: "Confirm your BioAgent Hub account" });
    expect(email!.textBody).toContain("/api/auth/verify-email?token=");
  });

  it("refuses sign-in until the e-mail is confirmed, then signs in and reports the user", async () => {
    const before = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "ada@example.com", password: "bio-secret-99" },
    });
    expect(before.status).toBe(403);
    expect(before.json.error?.code).toBe("email_not_verified");

    const email = await ctx.lastEmailTo("ada@example.com");
    const confirm = await ctx.request("GET", confirmationLink(email!.textBody));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/auth?confirmed=1");

    const signIn = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "ADA@example.com", password: "bio-secret-99" },
    });
    expect(signIn.status).toBe(200);
    const setCookie = signIn.headers.get("set-cookie") ?? "";
    expect(setCookie).toContain("better-auth.session_token=");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await ctx.request("GET", "/api/me", { cookie: ctx.cookiesFrom(signIn.headers) });
    expect(me.status).toBe(200);
    const body = meResponseSchema.parse(me.json);
    expect(body.user).toMatchObject({ email: "ada@example.com", emailVerified: true });
    expect(body.role).toBe("user");
    expect(body.profile?.company).toBe("Lund Biologics");
  });

  it("answers a confirmation link with a broken token by sending the user to Sign In with an error", async () => {
    const response = await ctx.request("GET", "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%3Fconfirmed%3D1");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/auth\?confirmed=1&error=/);
  });

  it("maps a wrong password to the spec's message", async () => {
    const response = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "ada@example.com", password: "wrong-password" },
    });
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({
      code: "invalid_credentials",
      message: "Invalid email or password. Please check your credentials and try again.",
    });
  });

  it("gives the same message for an unknown e-mail", async () => {
    const response = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "nobody@example.com", password: "whatever-1" },
    });
    expect(response.status).toBe(401);
    expect(response.json.error?.code).toBe("invalid_credentials");
  });

  it("refuses a second account for the same e-mail with the spec's message", async () => {
    const response = await ctx.request("POST", "/api/account/sign-up", { body: signUpForm("ada@EXAMPLE.com") });
    expect(response.status).toBe(409);
    expect(response.json.error).toEqual({
      code: "email_taken",
      message: "An account with this email already exists. Please sign in instead.",
    });
    expect(await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, "ada@example.com"))).toHaveLength(1);
  });

  it("makes one account of two sign-ups for the same address at once; the other is told it is taken", async () => {
    const answers = await Promise.all(
      ["198.51.100.201", "198.51.100.202"].map((ip) =>
        ctx.request("POST", "/api/account/sign-up", { body: signUpForm("twice@example.com"), ip }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json.error?.code).toBe("email_taken");
    const rows = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, "twice@example.com"));
    expect(rows).toHaveLength(1);
    expect(await ctx.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, rows[0]!.id))).toHaveLength(1);
  });

  it("validates every field with the spec's messages and writes nothing", async () => {
    const response = await ctx.request("POST", "/api/account/sign-up", {
      body: {
        ...signUpForm("not-an-email"),
        password: "short",
        confirmPassword: "different",
        fullName: "A",
        company: " ",
        organizationType: "",
        jobTitle: "",
        useCase: "",
      },
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.code).toBe("validation_failed");
    expect(response.json.error?.fields).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 8 characters",
      confirmPassword: "Passwords don't match",
      fullName: "Full name must be at least 2 characters",
      company: "Company name is required",
      organizationType: "Please select an organization type",
      jobTitle: "Job title is required",
      useCase: "Please select your primary use case",
    });
    const mismatch = await ctx.request("POST", "/api/account/sign-up", {
      body: { ...signUpForm("mismatch@example.com"), confirmPassword: "other-secret-99" },
    });
    expect(mismatch.json.error?.fields).toEqual({ confirmPassword: "Passwords don't match" });
    expect(await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, "mismatch@example.com"))).toHaveLength(0);
  });

  it("checks the sign-in form with the spec's messages", async () => {
    const response = await ctx.request("POST", "/api/account/sign-in", { body: { email: "x", password: "12345" } });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toEqual({
      email: "Please enter a valid email address",
      password: "Password must be at least 6 characters",
    });
  });

  it("answers a body that is not JSON with 400, not 500", async () => {
    const response = await ctx.request("POST", "/api/account/sign-in", { body: "{not json" });
    expect(response.status).toBe(400);
    expect(response.json.error?.code).toMatch(/bad_request|validation_failed/);
  });
});

describe("sessions", () => {
  it("ends the session on the server at sign-out", async () => {
    const account = await ctx.signedInUser();
    expect((await ctx.request("GET", "/api/me", { cookie: account.cookie })).status).toBe(200);
    const out = await ctx.request("POST", "/api/account/sign-out", { cookie: account.cookie });
    expect(out.status).toBe(200);
    expect(await ctx.db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(0);
    // The old cookie no longer works, even if a client kept it.
    expect((await ctx.request("GET", "/api/me", { cookie: account.cookie })).status).toBe(401);
  });

  it("keeps one session's sign-out from ending another device's session", async () => {
    const account = await ctx.signedInUser();
    const second = await ctx.signIn(account.email);
    await ctx.request("POST", "/api/account/sign-out", { cookie: account.cookie });
    expect((await ctx.request("GET", "/api/me", { cookie: second })).status).toBe(200);
  });

  it("keeps sessions across a server restart", async () => {
    const account = await ctx.signedInUser();
    ctx.restart();
    expect((await ctx.request("GET", "/api/me", { cookie: account.cookie })).status).toBe(200);
  });

  it("refuses a session cookie whose signature does not match", async () => {
    const account = await ctx.signedInUser();
    const forged = account.cookie.replace(/\.([^.;]+)(;|$)/, (_match, signature: string, end: string) => {
      const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      return `.${flipped}${end}`;
    });
    expect(forged).not.toBe(account.cookie);
    expect((await ctx.request("GET", "/api/me", { cookie: forged })).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const account = await ctx.signedInUser();
    await ctx.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.userId, account.id));
    expect((await ctx.request("GET", "/api/me", { cookie: account.cookie })).status).toBe(401);
  });

  it("extends a session used a day after it was last extended", async () => {
    const account = await ctx.signedInUser();
    const dueAt = new Date(Date.now() + (SESSION_DAYS - 2) * 24 * 60 * 60 * 1000);
    await ctx.db.update(session).set({ expiresAt: dueAt }).where(eq(session.userId, account.id));
    expect((await ctx.request("GET", "/api/me", { cookie: account.cookie })).status).toBe(200);
    const [row] = await ctx.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.userId, account.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + (SESSION_DAYS - 1) * 24 * 60 * 60 * 1000);
  });

  it("returns 401 from /api/me when signed out", async () => {
    const response = await ctx.request("GET", "/api/me");
    expect(response.status).toBe(401);
    expect(response.json.error?.code).toBe("unauthenticated");
  });
});

describe("roles", () => {
  it("makes an ADMIN_EMAILS address admin when it confirms", async () => {
    const response = await ctx.request("POST", "/api/account/sign-up", { body: signUpForm("boss@example.com") });
    expect(response.status).toBe(201);
    const email = await ctx.lastEmailTo("boss@example.com");
    await ctx.request("GET", confirmationLink(email!.textBody));
    const [row] = await ctx.db.select({ role: user.role }).from(user).where(eq(user.email, "boss@example.com"));
    expect(row?.role).toBe("admin");
    const cookie = await ctx.signIn("boss@example.com", "bio-secret-99");
    const me = meResponseSchema.parse((await ctx.request("GET", "/api/me", { cookie })).json);
    expect(me.role).toBe("admin");
  });
});

describe("confirmation e-mails", () => {
  it("sends a new link to an unconfirmed address and says nothing about unknown ones", async () => {
    await ctx.request("POST", "/api/account/sign-up", { body: signUpForm("late@example.com") });
    const first = await ctx.lastEmailTo("late@example.com");
    const resend = await ctx.request("POST", "/api/account/resend-confirmation", {
      body: { email: "late@example.com" },
      ip: "192.0.2.50",
    });
    expect(resend.status).toBe(200);
    const second = await ctx.lastEmailTo("late@example.com");
    expect(second!.id).toBeGreaterThan(first!.id);

    const unknown = await ctx.request("POST", "/api/account/resend-confirmation", {
      body: { email: "ghost@example.com" },
      ip: "192.0.2.50",
    });
    expect(unknown.status).toBe(200);
    expect(await ctx.lastEmailTo("ghost@example.com")).toBeNull();
  });
});

describe("rate limits", () => {
  it("answers sign-in attempt N+1 within the window with 429 and Retry-After", async () => {
    const ip = "192.0.2.77";
    const { limit } = RATE_LIMITS.signIn;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await ctx.request("POST", "/api/account/sign-in", {
        body: { email: "guessed-by-one@example.com", password: "wrong-pass" },
        ip,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "guessed-by-one@example.com", password: "wrong-pass" },
      ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.error?.message).toMatch(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another client is not affected (for another account: this one's 10 failures lock it, below).
    const other = await ctx.request("POST", "/api/account/sign-in", {
      body: { email: "somebody@example.com", password: "wrong-pass" },
      ip: "192.0.2.78",
    });
    expect(other.status).toBe(401);
  });

  it("limits sign-ups per client address", async () => {
    const ip = "192.0.2.90";
    const { limit } = RATE_LIMITS.signUp;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await ctx.request("POST", "/api/account/sign-up", {
        body: { ...signUpForm(`taken-${attempt}@example.com`), email: "ada@example.com" },
        ip,
      });
      expect(response.status).toBe(409);
    }
    const blocked = await ctx.request("POST", "/api/account/sign-up", { body: signUpForm("new@example.com"), ip });
    expect(blocked.status).toBe(429);
    expect(await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, "new@example.com"))).toHaveLength(0);
  });

  it("limits confirmation e-mails per address", async () => {
    const { limit } = RATE_LIMITS.emailPerAddress;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await ctx.request("POST", "/api/account/resend-confirmation", {
        body: { email: "flood@example.com" },
        ip: `192.0.2.${100 + attempt}`,
      });
      expect(response.status).toBe(200);
    }
    const blocked = await ctx.request("POST", "/api/account/resend-confirmation", {
      body: { email: "flood@example.com" },
      ip: "192.0.2.200",
    });
    expect(blocked.status).toBe(429);
  });
});

describe("guessing one account from many addresses (issue 14 §5)", () => {
  const signIn = (email: string, password: string, ip: string) => ctx.request("POST", "/api/account/sign-in", { body: { email, password }, ip });

  it("refuses that account alone after 10 failures in 15 minutes, even with the right password, until the window ends", async () => {
    const target = await ctx.createUser();
    const bystander = await ctx.createUser();
    const { limit } = RATE_LIMITS.signInFailuresPerAccount;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await signIn(target.email, `guess-${attempt}-pass`, `203.0.113.${attempt + 1}`)).status).toBe(401);
    }
    for (const ip of ["203.0.113.101", "203.0.113.102"]) {
      const refused = await signIn(target.email.toUpperCase(), TEST_PASSWORD, ip);
      expect(refused.status).toBe(429);
      expect(refused.json.error?.message).toMatch(/^Too many failed sign-ins for this account\. Please wait 1[45] minutes and try again\.$/);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      expect(refused.headers.getSetCookie()).toEqual([]);
    }
    // Another account, from an address the guesser used, is not affected.
    expect((await signIn(bystander.email, TEST_PASSWORD, "203.0.113.1")).status).toBe(200);

    // Once the window has passed, the right password works again.
    await ctx.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(rateLimits.key, `signInFailuresPerAccount:${target.email}`));
    expect((await signIn(target.email, TEST_PASSWORD, "203.0.113.103")).status).toBe(200);
  });
});
