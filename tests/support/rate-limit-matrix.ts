import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, type RateLimitName } from "@/shared/limits";
import { plural } from "@/shared/plural";
import { emailOutbox, rateLimits, user } from "../../src/server/core/db/schema";
import { PASSWORD_RESET_JOB } from "../../src/server/features/accounts";
import {
  TEST_EDITOR_PASSWORD,
  TEST_PASSWORD,
  createTestContext,
  type TestContext,
  type TestUser,
} from "./context";

// Issue 7 §3: for every limited operation, request N+1 within the window is refused with 429 and
// Retry-After, by counters in the database (so another instance, or a restart, refuses it too).

type Response = Awaited<ReturnType<TestContext["request"]>>;

/** Accounts and an item the rows act with, made once per server. */
type Fixtures = {
  guessedEmail: string;
  takenEmail: string;
  resetEmail: string;
  reader: TestUser;
  editor: TestUser;
  /** Guesses its own current password; no other row uses it, so nothing else loses a session. */
  passwordChanger: TestUser;
  knownUrl: string;
  /** Guessed from many client addresses. */
  sprayedEmail: string;
  /** Guesses the editor password while signed in. */
  editorGuesser: TestUser;
};

type Row = {
  limit: RateLimitName;
  operation: string;
  /** The statuses of the N attempts within the limit, in any order. */
  allowed: (limit: number) => number[];
  /** The key its counter is stored under in `rate_limits`. */
  counterKey: (fixtures: Fixtures) => string;
  /** The refusal in the feature's words, given the wait the server announced in Retry-After. */
  refusal: (retryAfterSeconds: number) => string;
  /** Attempt `index` (0-based): index N is the first one past the limit. */
  send: (ctx: TestContext, fixtures: Fixtures, index: number) => Promise<Response>;
  /** What the refused attempt must not have done. */
  checkNothingDone?: (ctx: TestContext, refused: Response) => Promise<void>;
  /** A limit on failures counts the failures only, not the attempt it refuses. */
  countsFailures?: true;
};

/** The wait as src/server/core/http/rate-limit.ts words it: seconds under a minute, else whole minutes. */
function waitWords(seconds: number): string {
  return seconds < 60 ? plural(seconds, "second") : minutesWords(seconds);
}

function minutesWords(seconds: number): string {
  return plural(Math.max(1, Math.ceil(seconds / 60)), "minute");
}

const tooManyAttempts = (seconds: number) => `Too many attempts. Please wait ${waitWords(seconds)} and try again.`;

const signUpForm = (email: string) => ({
  email,
  password: "bio-secret-99",
  confirmPassword: "bio-secret-99",
  fullName: "Dr. Ada Lind",
  company: "Lund Biologics",
  organizationType: "biotech",
  jobTitle: "Head of Discovery",
  useCase: "competitive_intelligence",
  researchFocus: [],
  therapeuticAreas: [],
  newsletter: false,
});

function notAnImage(): FormData {
  const form = new FormData();
  form.set("file", new File([new TextEncoder().encode("plain text")], "note.png", { type: "image/png" }));
  return form;
}

const same = (count: number, status: number): number[] => Array<number>(count).fill(status);

const noSessionOrGrant = async (_ctx: TestContext, refused: Response) => {
  expect(refused.headers.getSetCookie()).toEqual([]);
};

const ROWS: Row[] = [
  {
    limit: "signIn",
    operation: "sign-in, one account from one client",
    allowed: (limit) => same(limit, 401),
    counterKey: (f) => `signIn:192.0.2.11|${f.guessedEmail}`,
    refusal: tooManyAttempts,
    // The attempt past the limit carries the right password: the limit holds even then.
    send: (ctx, f, index) =>
      ctx.request("POST", "/api/account/sign-in", {
        body: { email: f.guessedEmail, password: index === RATE_LIMITS.signIn.limit ? TEST_PASSWORD : `wrong-${index}-pass` },
        ip: "192.0.2.11",
      }),
    checkNothingDone: noSessionOrGrant,
  },
  {
    limit: "signInPerClient",
    operation: "sign-in, many accounts from one client",
    // Every sign-in costs a password hash, so only the first 10 are tried for real: attempts the
    // per-account limit refuses still count against the client. The one past the limit names a
    // new account, whose own counter it never reaches.
    allowed: (limit) => [...same(RATE_LIMITS.signIn.limit, 401), ...same(limit - RATE_LIMITS.signIn.limit, 429)],
    counterKey: () => "signInPerClient:192.0.2.12",
    refusal: tooManyAttempts,
    send: (ctx, _f, index) =>
      ctx.request("POST", "/api/account/sign-in", {
        body: { email: index < RATE_LIMITS.signInPerClient.limit ? "spray@example.com" : `spray-${index}@example.com`, password: "wrong-pass" },
        ip: "192.0.2.12",
      }),
    checkNothingDone: async (ctx) => {
      const key = `signIn:192.0.2.12|spray-${RATE_LIMITS.signInPerClient.limit}@example.com`;
      expect(await ctx.db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
    },
  },
  {
    limit: "signInFailuresPerAccount",
    operation: "sign-in, one account guessed from many clients",
    allowed: (limit) => same(limit, 401),
    counterKey: (f) => `signInFailuresPerAccount:${f.sprayedEmail}`,
    countsFailures: true,
    refusal: (seconds) => `Too many failed sign-ins for this account. Please wait ${waitWords(seconds)} and try again.`,
    // A new address every time; the attempt past the limit carries the right password.
    send: (ctx, f, index) =>
      ctx.request("POST", "/api/account/sign-in", {
        body: { email: f.sprayedEmail, password: index === RATE_LIMITS.signInFailuresPerAccount.limit ? TEST_PASSWORD : `wrong-${index}-pass` },
        ip: `198.18.${index}.${(index * 7) % 250}`,
      }),
    checkNothingDone: noSessionOrGrant,
  },
  {
    limit: "signUp",
    operation: "sign-up",
    allowed: (limit) => same(limit, 409),
    counterKey: () => "signUp:192.0.2.13",
    refusal: tooManyAttempts,
    // Attempts within the limit reuse a taken address (409, no hashing); the one past it is new.
    send: (ctx, f, index) =>
      ctx.request("POST", "/api/account/sign-up", {
        body: signUpForm(index >= RATE_LIMITS.signUp.limit ? `matrix-new-${index}@example.com` : f.takenEmail),
        ip: "192.0.2.13",
      }),
    checkNothingDone: async (ctx) => {
      const created = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, `matrix-new-${RATE_LIMITS.signUp.limit}@example.com`));
      expect(created).toEqual([]);
    },
  },
  {
    limit: "emailPerAddress",
    operation: "confirmation e-mail, one address",
    allowed: (limit) => same(limit, 200),
    counterKey: () => "emailPerAddress:matrix-resend@example.com",
    refusal: tooManyAttempts,
    send: (ctx, _f, index) =>
      ctx.request("POST", "/api/account/resend-confirmation", {
        body: { email: "matrix-resend@example.com" },
        ip: `192.0.2.${120 + index}`,
      }),
  },
  {
    limit: "emailPerClient",
    operation: "confirmation e-mail, one client",
    allowed: (limit) => same(limit, 200),
    counterKey: () => "emailPerClient:192.0.2.14",
    refusal: tooManyAttempts,
    send: (ctx, _f, index) =>
      ctx.request("POST", "/api/account/resend-confirmation", {
        body: { email: `matrix-resend-${index}@example.com` },
        ip: "192.0.2.14",
      }),
  },
  {
    limit: "emailPerAddress",
    operation: "password-reset e-mail, one address",
    allowed: (limit) => same(limit, 200),
    counterKey: (f) => `emailPerAddress:${f.resetEmail}`,
    refusal: tooManyAttempts,
    send: (ctx, f, index) =>
      ctx.request("POST", "/api/account/request-password-reset", { body: { email: f.resetEmail }, ip: `192.0.2.${140 + index}` }),
    checkNothingDone: async (ctx) => {
      await ctx.settleJobs(PASSWORD_RESET_JOB);
      const sent = await ctx.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, "matrix-reset@example.com"));
      expect(sent).toHaveLength(RATE_LIMITS.emailPerAddress.limit);
    },
  },
  {
    limit: "emailPerClient",
    operation: "password-reset e-mail, one client",
    allowed: (limit) => same(limit, 200),
    counterKey: () => "emailPerClient:192.0.2.18",
    refusal: tooManyAttempts,
    send: (ctx, _f, index) =>
      ctx.request("POST", "/api/account/request-password-reset", {
        body: { email: `matrix-reset-${index}@example.com` },
        ip: "192.0.2.18",
      }),
  },
  {
    limit: "changePassword",
    operation: "change password, one account",
    allowed: (limit) => same(limit, 400),
    counterKey: (f) => `changePassword:${f.passwordChanger.id}`,
    refusal: tooManyAttempts,
    // Wrong current passwords within the limit; the attempt past it carries the right one.
    send: (ctx, f, index) =>
      ctx.request("POST", "/api/account/password", {
        body: {
          currentPassword: index === RATE_LIMITS.changePassword.limit ? TEST_PASSWORD : `guess-${index}-current`,
          newPassword: "matrix-new-password-1",
          confirmPassword: "matrix-new-password-1",
        },
        cookie: f.passwordChanger.cookie,
        ip: `192.0.2.${160 + index}`,
      }),
    checkNothingDone: async (ctx, refused) => {
      expect(refused.headers.getSetCookie()).toEqual([]);
      // The password is still the old one.
      const signIn = await ctx.request("POST", "/api/account/sign-in", {
        body: { email: "matrix-changer@example.com", password: TEST_PASSWORD },
        ip: "192.0.2.19",
      });
      expect(signIn.status).toBe(200);
    },
  },
  {
    limit: "editorLogin",
    operation: "editor login",
    allowed: (limit) => same(limit, 401),
    counterKey: () => "editorLogin:192.0.2.15",
    refusal: tooManyAttempts,
    send: (ctx, _f, index) =>
      ctx.request("POST", "/api/editor/login", {
        body: { password: index === RATE_LIMITS.editorLogin.limit ? TEST_EDITOR_PASSWORD : `guess-${index}-editor` },
        ip: "192.0.2.15",
      }),
    checkNothingDone: noSessionOrGrant,
  },
  {
    limit: "editorLoginFailuresPerAccount",
    operation: "editor login, one account from many clients",
    allowed: (limit) => same(limit, 401),
    counterKey: (f) => `editorLoginFailuresPerAccount:${f.editorGuesser.id}`,
    countsFailures: true,
    refusal: (seconds) => `Too many wrong editor passwords. Please wait ${waitWords(seconds)} and try again.`,
    send: (ctx, f, index) =>
      ctx.request("POST", "/api/editor/login", {
        body: { password: index === RATE_LIMITS.editorLoginFailuresPerAccount.limit ? TEST_EDITOR_PASSWORD : `guess-${index}-editor` },
        cookie: f.editorGuesser.cookie,
        ip: `198.19.${index}.${(index * 7) % 250}`,
      }),
    checkNothingDone: noSessionOrGrant,
  },
  {
    limit: "contact",
    operation: "contact message",
    allowed: (limit) => same(limit, 200),
    counterKey: () => "contact:matrix-contact@example.com",
    refusal: (seconds) => `You can send up to ${RATE_LIMITS.contact.limit} messages an hour. Please try again in ${minutesWords(seconds)}.`,
    send: (ctx, _f, index) =>
      ctx.request("POST", "/api/contact", {
        body: { name: "Ada Lind", email: "matrix-contact@example.com", subject: `Question ${index}`, message: "Please tell me more about the product." },
        ip: "192.0.2.16",
      }),
  },
  {
    limit: "newsIngest",
    operation: "news ingest",
    allowed: (limit) => same(limit, 409),
    counterKey: (f) => `newsIngest:user:${f.reader.id}`,
    refusal: tooManyAttempts,
    // An article already in the feed answers 409 without fetching anything.
    send: (ctx, f) => ctx.request("POST", "/api/news/ingest", { body: { url: f.knownUrl }, cookie: f.reader.cookie }),
  },
  {
    limit: "chat",
    operation: "chat",
    allowed: (limit) => same(limit, 200),
    counterKey: (f) => `chat:${f.reader.id}`,
    refusal: (seconds) => `You can send up to ${RATE_LIMITS.chat.limit} chat messages a minute. Please wait ${waitWords(seconds)} and try again.`,
    send: (ctx, f, index) =>
      ctx.request("POST", "/api/chat", { body: { message: `What is new about Zorbanex ${index}?`, chatHistory: [] }, cookie: f.reader.cookie }),
  },
  {
    limit: "shareSummary",
    operation: "share text",
    allowed: (limit) => same(limit, 200),
    counterKey: () => "shareSummary:192.0.2.17",
    refusal: tooManyAttempts,
    send: (ctx) =>
      ctx.request("POST", "/api/news/share-summary", {
        body: { title: "Acme wins approval", summary: "<p>The FDA approved Acme's drug.</p>", platform: "x", url: "https://hub.example/news/1" },
        ip: "192.0.2.17",
      }),
  },
  {
    limit: "imageUpload",
    operation: "image upload",
    allowed: (limit) => same(limit, 400),
    counterKey: (f) => `imageUpload:${f.editor.id}`,
    refusal: tooManyAttempts,
    send: (ctx, f) => ctx.request("POST", "/api/uploads/images", { form: notAnImage(), cookie: f.editor.cookie }),
  },
];

/**
 * The whole matrix against one server configured with NODE_ENV=`nodeEnv`. Each row sends its
 * limit's N attempts at once (the counter must count every one), then attempt N+1 on the same
 * server and N+2 on a new server over the same database.
 */
export function describeRateLimitMatrix(nodeEnv: "test" | "production"): void {
  describe(`rate limits with NODE_ENV=${nodeEnv}`, () => {
    let ctx: TestContext;
    let fixtures: Fixtures;

    beforeAll(async () => {
      ctx = await createTestContext({ NODE_ENV: nodeEnv });
      const [guessed, taken, resetter, changer, reader, editor, item, sprayed, editorGuesser] = await Promise.all([
        ctx.createUser({ email: "matrix-guessed@example.com" }),
        ctx.createUser({ email: "matrix-taken@example.com" }),
        ctx.createUser({ email: "matrix-reset@example.com" }),
        ctx.createUser({ email: "matrix-changer@example.com" }),
        ctx.signedInUser("user"),
        ctx.signedInUser("editor"),
        ctx.createNewsItem(),
        ctx.createUser({ email: "matrix-sprayed@example.com" }),
        ctx.signedInUser("user"),
      ]);
      const passwordChanger = { ...changer, cookie: await ctx.signIn(changer.email) };
      fixtures = {
        guessedEmail: guessed.email,
        takenEmail: taken.email,
        resetEmail: resetter.email,
        reader,
        editor,
        passwordChanger,
        knownUrl: item.sourceUrl,
        sprayedEmail: sprayed.email,
        editorGuesser,
      };
    });
    afterAll(() => ctx?.close());

    it("serves with the configured environment", () => {
      expect(ctx.config.NODE_ENV).toBe(nodeEnv);
      expect(ctx.config.isProduction).toBe(nodeEnv === "production");
    });

    // A limit shared by several operations (confirmation and reset e-mails) has a row for each.
    it("has a row for every limit in RATE_LIMITS", () => {
      expect([...new Set(ROWS.map((row) => row.limit))].sort()).toEqual(Object.keys(RATE_LIMITS).sort());
    });

    for (const row of ROWS) {
      const { limit, windowSeconds } = RATE_LIMITS[row.limit];
      it(`${row.operation}: attempt ${limit + 1} within ${windowSeconds} s gets 429 with Retry-After`, async () => {
        const allowed = await Promise.all(Array.from({ length: limit }, (_, index) => row.send(ctx, fixtures, index)));
        const sorted = (statuses: number[]) => [...statuses].sort((a, b) => a - b);
        expect(sorted(allowed.map((response) => response.status))).toEqual(sorted(row.allowed(limit)));

        const refused = await row.send(ctx, fixtures, limit);
        expect(refused.status, refused.text).toBe(429);
        const retryAfter = Number(refused.headers.get("retry-after"));
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
        expect(refused.json.error).toEqual({ code: "rate_limited", message: row.refusal(retryAfter) });
        await row.checkNothingDone?.(ctx, refused);

        const [counter] = await ctx.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, row.counterKey(fixtures)));
        expect(counter?.count).toBe(row.countsFailures ? limit : limit + 1);

        // A second instance over the same database (or this one after a restart) refuses too.
        ctx.restart();
        const elsewhere = await row.send(ctx, fixtures, limit + 1);
        expect(elsewhere.status).toBe(429);
      });
    }
  });
}
