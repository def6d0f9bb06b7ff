import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { generateAtomFeed, generateJsonFeed, generateRssFeed } from "feedsmith";
import type { Context, Hono } from "hono";
import { newsFeedQuerySchema } from "@/shared/news/contracts";
import { NEWS_FEED_FORMATS, newsFeedPath, newsPagePath, type NewsFeedFormat } from "@/shared/news/paths";
import type { Database } from "../../core/db/client";
import { newsItems } from "../../core/db/schema";
import { validationError } from "../../core/errors";
import type { AppDeps, AppEnv } from "../../core/http/context";
import type { PageData } from "../../core/http/static";
import { savedSearchFeed } from "../alerts";
import { feedReader, keepWhileFeedUnchanged } from "../../core/http/feed-cache";
import { listPublishedCards } from "./repo";

/** How many of the newest matches a feed holds. */
export const FEED_ITEMS = 50;
/** The feeds kept in memory (each with its own query), the most recently read last. */
const MAX_KEPT = 200;

const CONTENT_TYPES: Record<NewsFeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
};

const FEED_TITLE = "BioAgent Hub — Biotech News";
const FEED_DESCRIPTION = "English summaries of biotech and pharma news from sources in any language, each linked to its original.";

type FeedItem = { id: string; title: string; summaryEn: string; summaryText: string; sourceUrl: string; date: Date; tags: string[] };
type Built = { body: string; etag: string; lastModified: Date | null };

/** The feed's items, as /news lists them for the same filters, with what a reader shows of each. */
async function feedItems(db: Database, filters: FeedFilters): Promise<FeedItem[]> {
  const { items: cards } = await listPublishedCards(db, { ...filters, limit: FEED_ITEMS });
  if (cards.length === 0) return [];
  const rows = await db
    .select({
      id: newsItems.id,
      title: newsItems.title,
      summaryEn: newsItems.summaryEn,
      summaryText: newsItems.summaryText,
      sourceUrl: newsItems.sourceUrl,
      publishedAt: newsItems.publishedAt,
      feedAt: newsItems.feedAt,
      tags: newsItems.tagLabels,
    })
    .from(newsItems)
    .where(inArray(newsItems.id, cards.map((card) => card.id)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cards.flatMap((card) => {
    const row = byId.get(card.id);
    return row ? [{ ...row, date: row.publishedAt ?? row.feedAt }] : [];
  });
}

/** `hub`: the WebSub hub a public feed names (WEBSUB_HUB_URL). */
type FeedUrls = { site: string; self: string; home: string; item: (id: string) => string; hub?: string };

function render(format: NewsFeedFormat, items: FeedItem[], urls: FeedUrls, title = FEED_TITLE): string {
  const updated = items[0]?.date ?? new Date(0);
  if (format === "rss") {
    return generateRssFeed({
      title,
      link: urls.home,
      description: FEED_DESCRIPTION,
      language: "en",
      lastBuildDate: updated,
      atom: { links: [{ href: urls.self, rel: "self", type: CONTENT_TYPES.rss.split(";")[0] }, ...(urls.hub ? [{ href: urls.hub, rel: "hub" }] : [])] },
      items: items.map((item) => ({
        title: item.title,
        link: urls.item(item.id),
        description: item.summaryEn,
        guid: { value: urls.item(item.id), isPermaLink: true },
        pubDate: item.date,
        categories: item.tags.map((name) => ({ name })),
        source: { title: "Original article", url: item.sourceUrl },
      })),
    });
  }
  if (format === "atom") {
    return generateAtomFeed({
      id: urls.self,
      title: { value: title },
      subtitle: { value: FEED_DESCRIPTION },
      updated,
      links: [
        { href: urls.self, rel: "self", type: CONTENT_TYPES.atom.split(";")[0] },
        { href: urls.home, rel: "alternate", type: "text/html" },
        ...(urls.hub ? [{ href: urls.hub, rel: "hub" }] : []),
      ],
      authors: [{ name: "BioAgent Hub", uri: urls.site }],
      entries: items.map((item) => ({
        id: urls.item(item.id),
        title: { value: item.title },
        updated: item.date,
        published: item.date,
        summary: { value: item.summaryText },
        content: { value: item.summaryEn, type: "html" },
        links: [
          { href: urls.item(item.id), rel: "alternate", type: "text/html" },
          { href: item.sourceUrl, rel: "related", title: "Original article" },
        ],
        categories: item.tags.map((term) => ({ term })),
      })),
    });
  }
  return JSON.stringify(
    generateJsonFeed({
      title,
      home_page_url: urls.home,
      feed_url: urls.self,
      ...(urls.hub ? { hubs: [{ type: "WebSub", url: urls.hub }] } : {}),
      description: FEED_DESCRIPTION,
      language: "en",
      items: items.map((item) => ({
        id: urls.item(item.id),
        url: urls.item(item.id),
        external_url: item.sourceUrl,
        title: item.title,
        content_html: item.summaryEn,
        content_text: item.summaryText,
        date_published: item.date,
        tags: item.tags,
      })),
    }),
  );
}

type FeedFilters = { q?: string; tags: string[]; entity?: string; event?: string };

/** A page's `<link rel="alternate">` to the feed of these filters, in RSS and Atom. */
export function feedAlternates(filters: FeedFilters): NonNullable<PageData["feeds"]> {
  const described = [filters.q && `“${filters.q}”`, ...filters.tags].filter(Boolean).join(", ");
  const title = described ? `BioAgent Hub news: ${described}` : "BioAgent Hub news";
  return [
    { type: "application/rss+xml", title: `${title} (RSS)`, href: newsFeedPath("rss", filters) },
    { type: "application/atom+xml", title: `${title} (Atom)`, href: newsFeedPath("atom", filters) },
  ];
}

/** /news's filters from a query string, by the feed contract's schema. */
function feedFilters(search: URLSearchParams) {
  const parsed = newsFeedQuerySchema.safeParse({ q: search.get("q") ?? undefined, tag: search.getAll("tag"), entity: search.get("entity") ?? undefined, event: search.get("event") ?? undefined });
  if (!parsed.success) return parsed;
  const { q, tag, entity, event } = parsed.data;
  return { success: true as const, data: { q: q || undefined, tags: tag, entity: entity || undefined, event } satisfies FeedFilters };
}

/** /news announces the feed of its own query to browsers and readers; a query it would refuse, the whole feed. */
export function newsPageFeeds() {
  return async (_pathname: string, search: URLSearchParams): Promise<PageData | null> => {
    const filters = feedFilters(search);
    return { responses: {}, feeds: feedAlternates(filters.success ? filters.data : { tags: [] }) };
  };
}

/** Whether the reader's copy is still the current one (If-None-Match first, as RFC 9110 says). */
function notModified(c: Context<AppEnv>, built: Built): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === built.etag);
  }
  const ifModifiedSince = Date.parse(c.req.header("if-modified-since") ?? "");
  return built.lastModified !== null && Number.isFinite(ifModifiedSince) && Math.floor(built.lastModified.getTime() / 1000) * 1000 <= ifModifiedSince;
}

/**
 * The published feed for any reader: RSS 2.0, Atom 1.0 and JSON Feed 1.1 at /feeds/news.{rss,atom,json},
 * with /news's own filters (q, repeated tag, entity, event). Kept in memory while the feed version
 * stays the same, as the feed's answers are; ETag and Last-Modified answer a reader's conditional
 * request with 304.
 */
export function mountNewsFeeds(app: Hono<AppEnv>, { db, replica, config, notifications }: AppDeps): void {
  const keep = keepWhileFeedUnchanged<Built>(db, notifications, MAX_KEPT);
  const readFeed = feedReader(db, replica, notifications);
  const site = config.PUBLIC_URL;

  async function serve(c: Context<AppEnv>, format: NewsFeedFormat, filters: FeedFilters, path: string, title?: string) {
    // Only the public feeds are the hub's: a private feed's address is its owner's secret.
    const hub = title ? undefined : config.WEBSUB_HUB_URL;
    if (hub) c.header("Link", `<${hub}>; rel="hub", <${site}${path}>; rel="self"`);
    const built = (await keep(path, async () => {
      const items = await feedItems(await readFeed(), filters);
      const body = render(
        format,
        items,
        { site, self: `${site}${path}`, home: `${site}${newsPagePath(filters)}`, item: (id) => `${site}/news/${id}`, hub },
        title,
      );
      return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`, lastModified: items[0]?.date ?? null };
    }))!;
    c.header("ETag", built.etag);
    if (built.lastModified) c.header("Last-Modified", built.lastModified.toUTCString());
    // A reader may keep it, and asks again with its ETag: a 304 costs nothing here.
    c.header("Cache-Control", title ? "private, no-cache" : "public, no-cache");
    if (notModified(c, built)) return c.body(null, 304);
    c.header("Content-Type", CONTENT_TYPES[format]);
    return c.body(built.body, 200);
  }

  for (const format of NEWS_FEED_FORMATS) {
    app.get(`/feeds/news.${format}`, async (c) => {
      const filters = feedFilters(new URL(c.req.url).searchParams);
      if (!filters.success) throw validationError(filters.error);
      return serve(c, format, filters.data, newsFeedPath(format, filters.data));
    });
  }

  // A saved search's private feed (issue 19 §4): its secret address works without cookies, until
  // its owner deletes the search or asks for a new address on /alerts.
  const alertDeps = { db, secret: config.AUTH_SECRET };
  app.get("/feeds/alerts/:file", async (c) => {
    const [, token, format] = /^([A-Za-z0-9_-]+)\.(rss|atom|json)$/.exec(c.req.param("file")) ?? [];
    const search = token ? await savedSearchFeed(alertDeps, token) : null;
    if (!search) return c.text("This feed does not exist.", 404);
    c.header("X-Robots-Tag", "noindex");
    c.header("Referrer-Policy", "no-referrer");
    return serve(c, format as NewsFeedFormat, search.filters, new URL(c.req.url).pathname, `BioAgent Hub — ${search.name}`);
  });
}
