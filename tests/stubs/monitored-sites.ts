import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readArticleFixture, SHORT_ARTICLES } from "./short-articles";

/**
 * News sites for the website monitor's tests, on one local server, each under its own path:
 *
 * - /wire     RSS 2.0 at /wire/feed.xml (given to the monitor as the site's RSS feed); answers
 *             conditional requests (ETag and Last-Modified) with 304 while nothing changed.
 * - /journal  declares its Atom feed in the page (`<link rel="alternate">`) at /journal/atom.xml.
 * - /digest   declares nothing; its RSS feed sits at the common path /digest/feed.
 * - /bulletin declares nothing and has no feed; a news sitemap at /bulletin/news-sitemap.xml.
 * - /stalled  never answers (a site that times out).
 * - /world    RSS at /world/feed.xml listing five short articles in en, zh (GBK), ja (Shift_JIS),
 *             de and ko (EUC-KR), served as their sites send them (short-articles.ts).
 * - /patchy   RSS at /patchy/feed.xml listing three articles, of which only the first can be read:
 *             the second has gone (404), the third's server fails (500).
 * - any other path answers 404 at once: a site that fails without waiting for a timeout.
 *
 * Every entry links to an article page of the same site (`/{site}/articles/{slug}`) with enough
 * text to be summarized. Tests add entries, slow the articles down and read what was requested.
 */
type SiteName = "wire" | "journal" | "digest" | "bulletin";

type Entry = { slug: string; title: string; published: Date; topic: string };

export type MonitoredSites = {
  url: string;
  /** Every request, in order, with its headers. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  entries: Record<SiteName, Entry[]>;
  /** Adds an entry at the top of a site's feed (its feed's ETag changes). */
  addEntry(site: SiteName, entry: Entry): void;
  /** Delays every article page by this long (the monitor's kill-and-restart test). */
  setArticleDelay(ms: number): void;
  articleUrl(site: SiteName | "world" | "patchy", slug: string): string;
  close(): Promise<void>;
};

const TOPICS = [
  "a phase 2 trial of an oral GLP-1 receptor agonist in obesity",
  "a CRISPR base editor for familial hypercholesterolemia",
  "an antibody-drug conjugate licensing deal in gastric cancer",
  "a manufacturing plant for mRNA vaccines in Germany",
  "a biosimilar of adalimumab approved in Korea",
  "an iPS-cell heart sheet for ischemic cardiomyopathy",
];

function initialEntries(site: SiteName, count: number): Entry[] {
  return Array.from({ length: count }, (_, index) => ({
    slug: `${site}-story-${index + 1}`,
    title: `${site[0]!.toUpperCase()}${site.slice(1)} story ${index + 1}`,
    published: new Date(Date.UTC(2026, 10, 20 - index, 8, 0, 0)),
    topic: TOPICS[index % TOPICS.length]!,
  }));
}

const escapeXml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function articlePage(entry: Entry): string {
  const paragraphs = [
    `Researchers and company executives announced ${entry.topic} on ${entry.published.toUTCString()}, in a statement that drew attention across the biotech industry.`,
    `The programme builds on earlier work in the field. Investigators said the data so far supported moving ahead, and that regulators had been consulted on the design of the next studies.`,
    `Analysts noted that competition in this area is growing, with several pharmaceutical companies running similar programmes, and that partnerships and financing will decide who reaches patients first.`,
    `The company expects to report further results next year and plans to expand its team in Europe and North America.`,
  ];
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(entry.title)}</title>
<meta property="article:published_time" content="${entry.published.toISOString()}"></head>
<body><header><nav><a href="/">Home</a></nav></header>
<main><article><h1>${escapeXml(entry.title)}</h1>${paragraphs.map((text) => `<p>${escapeXml(text)}</p>`).join("\n")}</article></main>
<footer>Copyright the site</footer></body></html>`;
}

function rss(origin: string, site: SiteName | "world" | "patchy", entries: Entry[]): string {
  const items = entries
    .map(
      (entry) => `<item><title>${escapeXml(entry.title)}</title><link>${origin}/${site}/articles/${entry.slug}</link>
<guid>${origin}/${site}/articles/${entry.slug}</guid><pubDate>${entry.published.toUTCString()}</pubDate>
<description>${escapeXml(entry.topic)}</description></item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${site}</title><link>${origin}/${site}/</link>
<description>News from ${site}</description>${items}</channel></rss>`;
}

function atom(origin: string, site: SiteName, entries: Entry[]): string {
  const items = entries
    .map(
      (entry) => `<entry><title>${escapeXml(entry.title)}</title><link rel="alternate" href="/${site}/articles/${entry.slug}"/>
<id>tag:${site},2026:${entry.slug}</id><updated>${entry.published.toISOString()}</updated><summary>${escapeXml(entry.topic)}</summary></entry>`,
    )
    .join("\n");
  // Relative links, resolved against xml:base as Atom allows.
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom" xml:base="${origin}/"><title>${site}</title>
<id>tag:${site},2026:feed</id><updated>${(entries[0]?.published ?? new Date(0)).toISOString()}</updated>${items}</feed>`;
}

function newsSitemap(origin: string, site: SiteName, entries: Entry[]): string {
  const urls = entries
    .map(
      (entry) => `<url><loc>${origin}/${site}/articles/${entry.slug}</loc><news:news><news:publication>
<news:name>${site}</news:name><news:language>en</news:language></news:publication>
<news:publication_date>${entry.published.toISOString()}</news:publication_date><news:title>${escapeXml(entry.title)}</news:title></news:news></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${urls}</urlset>`;
}

/** The world site's articles, by the language they are written in. */
export const WORLD_ARTICLES = {
  en: SHORT_ARTICLES.en,
  zh: SHORT_ARTICLES["zh-gbk"],
  ja: SHORT_ARTICLES.ja,
  de: SHORT_ARTICLES.de,
  ko: SHORT_ARTICLES.ko,
} as const;

function worldFeed(origin: string): string {
  const entries = Object.keys(WORLD_ARTICLES).map((language, index) => ({
    slug: language,
    title: `World story ${index + 1}`,
    published: new Date(Date.UTC(2026, 10, 20, 8 - index)),
    topic: `short news in ${language}`,
  }));
  return rss(origin, "world", entries);
}

/** The patchy site's feed: one article that reads, then the two that do not (PATCHY_ARTICLES). */
export const PATCHY_ARTICLES = { readable: "patchy-story", gone: "patchy-gone", broken: "patchy-broken" } as const;

function servePatchy(response: ServerResponse, origin: string, tail: string) {
  const entries = Object.values(PATCHY_ARTICLES).map((slug, index) => ({
    slug,
    title: `Patchy story ${index + 1}`,
    published: new Date(Date.UTC(2026, 10, 20, 8 - index)),
    topic: TOPICS[index]!,
  }));
  if (tail === "feed.xml") return response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(origin, "patchy", entries));
  if (tail === `articles/${PATCHY_ARTICLES.readable}`) {
    return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(articlePage(entries[0]!));
  }
  if (tail === `articles/${PATCHY_ARTICLES.broken}`) return response.writeHead(500, { "content-type": "text/html" }).end("<h1>Error</h1>");
  response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
}

function serveWorld(response: ServerResponse, origin: string, tail: string) {
  if (tail === "feed.xml") return response.writeHead(200, { "content-type": "application/rss+xml" }).end(worldFeed(origin));
  const page = Object.entries(WORLD_ARTICLES).find(([language]) => tail === `articles/${language}`)?.[1];
  if (!page) return response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  response.writeHead(200, { "content-type": page.contentType }).end(readArticleFixture(page.file));
}

function homePage(site: SiteName): string {
  const declared =
    site === "journal" ? `<link rel="alternate" type="application/atom+xml" title="Journal" href="/journal/atom.xml">` : "";
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${site}</title>${declared}</head><body><h1>${site}</h1></body></html>`;
}

export async function startMonitoredSites(port = 0): Promise<MonitoredSites> {
  const requests: MonitoredSites["requests"] = [];
  const entries: Record<SiteName, Entry[]> = {
    wire: initialEntries("wire", 3),
    journal: initialEntries("journal", 2),
    digest: initialEntries("digest", 2),
    bulletin: initialEntries("bulletin", 2),
  };
  const versions: Record<SiteName, number> = { wire: 1, journal: 1, digest: 1, bulletin: 1 };
  const lastModified: Record<SiteName, Date> = {
    wire: new Date(Date.UTC(2026, 10, 20, 9)),
    journal: new Date(Date.UTC(2026, 10, 20, 9)),
    digest: new Date(Date.UTC(2026, 10, 20, 9)),
    bulletin: new Date(Date.UTC(2026, 10, 20, 9)),
  };
  let articleDelayMs = 0;

  const send = (response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) =>
    response.writeHead(status, { "content-type": type, ...headers }).end(body);

  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? "/", headers: request.headers });
    const origin = `http://${request.headers.host}`;
    const path = new URL(request.url ?? "/", origin).pathname;
    const [, site = "", ...rest] = path.split("/");
    const tail = rest.join("/");
    if (site === "stalled") return; // never answers
    if (site === "world") return serveWorld(response, origin, tail);
    if (site === "patchy") return servePatchy(response, origin, tail);
    if (!(site in entries)) return send(response, 404, "text/html", "<h1>Not found</h1>");
    const name = site as SiteName;

    if (tail === "" ) return send(response, 200, "text/html; charset=utf-8", homePage(name));
    if (tail.startsWith("articles/")) {
      const entry = entries[name].find((candidate) => candidate.slug === tail.slice("articles/".length));
      if (!entry) return send(response, 404, "text/html", "<h1>Not found</h1>");
      setTimeout(() => send(response, 200, "text/html; charset=utf-8", articlePage(entry)), articleDelayMs);
      return;
    }
    if (name === "wire" && tail === "feed.xml") {
      const etag = `"wire-v${versions.wire}"`;
      const modified = lastModified.wire.toUTCString();
      const headers = { etag, "last-modified": modified };
      const unchanged =
        request.headers["if-none-match"] === etag ||
        (!request.headers["if-none-match"] && request.headers["if-modified-since"] === modified);
      if (unchanged) {
        response.writeHead(304, headers).end();
        return;
      }
      return send(response, 200, "application/rss+xml; charset=utf-8", rss(origin, name, entries.wire), headers);
    }
    if (name === "journal" && tail === "atom.xml") return send(response, 200, "application/atom+xml", atom(origin, name, entries.journal));
    if (name === "digest" && tail === "feed") return send(response, 200, "application/rss+xml", rss(origin, name, entries.digest));
    if (name === "bulletin" && tail === "news-sitemap.xml") {
      return send(response, 200, "application/xml", newsSitemap(origin, name, entries.bulletin));
    }
    return send(response, 404, "text/html", "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    requests,
    entries,
    addEntry(site, entry) {
      entries[site].unshift(entry);
      versions[site] += 1;
      lastModified[site] = new Date(Math.max(Date.now(), lastModified[site].getTime() + 1000));
    },
    setArticleDelay(ms) {
      articleDelayMs = ms;
    },
    articleUrl: (site, slug) => `${url}/${site}/articles/${slug}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
