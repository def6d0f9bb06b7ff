import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listNewsResponseSchema, listTopicsResponseSchema, newsItemSchema } from "@/shared/news/contracts";
import type { AppEnv } from "./context";
import { createTestContext, type TestContext, type TestRequestOptions } from "../../../../tests/support/context";
import type { NotificationListener, Notifications } from "../db/notifications";
import { createFeedCache, freshReads } from "./feed-cache";
import { bumpFeedVersion } from "../db/feed-version";

type Instance = {
  request: (method: string, path: string, options?: TestRequestOptions) => ReturnType<TestContext["request"]>;
  notifications: TestContext["notifications"];
};

let ctx: TestContext;
/** Two servers on one database, as two instances behind a load balancer. */
let one: Instance;
let two: Instance;
let editorCookie: string;
let readerCookie: string;

const feed = async (app: Instance, path = "/api/news?limit=50", cookie?: string) => {
  const response = await app.request("GET", path, { cookie });
  expect(response.status).toBe(200);
  return listNewsResponseSchema.parse(response.json);
};
const titles = async (app: Instance, path?: string) => (await feed(app, path)).items.map((card) => card.title);
const topics = async (app: Instance) => listTopicsResponseSchema.parse((await app.request("GET", "/api/news/topics")).json).topics;

/**
 * A change reaches the other instance as a notification, a moment after its commit on PostgreSQL
 * (at once on the embedded database): the tests wait for it rather than race it.
 */
const everyoneHeard = () => Promise.all([one.notifications.delivered(), two.notifications.delivered()]);

/** An item written straight to the database: the API never saw it, so no cache knows of it. */
const insertItem = (status: "pending" | "published", title: string, tags = ["oncology"]) => ctx.createNewsItem({ status, title, tags });

async function edit(app: Instance, id: string, changes: { title?: string; status?: "pending" | "published" }) {
  const item = newsItemSchema.parse((await app.request("GET", `/api/news/${id}`, { cookie: editorCookie })).json);
  const response = await app.request("PUT", `/api/news/${id}`, {
    cookie: editorCookie,
    body: { title: changes.title ?? item.title, summary_en: item.summary_en, tags: item.tags, entities: item.entities, status: changes.status ?? item.status, version: item.version },
  });
  expect(response.status, response.text).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  one = ctx;
  two = await ctx.otherInstance();
  editorCookie = (await ctx.signedInUser("editor")).cookie;
  readerCookie = (await ctx.signedInUser("user")).cookie;
  // The first change through the API gives the feed a version; until then nothing is cached.
  const first = await insertItem("pending", "First item");
  expect((await one.request("POST", `/api/news/${first.id}/publish`, { cookie: editorCookie })).status).toBe(200);
});

afterAll(() => ctx?.close());

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
    const { text } = await one.request("GET", "/api/news?limit=48");
    expect(text.length).toBeGreaterThan(1024);
    const cached = await one.request("GET", "/api/news?limit=48", { headers: { "accept-encoding": "gzip, br" } });
    expect(cached.headers.get("content-encoding")).toBe("gzip");
    expect(cached.headers.get("content-type")).toMatch(/^application\/json/);
    expect(cached.headers.get("cache-control")).toBe("no-store");
    expect(gunzipSync(cached.bytes).toString()).toBe(text);
    // A small answer goes out as it is, with its length, rather than compressed on every request.
    await topics(one);
    const small = await one.request("GET", "/api/news/topics", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(Number(small.headers.get("content-length"))).toBe(small.bytes.byteLength);
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
    expect((await one.request("POST", `/api/news/${pending.id}/publish`, { cookie: editorCookie })).status).toBe(200);
    await everyoneHeard();
    for (const app of [one, two]) expect(await titles(app)).toEqual(expect.arrayContaining(["Published through the API", hidden]));
    expect((await topics(two)).find((topic) => topic.label === "vaccine")?.count).toBe(1);
  });

  it("shows an edit made on the other instance at once", async () => {
    const [card] = (await feed(one, "/api/news?q=published&limit=5")).items;
    expect(card?.title).toBe("Published through the API");
    await feed(two, "/api/news?q=published&limit=5");
    await expectCachedEverywhere();
    await edit(two, card!.id, { title: "Edited on the second instance" });
    await everyoneHeard();
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
    await everyoneHeard();
    for (const app of [one, two]) expect(await titles(app)).not.toContain("Edited on the second instance");
    expect((await topics(one)).map((topic) => topic.label)).not.toContain("vaccine");
    await expectCachedEverywhere();
    await edit(two, id, { status: "published" });
    await everyoneHeard();
    for (const app of [one, two]) expect(await titles(app)).toContain("Edited on the second instance");
  });

  it("takes a deleted item out at once, everywhere", async () => {
    const id = (await feed(one, "/api/news?q=edited&limit=5")).items[0]!.id;
    await topics(one);
    await expectCachedEverywhere();
    expect((await two.request("DELETE", `/api/news/${id}`, { cookie: editorCookie })).status).toBe(200);
    await everyoneHeard();
    for (const app of [one, two]) expect(await titles(app)).not.toContain("Edited on the second instance");
    expect((await topics(one)).map((topic) => topic.label)).not.toContain("vaccine");
  });
});

describe("the answers of single items", () => {
  const item = async (app: Instance, id: string, cookie?: string) => {
    const response = await app.request("GET", `/api/news/${id}`, { cookie });
    return { status: response.status, title: response.status === 200 ? newsItemSchema.parse(response.json).title : null };
  };
  const retitleBehindTheApi = (id: string, title: string) => ctx.db.execute(sql`update news_items set title = ${title} where id = ${id}`);

  it("serves a published item from memory, the same to anyone, and shows an edit at once on every instance", async () => {
    const published = await insertItem("pending", "An item to read");
    expect((await one.request("POST", `/api/news/${published.id}/publish`, { cookie: editorCookie })).status).toBe(200);
    await everyoneHeard();
    for (const app of [one, two]) expect(await item(app, published.id)).toEqual({ status: 200, title: "An item to read" });
    await retitleBehindTheApi(published.id, "Changed behind the API");
    // Cached: anonymous and signed-in readers get the same answer, without a query.
    for (const app of [one, two]) {
      expect(await item(app, published.id)).toEqual({ status: 200, title: "An item to read" });
      expect(await item(app, published.id, readerCookie)).toEqual({ status: 200, title: "An item to read" });
    }
    await edit(two, published.id, { title: "Edited through the API" });
    await everyoneHeard();
    for (const app of [one, two]) expect(await item(app, published.id)).toEqual({ status: 200, title: "Edited through the API" });
    await edit(one, published.id, { status: "pending" });
    await everyoneHeard();
    for (const app of [one, two]) expect(await item(app, published.id)).toEqual({ status: 404, title: null });
  });

  it("never keeps or shares an item that is not published: its readers see it as it is, others never", async () => {
    const pending = await insertItem("pending", "Waiting for review");
    expect(await item(one, pending.id, editorCookie)).toEqual({ status: 200, title: "Waiting for review" });
    expect(await item(one, pending.id)).toEqual({ status: 404, title: null });
    await retitleBehindTheApi(pending.id, "Retitled while waiting");
    expect(await item(one, pending.id, editorCookie)).toEqual({ status: 200, title: "Retitled while waiting" });
    // Several at once, an editor among them: only the editor's answer has the item.
    const answers = await Promise.all([item(one, pending.id, editorCookie), item(one, pending.id), item(one, pending.id, readerCookie)]);
    expect(answers).toEqual([
      { status: 200, title: "Retitled while waiting" },
      { status: 404, title: null },
      { status: 404, title: null },
    ]);
  });

  it("leaves the routes beside /api/news/{id} to whoever asks: the review list is an editor's", async () => {
    expect((await one.request("GET", "/api/news/review", { cookie: editorCookie })).status).toBe(200);
    expect((await one.request("GET", "/api/news/review", { cookie: readerCookie })).status).toBe(403);
    expect((await one.request("GET", "/api/news/review")).status).toBe(401);
  });
});

/** Notifications a test delivers by hand, and whose connection it can cut and restore. */
function handNotifications() {
  const listeners: NotificationListener[] = [];
  let live = true;
  const notifications: Notifications = {
    listen: (_channel, listener) => void listeners.push(listener),
    isLive: () => live,
    delivered: async () => undefined,
    close: async () => undefined,
  };
  return {
    notifications,
    push: (payload: string) => listeners.forEach((listener) => listener.onNotify(payload)),
    cut: () => (live = false),
    restore: () => {
      live = true;
      listeners.forEach((listener) => listener.onResume?.());
    },
  };
}

/** A cache in front of a counting route, over a database whose reads are counted. */
function countedCache(notifications: Notifications) {
  const counts = { reads: 0, answers: 0 };
  const db = new Proxy(ctx.db, {
    get(target, property, receiver) {
      if (property === "select") counts.reads += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  const app = new Hono<AppEnv>();
  app.use("/api/page/*", createFeedCache(db, notifications).middleware);
  app.get("/api/page/:name", (c) => {
    counts.answers += 1;
    return c.text(`answer ${counts.answers}`);
  });
  const get = async (name = "a") => (await app.request(`http://localhost/api/page/${name}`)).text();
  return { counts, get };
}

describe("pushed changes", () => {
  it("needs no query for a cached answer: the version comes with the notification", async () => {
    const hand = handNotifications();
    const { counts, get } = countedCache(hand.notifications);
    expect(await get()).toBe("answer 1");
    expect(counts.reads).toBe(1);
    for (let index = 0; index < 5; index += 1) expect(await get()).toBe("answer 1");
    expect(counts).toEqual({ reads: 1, answers: 1 });
    hand.push("424242");
    expect(await get()).toBe("answer 2");
    expect(await get()).toBe("answer 2");
    expect(counts).toEqual({ reads: 1, answers: 2 });
  });

  it("reads the version on every request while the notification connection is lost, and trusts it again once back", async () => {
    const hand = handNotifications();
    const { counts, get } = countedCache(hand.notifications);
    await get();
    hand.cut();
    expect(await get()).toBe("answer 1");
    expect(await get()).toBe("answer 1");
    expect(counts.reads).toBe(3);
    // A change no notification told of (the connection was down) is still seen.
    await ctx.db.execute(sql`update news_feed_version set version = version % 2000000000 + 1`);
    expect(await get()).toBe("answer 2");
    expect(counts.reads).toBe(4);
    hand.restore();
    await get();
    expect(counts.reads).toBe(5);
    await get();
    await get();
    expect(counts).toEqual({ reads: 5, answers: 2 });
  });

  it("reads the version for a moment after a change of this process, before its notification arrives", async () => {
    const hand = handNotifications();
    const { counts, get } = countedCache(hand.notifications);
    await get();
    expect(counts.reads).toBe(1);
    // The change is committed; its notification (on PostgreSQL, on another connection) is not here yet.
    await ctx.db.transaction((tx) => bumpFeedVersion(tx));
    expect(await get()).toBe("answer 2");
    expect(await get()).toBe("answer 2");
    expect(counts).toEqual({ reads: 3, answers: 2 });
  });
});

describe("the cache's size", () => {
  it("keeps the answers used last within its limit", async () => {
    const asked: string[] = [];
    const app = new Hono<AppEnv>();
    // Answers of 600 bytes: eight fit in 5,120; a ninth pushes out the one used longest ago.
    app.use("/api/page/*", createFeedCache(ctx.db, ctx.notifications, { maxBytes: 5_120 }).middleware);
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
