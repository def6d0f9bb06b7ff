import { parseFeed } from "feedsmith";
import { DOMParser, parseHTML } from "linkedom";

/** One article a site lists: its address, and what the feed says of it. */
export type FeedEntry = { url: string; title: string | null; publishedAt: Date | null };

/** What a feed may be sent as; many sites send RSS as text/xml or even text/html. */
export const FEED_MEDIA_TYPES = [
  "application/rss+xml",
  "application/atom+xml",
  "application/rdf+xml",
  "application/xml",
  "text/xml",
  "application/feed+json",
  "application/json",
  "text/html",
  "text/plain",
] as const;

/** Where sites usually keep a feed or a news sitemap, tried when the page declares none. */
const COMMON_FEED_PATHS = [
  "feed",
  "rss",
  "feed.xml",
  "rss.xml",
  "atom.xml",
  "index.xml",
  "news-sitemap.xml",
  "sitemap_news.xml",
  "sitemap-news.xml",
] as const;

const FEED_LINK_TYPES = new Set(["application/rss+xml", "application/atom+xml", "application/rdf+xml", "application/feed+json"]);

/** The feeds a page declares (`<link rel="alternate" type="application/rss+xml" href>`), absolute. */
export function declaredFeeds(html: string, pageUrl: string): string[] {
  const { document } = parseHTML(html);
  const found: string[] = [];
  for (const link of document.querySelectorAll("link[rel][href]")) {
    const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    const type = (link.getAttribute("type") ?? "").toLowerCase().trim();
    if (!rel.includes("alternate") || !FEED_LINK_TYPES.has(type)) continue;
    const absolute = absoluteUrl(link.getAttribute("href") ?? "", pageUrl);
    if (absolute && !found.includes(absolute)) found.push(absolute);
  }
  return found;
}

/** Candidate addresses of a site's feed: beside the site's page first, then at the root. */
export function commonFeedUrls(siteUrl: string): string[] {
  const site = new URL(siteUrl);
  const directory = new URL(site.pathname.endsWith("/") ? site.pathname : `${site.pathname}/`, site);
  const bases = [directory.toString(), new URL("/", site).toString()].filter((base, index, all) => all.indexOf(base) === index);
  return bases.flatMap((base) => COMMON_FEED_PATHS.map((path) => new URL(path, base).toString()));
}

/**
 * The entries of an RSS 2.0, RSS 1.0, Atom or JSON feed, or of a (news) sitemap, newest first;
 * null when the text is none of these. Links are made absolute against the feed's address.
 */
export function parseFeedEntries(text: string, feedUrl: string): FeedEntry[] | null {
  const entries = readFeed(text, feedUrl) ?? readSitemap(text, feedUrl);
  if (!entries) return null;
  const seen = new Set<string>();
  return entries
    .filter((entry) => {
      if (seen.has(entry.url)) return false;
      seen.add(entry.url);
      return true;
    })
    .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
}

type Text = string | { value?: string } | undefined;
const textOf = (value: Text): string | null => {
  const text = typeof value === "string" ? value : value?.value;
  return text?.trim() ? text.trim() : null;
};

function readFeed(text: string, feedUrl: string): FeedEntry[] | null {
  let parsed: ReturnType<typeof parseFeed>;
  try {
    parsed = parseFeed(text);
  } catch {
    return null;
  }
  const entries: FeedEntry[] = [];
  const add = (link: string | undefined, title: Text, ...dates: unknown[]) => {
    const url = link ? absoluteUrl(link, feedUrl) : null;
    if (url) entries.push({ url, title: textOf(title), publishedAt: firstDate(dates) });
  };
  switch (parsed.format) {
    case "rss":
      for (const item of parsed.feed.items ?? []) {
        const guid = item.guid as { value?: string; isPermaLink?: boolean } | undefined;
        add(item.link ?? (guid?.isPermaLink !== false ? guid?.value : undefined), item.title, item.pubDate, ...(item.dc?.dates ?? []));
      }
      break;
    case "atom": {
      const base = (parsed.feed as { xml?: { base?: string } }).xml?.base;
      const atomBase = base ? (absoluteUrl(base, feedUrl) ?? feedUrl) : feedUrl;
      for (const entry of parsed.feed.entries ?? []) {
        const link = entry.links?.find((candidate) => !candidate.rel || candidate.rel === "alternate") ?? entry.links?.[0];
        const url = link?.href ? absoluteUrl(link.href, atomBase) : null;
        if (url) entries.push({ url, title: textOf(entry.title as Text), publishedAt: firstDate([entry.published, entry.updated]) });
      }
      break;
    }
    case "rdf":
      for (const item of parsed.feed.items ?? []) add(item.link, item.title, ...(item.dc?.dates ?? []));
      break;
    case "json":
      for (const item of parsed.feed.items ?? []) add(item.url ?? item.external_url, item.title, item.date_published, item.date_modified);
      break;
  }
  return entries;
}

/** A sitemap (`<urlset>`), with the news extension's publication date and title when present. */
function readSitemap(text: string, feedUrl: string): FeedEntry[] | null {
  if (!/<urlset[\s>]/i.test(text.slice(0, 2000))) return null;
  let document: Document;
  try {
    document = new DOMParser().parseFromString(text, "text/xml") as unknown as Document;
  } catch {
    return null;
  }
  const entries: FeedEntry[] = [];
  for (const node of document.getElementsByTagName("url")) {
    const child = (name: string) => node.getElementsByTagName(name)[0]?.textContent?.trim() || undefined;
    const loc = child("loc");
    const url = loc ? absoluteUrl(loc, feedUrl) : null;
    if (!url) continue;
    entries.push({ url, title: child("news:title") ?? null, publishedAt: firstDate([child("news:publication_date"), child("lastmod")]) });
  }
  return entries;
}

function firstDate(values: unknown[]): Date | null {
  for (const value of values) {
    if (value instanceof Date && Number.isFinite(value.getTime())) return value;
    if (typeof value !== "string" || !value) continue;
    const time = Date.parse(value);
    if (Number.isFinite(time)) return new Date(time);
  }
  return null;
}

function absoluteUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}
