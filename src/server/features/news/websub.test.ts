import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../../tests/support/context";
import { WEBSUB_JOB } from "./websub";

// Issue 19 §4's optional WebSub, against a fake hub on loopback.

const received: URLSearchParams[] = [];
const hub = createServer((request: IncomingMessage, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    received.push(new URLSearchParams(body));
    response.writeHead(204).end();
  });
});
let hubUrl: string;
let ctx: TestContext;

beforeAll(async () => {
  await new Promise<void>((resolve) => hub.listen(0, "127.0.0.1", resolve));
  hubUrl = `http://127.0.0.1:${(hub.address() as AddressInfo).port}/hub`;
  ctx = await createTestContext({ WEBSUB_HUB_URL: hubUrl });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => hub.close(() => resolve()));
});

describe("WebSub", () => {
  it("the public feeds name the hub and themselves, in the document and the Link header", async () => {
    const site = ctx.config.PUBLIC_URL;
    const rssResponse = await ctx.request("GET", "/feeds/news.rss?tag=oncology");
    expect(rssResponse.headers.get("link")).toBe(`<${hubUrl}>; rel="hub", <${site}/feeds/news.rss?tag=oncology>; rel="self"`);
    const rss = parseRssFeed(rssResponse.text);
    expect(rss.atom?.links?.map((link) => [link.rel, link.href])).toEqual([
      ["self", `${site}/feeds/news.rss?tag=oncology`],
      ["hub", hubUrl],
    ]);
    const atom = parseAtomFeed((await ctx.request("GET", "/feeds/news.atom")).text);
    expect(atom.links?.find((link) => link.rel === "hub")?.href).toBe(hubUrl);
    const json = parseJsonFeed((await ctx.request("GET", "/feeds/news.json")).text);
    expect(json.hubs).toEqual([{ type: "WebSub", url: hubUrl }]);
  });

  it("a publication tells the hub of every feed it changed", async () => {
    const editor = await ctx.signedInUser("editor");
    const item = await ctx.createNewsItem({ status: "pending", tags: ["oncology"] });
    expect((await ctx.request("POST", `/api/news/${item.id}/publish`, { cookie: editor.cookie })).status).toBe(200);
    await ctx.settleJobs(WEBSUB_JOB);
    const site = ctx.config.PUBLIC_URL;
    expect(received.every((params) => params.get("hub.mode") === "publish")).toBe(true);
    expect(received.map((params) => params.get("hub.url")).sort()).toEqual(
      [
        `${site}/feeds/news.rss`,
        `${site}/feeds/news.rss?tag=oncology`,
        `${site}/feeds/news.atom`,
        `${site}/feeds/news.atom?tag=oncology`,
        `${site}/feeds/news.json`,
        `${site}/feeds/news.json?tag=oncology`,
      ].sort(),
    );
  });

  it("a private feed names no hub", async () => {
    const user = await ctx.signedInUser();
    const created = await ctx.request("POST", "/api/alerts", { cookie: user.cookie, body: { name: "Private", query: { q: "private" } } });
    const feed = await ctx.request("GET", (created.json as { feed_path: string }).feed_path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("link")).toBeNull();
    expect(feed.text).not.toContain(hubUrl);
  });
});
