import { randomBytes } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Role } from "@/shared/auth/permissions";
import { createApp, type App } from "../../src/server/app";
import { createAiEngine } from "../../src/server/core/ai/engine";
import { createAuth } from "../../src/server/core/auth/auth";
import { createBackgroundWork } from "../../src/server/background";
import { loadConfig, type Config } from "../../src/server/core/config";
import { openDatabase, type Database, type DatabaseHandle } from "../../src/server/core/db/client";
import { createNotifications, type Notifications } from "../../src/server/core/db/notifications";
import { emailOutbox, jobs, newsItems } from "../../src/server/core/db/schema";
import { silentLogger } from "../../src/server/core/logger";
import { createMailer } from "../../src/server/core/mail/mailer";
import { TEST_PASSWORD, createTestAccount } from "./accounts";
import { createTestDatabase } from "./database";

export const TEST_ORIGIN = "http://localhost:3000";
export { TEST_PASSWORD };
export const TEST_EDITOR_PASSWORD = "editor-secret-2025";

export type TestRequestOptions = {
  body?: unknown;
  form?: FormData;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
};

/** Error bodies are read directly; success bodies are parsed with their shared schema. */
type TestJson = {
  error?: { code: string; message: string; fields?: Record<string, string> };
} & Record<string, unknown>;

export type TestUser = { id: string; email: string; role: Role; cookie: string };

export async function createTestContext(env: Record<string, string> = {}) {
  const handle = await createTestDatabase();
  const config: Config = loadConfig({
    NODE_ENV: "test",
    AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: "/tmp/bioagent-unused",
    // Lets a test act from several client addresses through X-Forwarded-For.
    TRUST_PROXY: "true",
    EDITOR_PASSWORD: TEST_EDITOR_PASSWORD,
    ADMIN_EMAILS: "boss@example.com",
    ...env,
  });
  const ai = createAiEngine(config);
  // The real job runner, polling often and retrying soon so tests do not wait. The scheduler is not
  // started: a test that needs a schedule calls `background.scheduler.tick(time)`.
  const mailer = createMailer({ db: handle.db, wake: () => background.poke() });
  const background = createBackgroundWork({
    db: handle.db,
    config,
    logger: silentLogger,
    ai,
    auth: createAuth({ db: handle.db, config, mailer, logger: silentLogger }),
    pollMs: 100,
    retryBaseMs: 200,
  });
  background.runner.start();
  const notifications = createNotifications(handle, silentLogger);
  const buildApp = (db: Database = handle.db, appNotifications: Notifications = notifications, replica: Database | null = null) => {
    const auth = createAuth({ db, config, mailer, logger: silentLogger });
    return createApp({
      db,
      replica,
      notifications: appNotifications,
      config,
      auth,
      mailer,
      logger: silentLogger,
      ai,
      jobs: background,
      databaseKind: handle.kind,
    });
  };
  let app = buildApp();
  const otherPools: DatabaseHandle[] = [];
  const otherNotifications: Notifications[] = [];

  const request = (method: string, path: string, options: TestRequestOptions = {}) => requestTo(app, method, path, options);

  async function requestTo(target: App, method: string, path: string, options: TestRequestOptions = {}) {
    // A real request arrives as I/O, in a later turn of the event loop. Requests made here on the
    // embedded database never leave the microtask queue, so a run of them would starve timers and
    // sockets (a stub's answer, a remote call's deadline) for seconds.
    await nextTurn();
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      "x-forwarded-for": options.ip ?? "203.0.113.10",
      ...options.headers,
    };
    if (options.cookie) headers.cookie = options.cookie;
    let body: string | FormData | undefined = options.form;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    }
    const response = await target.request(`${TEST_ORIGIN}${path}`, { method, headers, body });
    // The bytes as sent: a gzipped answer is not decoded here.
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString("utf8");
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json: json as TestJson, text, bytes };
  }

  /** The cookies a response sets, as one Cookie header (name=value pairs). */
  function cookiesFrom(headers: Headers): string {
    return headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0]!)
      .filter((pair) => !pair.endsWith("="))
      .join("; ");
  }

  async function createUser(options: { role?: Role; verified?: boolean; email?: string } = {}) {
    const email = options.email ?? `user-${randomBytes(4).toString("hex")}@example.com`;
    const created = await createTestAccount(handle.db, { email, role: options.role, verified: options.verified });
    return { id: created.id, email, role: created.role };
  }

  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    const response = await request("POST", "/api/account/sign-in", {
      body: { email, password },
      ip: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return cookiesFrom(response.headers);
  }

  async function signedInUser(role: Role = "user"): Promise<TestUser> {
    const user = await createUser({ role });
    return { ...user, cookie: await signIn(user.email) };
  }

  /** A news item written straight to the database, for tests that need one to exist. */
  async function createNewsItem(
    options: { status?: "pending" | "published"; createdBy?: string | null; tags?: string[]; title?: string; sourceUrl?: string } = {},
  ) {
    const labels = options.tags ?? ["oncology", "fda-approval"];
    const [row] = await handle.db
      .insert(newsItems)
      .values({
        title: options.title ?? `Test item ${randomBytes(3).toString("hex")}`,
        summaryEn: "<p>The <strong>FDA</strong> approved a new oncology drug.</p>",
        summaryText: "The FDA approved a new oncology drug.",
        sourceUrl: options.sourceUrl ?? `https://news.example/${randomBytes(6).toString("hex")}`,
        status: options.status ?? "published",
        tags: labels.map((label) => ({ label, category: label === "oncology" ? "therapeutic_areas" : "regulatory_market", score: 0.9 })),
        tagLabels: labels,
        entities: { diseases: [], targets: [], companies: ["Acme Bio"], regulators: ["FDA"], geographies: [], modalities: [], technologies: [] },
        facets: { companies: ["Acme Bio"] },
        engine: "builtin",
        model: "builtin-extractive-1",
        createdBy: options.createdBy ?? null,
      })
      .returning();
    return row!;
  }

  async function lastEmailTo(address: string) {
    const [email] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return email ?? null;
  }

  /** Waits until no job named `name` is queued or running (the background half of a request). */
  async function settleJobs(name: string, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const pending = await handle.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.name, name), inArray(jobs.status, ["queued", "running"])))
        .limit(1);
      if (pending.length === 0) return;
      if (Date.now() > deadline) throw new Error(`jobs named ${name} were still pending after ${timeoutMs} ms`);
      background.poke();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** A message the outbox gave up on (as after a 550 from the mail server), for an admin to retry. */
  async function createFailedEmail(to = "gone@example.com"): Promise<number> {
    const [row] = await handle.db
      .insert(emailOutbox)
      .values({ toAddress: to, subject: "Undeliverable", textBody: "Body", kind: "test", status: "failed", attempts: 1, error: "550 No such mailbox" })
      .returning({ id: emailOutbox.id });
    return row!.id;
  }

  /** The newest e-mail to `address` once the background worker has dealt with it (sent, logged or failed). */
  async function handledEmailTo(address: string, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const email = await lastEmailTo(address);
      if (email && email.status !== "queued") return email;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address} was handled: ${JSON.stringify(email)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    db: handle.db,
    notifications,
    databaseKind: handle.kind,
    config,
    request,
    cookiesFrom,
    createUser,
    signIn,
    signedInUser,
    lastEmailTo,
    handledEmailTo,
    settleJobs,
    createFailedEmail,
    createNewsItem,
    /** A new server over the same database, as after a restart. */
    restart: () => {
      app = buildApp();
    },
    /** A new server whose public feed may answer from `replica` (DATABASE_READ_URL). */
    restartWithReplica: (replica: Database) => {
      app = buildApp(handle.db, notifications, replica);
    },
    /**
     * A second server running beside the first on the same database: on PostgreSQL with its own
     * connection pool, as another process would have (PGlite serves one process).
     */
    otherInstance: async () => {
      const pool = handle.url ? await openDatabase({ kind: "pg", url: handle.url, poolSize: 3 }) : null;
      if (pool) otherPools.push(pool);
      // Its own notification connection, as another process would have.
      const heard = createNotifications(pool ?? handle, silentLogger);
      otherNotifications.push(heard);
      const other = buildApp(pool?.db ?? handle.db, heard);
      return {
        request: (method: string, path: string, options: TestRequestOptions = {}) => requestTo(other, method, path, options),
        notifications: heard,
      };
    },
    background,
    close: async () => {
      await background.stop();
      for (const heard of [notifications, ...otherNotifications]) await heard.close();
      for (const pool of otherPools) await pool.close();
      await handle.close();
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
