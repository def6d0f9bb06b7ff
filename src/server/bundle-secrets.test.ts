import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createAiEngine } from "./core/ai/engine";
import { createAuth } from "./core/auth/auth";
import { silentLogger } from "./core/logger";
import { createMailer } from "./core/mail/mailer";
import { TEST_ORIGIN, createTestContext, type TestContext } from "../../tests/support/context";

// Issue 7 §3: no secret appears in anything the browser downloads. The client is built with
// distinctive fake secrets in the environment, then every emitted file and the server's pages
// are searched for them.

const marker = (name: string) => `${name}-${randomBytes(9).toString("hex")}`;
const smtpUser = marker("smtpuser");
const smtpPassword = marker("smtppass");
const chatToken = marker("chathook");
const databasePassword = marker("dbpass");

const SECRET_ENV = {
  EDITOR_PASSWORD: marker("editorpw"),
  AUTH_SECRET: marker("authsecret-0123456789abcdef"),
  AI_API_KEY: marker("sk-aikey"),
  PATENTSVIEW_API_KEY: marker("pvkey"),
  EPO_OPS_KEY: marker("opskey"),
  EPO_OPS_SECRET: marker("opssecret"),
  SMTP_URL: `smtps://${smtpUser}:${smtpPassword}@smtp.example.com:465`,
  CHAT_WEBHOOK_URL: `https://n8n.example.com/webhook/${chatToken}/chat`,
  DATABASE_URL: `postgres://bioagent:${databasePassword}@db.example.com:5432/bioagent`,
};

/** What must never reach a browser: each secret whole, and the credentials inside the URLs. */
const SECRETS: Record<string, string> = {
  ...SECRET_ENV,
  "SMTP_URL user": smtpUser,
  "SMTP_URL password": smtpPassword,
  "CHAT_WEBHOOK_URL token": chatToken,
  "DATABASE_URL password": databasePassword,
};

function leaksIn(text: string): string[] {
  return Object.entries(SECRETS)
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let outDir: string;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), "bioagent-bundle-scan-"));
  const saved = Object.fromEntries(Object.keys(SECRET_ENV).map((name) => [name, process.env[name]]));
  Object.assign(process.env, SECRET_ENV);
  try {
    await build({
      configFile: path.resolve("vite.config.ts"),
      mode: "production",
      logLevel: "error",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}, 120_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("the built client", () => {
  it("contains none of the secrets in any file it emits", () => {
    const files = filesUnder(outDir);
    const scanned = files.map((file) => {
      const text = readFileSync(file, "utf8");
      return { file: path.relative(outDir, file), bytes: text.length, leaks: leaksIn(text), hasProductName: text.includes("BioAgent Hub") };
    });
    // The scan read the real build: its page, its scripts and styles, and the product's words.
    const kinds = new Set(scanned.map((entry) => path.extname(entry.file)));
    expect(scanned.map((entry) => entry.file)).toContain("index.html");
    expect([...kinds]).toEqual(expect.arrayContaining([".html", ".js", ".css", ".json"]));
    expect(scanned.filter((entry) => entry.file.endsWith(".js")).length).toBeGreaterThan(10);
    expect(scanned.reduce((total, entry) => total + entry.bytes, 0)).toBeGreaterThan(500_000);
    expect(scanned.some((entry) => entry.file.endsWith(".js") && entry.hasProductName)).toBe(true);

    expect(scanned.filter((entry) => entry.leaks.length > 0).map(({ file, leaks }) => ({ file, leaks }))).toEqual([]);
  });
});

describe("the server's pages and public answers", () => {
  let ctx: TestContext;
  let app: ReturnType<typeof createApp>;
  let mailer: ReturnType<typeof createMailer>;
  let newsPath: string;

  beforeAll(async () => {
    const { DATABASE_URL: _notUsed, ...serverSecrets } = SECRET_ENV;
    ctx = await createTestContext(serverSecrets);
    mailer = createMailer({ db: ctx.db, wake: () => ctx.background.poke() });
    app = createApp({
      db: ctx.db,
      notifications: ctx.notifications,
      config: ctx.config,
      auth: createAuth({ db: ctx.db, config: ctx.config, mailer, logger: silentLogger }),
      mailer,
      logger: silentLogger,
      ai: createAiEngine(ctx.config),
      jobs: ctx.background,
      databaseKind: ctx.databaseKind,
      clientDir: outDir,
    });
    newsPath = `/news/${(await ctx.createNewsItem({ title: "Acme wins approval" })).id}`;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("runs with the secrets configured", () => {
    expect(ctx.config.EDITOR_PASSWORD).toBe(SECRET_ENV.EDITOR_PASSWORD);
    expect(ctx.config.AUTH_SECRET).toBe(SECRET_ENV.AUTH_SECRET);
    expect(ctx.config.SMTP_URL).toBe(SECRET_ENV.SMTP_URL);
    expect(ctx.config.CHAT_WEBHOOK_URL).toBe(SECRET_ENV.CHAT_WEBHOOK_URL);
  });

  it("serves pages built from this client with none of the secrets in them", async () => {
    const built = readFileSync(path.join(outDir, "index.html"), "utf8");
    const entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(built)?.[1];
    expect(entryScript).toMatch(/^\/assets\/index-[\w-]+\.js$/);

    for (const page of ["/", "/news", newsPath, "/contact", "/auth", "/editor-login", "/no-such-page"]) {
      const response = await app.request(`${TEST_ORIGIN}${page}`);
      const html = await response.text();
      expect(response.status, page).toBe(page === "/no-such-page" ? 404 : 200);
      expect(html, page).toContain(entryScript);
      expect(leaksIn(html), page).toEqual([]);
    }
    // The news item's page carries its data block, so server data was in the scan too.
    const itemPage = await (await app.request(`${TEST_ORIGIN}${newsPath}`)).text();
    expect(itemPage).toContain("Acme wins approval");
  });

  it("answers the public API calls a first visit makes with none of the secrets in them", async () => {
    for (const endpoint of ["/api/contact/info", "/api/editor/status", "/api/news", "/api/news/topics", "/api/openapi.json"]) {
      const response = await app.request(`${TEST_ORIGIN}${endpoint}`);
      expect(response.status, endpoint).toBe(200);
      expect(leaksIn(await response.text()), endpoint).toEqual([]);
    }
  });
});
