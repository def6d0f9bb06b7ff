import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, listTopicsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import { createApp, type App } from "../../app";
import { createAiEngine } from "../../ai/engine";
import { createAuth } from "../../auth/auth";
import { hashPassword } from "../../auth/password";
import { loadConfig } from "../../config";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client";
import { newsItems } from "../../db/schema";
import { silentLogger } from "../../logger";
import { createMailer, type Mailer } from "../../mail/mailer";
import { createTestDatabase } from "../../test/database";
import { createUserAccount } from "../accounts/service";
import { Hono } from "hono";
import type { AppEnv } from "../../http/context";
import { createFeedCache, freshReads } from "./feed-cache";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "feed-cache-password-1";

const config = loadConfig({
  NODE_ENV: "test",
  AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
  PUBLIC_URL: ORIGIN,
  DATA_DIR: "/tmp/bioagent-unused",
  TRUST_PROXY: "true",
});

let primary: DatabaseHandle & { url?: string };
/** On PostgreSQL a second connection pool, as a second server would have; PGlite allows one process. */
let second: DatabaseHandle | null = null;
const mailers: Mailer[] = [];
let one: App;
let two: App;
let editorCookie: string;
let readerCookie: string;

function instance(db: Database): App {
  const mailer = createMailer({ db, smtpUrl: undefined, from: config.MAIL_FROM, logger: silentLogger });
  mailers.push(mailer);
  return createApp({
    db,
    config,
    auth: createAuth({ db, config, mailer, logger: silentLogger }),
    mailer,
    logger: silentLogger,
    ai: createAiEngine(config),
    jobs: { poke() {} },
    databaseKind: primary.kind,
  });
}

async function call(app: App, method: string, path: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, "x-forwarded-for": "203.0.113.7", ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return app.request(`${ORIGIN}${path}`, { method, headers, body });
}

async function signIn(app: App, role: "user" | "editor"): Promise<string> {
  const email = `${role}-${randomBytes(4).toString("hex")}@example.com`;
  await createUserAccount(primary.db, { email, password: PASSWORD, passwordHash: await passwordHash, role, verified: true });
  const response = await call(app, "POST", "/api/account/sign-in", { body: { email, password: PASSWORD } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}
let passwordHash: Promise<string>;

const feed = async (app: App, path = "/api/news?limit=50", cookie?: string) => {
  const response = await call(app, "GET", path, { cookie });
  expect(response.status).toBe(200);
  return listNewsResponseSchema.parse(await response.json());
};
const titles = async (app: App, path?: string) => (await feed(app, path)).items.map((card) => card.title);
const topics = async (app: App) =>
  listTopicsResponseSchema.parse(await (await call(app, "GET", "/api/news/topics")).json()).topics;

/** An item written straight to the database: the API never saw it, so no cache knows of it. */
async function insertItem(status: "pending" | "published", title: string, tags = ["oncology"]) {
  const [row] = await primary.db
    .insert(newsItems)
    .values({
      title,
      summaryEn: "<p>The company reported results.</p>",
      summaryText: "The company reported results.",
      sourceUrl: `https://news.example/${randomBytes(6).toString("hex")}`,
      status,
      tags: tags.map((label) => ({ label, category: "therapeutic_areas", score: 0.9 })),
      tagLabels: tags,
      entities: { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] },
      facets: { companies: [] },
      engine: "builtin",
      model: "builtin-extractive-1",
    })
    .returning();
  return row!;
}

async function edit(app: App, id: string, changes: { title?: string; status?: "pending" | "published" }) {
  const item = newsItemSchema.parse(await (await call(app, "GET", `/api/news/${id}`, { cookie: editorCookie })).json());
  const response = await call(app, "PUT", `/api/news/${id}`, {
    cookie: editorCookie,
    body: { title: changes.title ?? item.title, summary_en: item.summary_en, tags: item.tags, entities: item.entities, status: changes.status ?? item.status },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

beforeAll(async () => {
  primary = await createTestDatabase();
  if (primary.url) second = await openDatabase({ kind: "pg", url: primary.url, poolSize: 3 });
  passwordHash = hashPassword(PASSWORD);
  one = instance(primary.db);
  two = instance(second?.db ?? primary.db);
  editorCookie = await signIn(one, "editor");
  readerCookie = await signIn(one, "user");
  // The first change through the API gives the feed a version; until then nothing is cached.
  const first = await insertItem("pending", "First item");
  expect((await call(one, "POST", `/api/news/${first.id}/publish`, { cookie: editorCookie })).status).toBe(200);
});

afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await second?.close();
  await primary?.close();
});

describe("the feed cache", () => {
  it("serves a page from memory: an item written behind the API's back stays unseen", async () => {
    expect(await titles(one)).toEqual(["First item"]);
    await insertItem("published", "Written behind the API");
    expect(await titles(one)).toEqual(["First item"]);
    // A query not asked before is read from the database.
    expect(await titles(one, "/api/news?limit=49")).toContain("Written behind the API");
  });

  it("answers a browser the same page compressed", async () => {
    await insertItem("published", "Padding ".repeat(200));
    const plain = await call(one, "GET", "/api/news?limit=48");
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const cached = await call(one, "GET", "/api/news?limit=48", { headers: { "accept-encoding": "gzip, br" } });
    expect(cached.headers.get("content-encoding")).toBe("gzip");
    expect(cached.headers.get("content-type")).toMatch(/^application\/json/);
    expect(cached.headers.get("cache-control")).toBe("no-store");
    expect(gunzipSync(Buffer.from(await cached.arrayBuffer())).toString()).toBe(text);
    // A small answer goes out as it is, with its length, rather than compressed on every request.
    await topics(one);
    const small = await call(one, "GET", "/api/news/topics", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(Number(small.headers.get("content-length"))).toBe((await small.arrayBuffer()).byteLength);
  });

  it("gives a signed-in reader the same page as anyone: the feed does not depend on who asks", async () => {
    const anonymous = await feed(one);
    expect(await feed(one, "/api/news?limit=50", readerCookie)).toEqual(anonymous);
    expect(await feed(one, "/api/news?limit=50", editorCookie)).toEqual(anonymous);
  });

  /** Both instances hold the page: an item written behind the API's back does not show on either. */
  async function expectCachedEverywhere(path = "/api/news?limit=50"): Promise<string> {
    for (const app of [one, two]) await titles(app, path);
    const hidden = `Behind the back ${randomBytes(3).toString("hex")}`;
    await insertItem("published", hidden);
    for (const app of [one, two]) expect(await titles(app, path)).not.toContain(hidden);
    return hidden;
  }

  it("shows a publication at once, on this instance and on another", async () => {
    const pending = await insertItem("pending", "Published through the API", ["vaccine"]);
    await topics(one);
    const hidden = await expectCachedEverywhere();
    expect((await topics(two)).map((topic) => topic.label)).not.toContain("vaccine");
    expect((await call(one, "POST", `/api/news/${pending.id}/publish`, { cookie: editorCookie })).status).toBe(200);
    for (const app of [one, two]) expect(await titles(app)).toEqual(expect.arrayContaining(["Published through the API", hidden]));
    expect((await topics(two)).find((topic) => topic.label === "vaccine")?.count).toBe(1);
  });

  it("shows an edit made on the other instance at once", async () => {
    const [card] = (await feed(one, "/api/news?q=published&limit=5")).items;
    expect(card?.title).toBe("Published through the API");
    await feed(two, "/api/news?q=published&limit=5");
    await expectCachedEverywhere();
    await edit(two, card!.id, { title: "Edited on the second instance" });
    for (const app of [one, two]) {
      expect((await feed(app, "/api/news?q=published&limit=5")).items).toEqual([]);
      expect(await titles(app)).toContain("Edited on the second instance");
    }
  });

  it("takes an item moved back to pending out at once, everywhere", async () => {
    const id = (await feed(two, "/api/news?q=edited&limit=5")).items[0]!.id;
    await topics(one);
    await expectCachedEverywhere();
    await edit(one, id, { status: "pending" });
    for (const app of [one, two]) expect(await titles(app)).not.toContain("Edited on the second instance");
    expect((await topics(one)).map((topic) => topic.label)).not.toContain("vaccine");
    await expectCachedEverywhere();
    await edit(two, id, { status: "published" });
    for (const app of [one, two]) expect(await titles(app)).toContain("Edited on the second instance");
  });

  it("takes a deleted item out at once, everywhere", async () => {
    const id = (await feed(one, "/api/news?q=edited&limit=5")).items[0]!.id;
    await topics(one);
    await expectCachedEverywhere();
    expect((await call(two, "DELETE", `/api/news/${id}`, { cookie: editorCookie })).status).toBe(200);
    for (const app of [one, two]) expect(await titles(app)).not.toContain("Edited on the second instance");
    expect((await topics(one)).map((topic) => topic.label)).not.toContain("vaccine");
  });
});

describe("the cache's size", () => {
  it("keeps the answers used last within its limit", async () => {
    const asked: string[] = [];
    const app = new Hono<AppEnv>();
    // Answers of 600 bytes: eight fit in 5,120; a ninth pushes out the one used longest ago.
    app.use("/api/page/*", createFeedCache(primary.db, { maxBytes: 5_120 }).middleware);
    app.get("/api/page/:name", (c) => {
      asked.push(c.req.param("name"));
      return c.text("x".repeat(600));
    });
    const get = async (name: string) => (await app.request(`http://localhost/api/page/${name}`)).text();
    const first = ["p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"];
    for (const name of [...first, "p0", "p8", "p0", "p1"]) await get(name);
    expect(asked).toEqual([...first, "p8", "p1"]);
  });
});

describe("fresh reads", () => {
  it("lets calls made while a read runs share the next read, never the running one", async () => {
    const started: Array<(value: number) => void> = [];
    const read = freshReads(() => new Promise<number>((resolve) => started.push(resolve)));
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
    const calls = [read(), read(), read()];
    expect(started).toHaveLength(1);
    started[0]!(1);
    expect(await calls[0]).toBe(1);
    await flush();
    expect(started).toHaveLength(2);
    started[1]!(2);
    expect([await calls[1], await calls[2]]).toEqual([2, 2]);
    await flush();
    const later = read();
    expect(started).toHaveLength(3);
    started[2]!(3);
    expect(await later).toBe(3);
  });
});
