import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./context";
import { mountClient } from "./static";

const INDEX_HTML = `<!doctype html><html><head><title>BioAgent Hub</title><script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>`;

// The shape Vite writes to .vite/manifest.json: the entry, shared chunks and lazy pages.
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_form-1.js": { file: "assets/form-1.js", imports: ["_react-1.js", "_schemas-1.js"] },
  "_schemas-1.js": { file: "assets/schemas-1.js" },
  "src/client/features/news/news-item-page.tsx": {
    file: "assets/news-item-page-1.js",
    imports: ["_react-1.js", "index.html", "_form-1.js"],
  },
  "src/client/features/site/about-page.tsx": { file: "assets/about-page-1.js", imports: ["_react-1.js"] },
};

let clientDir: string;
const app = new Hono<AppEnv>();

beforeAll(() => {
  mkdirSync("node_modules/.cache", { recursive: true });
  clientDir = mkdtempSync(path.join("node_modules/.cache", "static-test-"));
  mkdirSync(path.join(clientDir, "assets"));
  mkdirSync(path.join(clientDir, ".vite"));
  writeFileSync(path.join(clientDir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(clientDir, "assets", "index-1.js"), "console.log(1)");
  writeFileSync(path.join(clientDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(path.join(clientDir, "favicon.svg"), "<svg/>");
  mountClient(app, path.resolve(clientDir));
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe("client pages", () => {
  it("preloads a lazy route's chunks that the entry does not, once each", async () => {
    const response = await app.request("/news/0b7c6f0e-1111-4222-8333-944445555666");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(preloads(await response.text())).toEqual([
      "/assets/react-1.js",
      "/assets/news-item-page-1.js",
      "/assets/form-1.js",
      "/assets/schemas-1.js",
    ]);
  });

  it("preloads only the page chunk where the rest is in the entry", async () => {
    expect(preloads(await (await app.request("/about")).text())).toEqual(["/assets/react-1.js", "/assets/about-page-1.js"]);
  });

  it("titles every page after its screen, with status 404 for unknown paths", async () => {
    const title = async (pathname: string) => /<title>([^<]*)<\/title>/.exec(await (await app.request(pathname)).text())?.[1];
    expect(await title("/")).toBe("BioAgent Hub — AI Agents for Biotech &amp; Pharma");
    expect(await title("/about")).toBe("About · BioAgent Hub");
    expect(await title("/rd-intelligence")).toBe("R&amp;D Intelligence · BioAgent Hub");
    const home = await (await app.request("/")).text();
    expect(preloads(home)).toEqual(["/assets/react-1.js"]);
    const unknown = await app.request("/no-such-page");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(INDEX_HTML.replace("<title>BioAgent Hub</title>", "<title>Page not found · BioAgent Hub</title>"));
  });

  it("never serves the build manifest", async () => {
    const response = await app.request("/.vite/manifest.json");
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("news-item-page");
  });

  it("serves hashed assets cached for a year", async () => {
    const response = await app.request("/assets/index-1.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("console.log(1)");
  });

  it("answers a missing asset with a plain 404 that no cache keeps, not the page", async () => {
    const response = await app.request("/assets/about-page-0old.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).not.toContain("<html");
  });

  it("serves other public files cached for an hour", async () => {
    const response = await app.request("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
