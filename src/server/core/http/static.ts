import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Hono, MiddlewareHandler } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { PAGE_MODULES } from "@/shared/site/page-modules";
import { NOT_FOUND_TITLE, PAGE_TITLES, documentTitle } from "@/shared/site/page-titles";
import { matchRoute, type RouteKey } from "@/shared/site/routes";
import type { AppEnv } from "./context";
import { escapeHtml } from "./escape-html";
import { shareTags, type SharePreview } from "./share-tags";

/**
 * What the server knows about a page before the browser asks: API answers the page's first GET
 * calls would fetch (by path), a title and description, and what a link preview of it shows
 * (Open Graph tags, canonical address). Loaders answer null when they have nothing to add.
 */
export type PageData = {
  responses: Record<string, unknown>;
  title?: string;
  description?: string;
  share?: SharePreview;
  /** The page names nothing that exists (its own call says so): 404, so that crawlers do not keep it. */
  notFound?: boolean;
  /** Feeds a reader may follow from this page (`<link rel="alternate">`). */
  feeds?: readonly { type: string; title: string; href: string }[];
  /**
   * The page as React's first render will draw it, escaped, written into the root element so it
   * paints before any script runs; React replaces it (client/main.tsx). Only for what anyone may see.
   */
  firstPaint?: string;
};
export type PageDataLoaders = Partial<Record<RouteKey, (pathname: string, search: URLSearchParams) => Promise<PageData | null>>>;

/** The element main.tsx reads the answers from; a JSON data block, which CSP does not treat as script. */
const PAGE_DATA_ELEMENT_ID = "page-data";

/** The page with `title` in its <title> (a replacement function: a `$&` in the title stays literal). */
function withTitle(html: string, title: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
}

/** The page with its data block, title, description and share tags; `<` is escaped so no text can end the block. */
function withPageData(html: string, data: PageData): string {
  const json = JSON.stringify(data.responses).replace(/</g, "\\u003c");
  // Replacement functions, not strings: a `$&` in an article's text must stay as it is.
  const { title, description, share, feeds = [], firstPaint } = data;
  let page = html.replace("</body>", () => `  <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>\n  </body>`);
  if (firstPaint) page = page.replace('<div id="root"></div>', () => `<div id="root" data-first-paint>${firstPaint}</div>`);
  if (share) page = page.replace("</head>", () => `  ${shareTags(share)}\n  </head>`);
  for (const feed of feeds) {
    const link = `<link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`;
    page = page.replace("</head>", () => `  ${link}\n  </head>`);
  }
  if (title) page = withTitle(page, title);
  if (description) {
    page = page.replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_match, start: string) => `${start}${escapeHtml(description)}"`);
  }
  return page;
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A chunk's file and those of every chunk it imports statically, depth first. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}

/**
 * index.html once per route: the screen's title (for the tab, history and crawlers), and for lazily
 * loaded screens `modulepreload` links for the route's chunks that the entry does not already
 * preload, so the browser fetches them alongside the framework instead of after it has run.
 * Without a manifest (an older build) only the titles change.
 */
function pageHtmlByRoute(indexHtml: string, manifest: Manifest | null): Map<RouteKey, string> {
  const pages = new Map<RouteKey, string>();
  const entryFiles = new Set(manifest ? chunkFiles(manifest, "index.html") : []);
  for (const route of Object.keys(PAGE_TITLES) as RouteKey[]) {
    let html = withTitle(indexHtml, documentTitle(PAGE_TITLES[route], route));
    const module = PAGE_MODULES[route];
    const files = manifest && module ? chunkFiles(manifest, `src/client/${module}`).filter((file) => !entryFiles.has(file)) : [];
    if (files.length > 0) {
      const links = [...new Set(files)].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("\n    ");
      html = html.replace("</head>", () => `  ${links}\n  </head>`);
    }
    pages.set(route, html);
  }
  return pages;
}

function readManifest(clientDir: string): Manifest | null {
  const file = path.join(clientDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : null;
}

/**
 * Serves the built client: hashed assets cached for a year, and index.html for every route of
 * the route table (404 status for the rest, which the client shows as the not-found screen).
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string, pageData: PageDataLoaders = {}): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    app.get("*", (c) =>
      c.text("The client is not built. Run `npm run build` (npm start does this for you).", 503),
    );
    return;
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const pageHtml = pageHtmlByRoute(indexHtml, readManifest(clientDir));
  const notFoundHtml = withTitle(indexHtml, documentTitle(NOT_FOUND_TITLE));
  const root = path.relative(process.cwd(), clientDir) || ".";
  // serveStatic calls onFound after it built the response, too late for a header: the cache policy
  // goes on the response it returns when it found the file (it calls `next` when it did not).
  const cached =
    (serve: MiddlewareHandler<AppEnv>, policy: string): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const response = await serve(c, next);
      if (response instanceof Response) response.headers.set("Cache-Control", policy);
      return response;
    };
  // Brotli and gzip copies written at build time (scripts/compress-assets.mjs).
  // Files of earlier builds stay on disk for tabs opened before a deploy (scripts/asset-retention.ts).
  app.use("/assets/*", cached(serveStatic({ root, precompressed: true }), "public, max-age=31536000, immutable"));
  // One that is not there is a plain 404 that no cache keeps (it may be on its way with a deploy),
  // never a page: the client reloads once for a chunk that will not load (client/lib/chunk-reload.ts).
  app.get("/assets/*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("Not found", 404);
  });
  const servePublicFile = cached(serveStatic({ root }), "public, max-age=3600");
  app.use("*", async (c, next) => {
    // index.html goes out through the route handler below; build metadata (.vite/) never does.
    if (c.req.path === "/" || c.req.path.endsWith(".html") || c.req.path.startsWith("/.")) return next();
    return servePublicFile(c, next);
  });
  app.get("*", async (c) => {
    c.header("Cache-Control", "no-cache");
    const route = matchRoute(c.req.path);
    if (!route) return c.html(notFoundHtml, 404);
    const html = pageHtml.get(route) ?? indexHtml;
    const data = await pageData[route]?.(c.req.path, new URL(c.req.url).searchParams);
    return c.html(data ? withPageData(html, data) : html, data?.notFound ? 404 : 200);
  });
}
