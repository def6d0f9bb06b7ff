import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { NOT_ARTICLES, readArticleFixture, SHORT_ARTICLES } from "./short-articles";

/**
 * A local news site for the ingest tests: real articles in five languages and encodings with the
 * navigation, sidebars and footers around them, short ones and pages that only look like news
 * (short-articles.ts), reports of one event in three languages (STORY_ARTICLE_PATHS), plus the
 * ways a site misbehaves (redirect chains and loops, errors, stalls, oversized and non-HTML
 * answers, compressed bodies).
 */
export type ArticleSite = {
  url: string;
  /** Every request the site received, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
};

export const ARTICLE_PATHS = {
  en: "/en/helixion-base-editor",
  zh: "/zh/kangning-adc-licensing",
  ja: "/ja/heartlink-ips-heart-sheet",
  ko: "/ko/hanbit-biosimilar",
  de: "/de/medivana-mrna-werk",
} as const;

/**
 * Reports of one event (issue 20): an approval as an English wire report and as Chinese and
 * Japanese outlets wrote it, a day later; and the same company's first patient dosed in another
 * trial the same week, which is another story.
 */
export const STORY_ARTICLE_PATHS = {
  en: "/story/en-corvalis-approval",
  zh: "/story/zh-corvalis-approval",
  ja: "/story/ja-corvalis-approval",
  trial: "/story/en-corvalis-first-patient",
} as const;

/**
 * Catalysts (issue 21): a Japanese article that a Phase 3 readout is expected in 2026年第3四半期,
 * and a later English one that the same drug was approved.
 */
export const CATALYST_ARTICLE_PATHS = {
  jaReadout: "/catalyst/ja-skyline-readout",
  enApproval: "/catalyst/en-skyline-approval",
} as const;

const HUGE_BYTES = 6 * 1024 * 1024;
const HUGE_PREFIX = "<!DOCTYPE html><html><body>";

type Page = { file: string; contentType: string };
type Handler = (request: IncomingMessage, response: ServerResponse, site: { origin: string }) => void;

const PAGES: Record<string, Page> = {
  [ARTICLE_PATHS.en]: { file: "en-base-editing.html", contentType: "text/html; charset=utf-8" },
  [ARTICLE_PATHS.zh]: { file: "zh-adc-licensing.html", contentType: "text/html; charset=gbk" },
  // Shift_JIS is declared only by <meta charset>, EUC-KR only by <meta http-equiv>, German by a BOM.
  [ARTICLE_PATHS.ja]: { file: "ja-ips-heart.html", contentType: "text/html" },
  [ARTICLE_PATHS.ko]: { file: "ko-biosimilar.html", contentType: "text/html" },
  [ARTICLE_PATHS.de]: { file: "de-mrna-plant.html", contentType: "text/html" },
  "/xhtml": { file: "en-base-editing.html", contentType: "application/xhtml+xml; charset=utf-8" },
  "/login": { file: "login.html", contentType: "text/html; charset=utf-8" },
  [STORY_ARTICLE_PATHS.en]: { file: "story-en-corvalis-approval.html", contentType: "text/html; charset=utf-8" },
  [STORY_ARTICLE_PATHS.zh]: { file: "story-zh-corvalis-approval.html", contentType: "text/html; charset=utf-8" },
  [STORY_ARTICLE_PATHS.ja]: { file: "story-ja-corvalis-approval.html", contentType: "text/html; charset=utf-8" },
  [STORY_ARTICLE_PATHS.trial]: { file: "story-en-corvalis-first-patient.html", contentType: "text/html; charset=utf-8" },
  [CATALYST_ARTICLE_PATHS.jaReadout]: { file: "catalyst-ja-skyline-readout.html", contentType: "text/html; charset=utf-8" },
  [CATALYST_ARTICLE_PATHS.enApproval]: { file: "catalyst-en-skyline-approval.html", contentType: "text/html; charset=utf-8" },
  ...Object.fromEntries([...Object.values(SHORT_ARTICLES), ...Object.values(NOT_ARTICLES)].map((page) => [page.path, page])),
};

function send(response: ServerResponse, status: number, headers: Record<string, string | number>, body?: Buffer | string) {
  response.writeHead(status, headers);
  response.end(body);
}

function redirect(response: ServerResponse, status: number, location: string) {
  send(response, status, { location, "content-type": "text/html" }, `<a href="${location}">Moved</a>`);
}

/** Writes `total` bytes of filler HTML, respecting back-pressure, until done or the client leaves. */
function streamFiller(response: ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, "<p>filler text</p>\n");
  let sent = 0;
  const writeMore = () => {
    while (sent < total && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once("drain", writeMore);
        return;
      }
    }
    response.end();
  };
  response.write(HUGE_PREFIX);
  writeMore();
}

/**
 * `?published=<ISO date-time>` replaces the English article's JSON-LD date, so a test can ingest an
 * article that is newer than every other item in a shared database.
 */
function withPublishedDate(body: Buffer, request: IncomingMessage): Buffer {
  const published = new URL(request.url ?? "/", "http://stub").searchParams.get("published");
  if (!published) return body;
  return Buffer.from(body.toString("utf8").replace(/"datePublished": "[^"]*"/, () => `"datePublished": "${published}"`));
}

/**
 * `?company=<name>` names another company in the short English article in place of Arvelle, so a
 * test can have articles name companies no other test names (the editor's review of entity links).
 */
function withCompany(body: Buffer, request: IncomingMessage): Buffer {
  const company = new URL(request.url ?? "/", "http://stub").searchParams.get("company");
  if (!company) return body;
  const html = company.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return Buffer.from(body.toString("utf8").replace(/Arvelle(?: Therapeutics)?/g, () => html));
}

function buildRoutes(): Map<string, Handler> {
  const english = readArticleFixture(PAGES[ARTICLE_PATHS.en]!.file);
  const gzipBomb = zlib.gzipSync(Buffer.alloc(HUGE_BYTES, " "));
  const compressed: Record<string, Buffer> = {
    gzip: zlib.gzipSync(english),
    deflate: zlib.deflateSync(english),
    br: zlib.brotliCompressSync(english),
  };
  const routes = new Map<string, Handler>();
  for (const [path, page] of Object.entries(PAGES)) {
    const body = readArticleFixture(page.file);
    routes.set(path, (request, response) =>
      send(response, 200, { "content-type": page.contentType }, withCompany(withPublishedDate(body, request), request)),
    );
  }
  for (const [encoding, body] of Object.entries(compressed)) {
    routes.set(`/compressed/${encoding}`, (_request, response) =>
      send(response, 200, { "content-type": "text/html; charset=utf-8", "content-encoding": encoding }, body),
    );
  }
  routes.set("/compressed/bomb", (_request, response) =>
    send(response, 200, { "content-type": "text/html", "content-encoding": "gzip" }, gzipBomb),
  );
  routes.set("/no-content-type", (_request, response) => send(response, 200, {}, english));
  // Three hops: a relative path, an absolute URL, then a dot-relative one with tracking parameters.
  routes.set("/chain/1", (_request, response) => redirect(response, 302, "/chain/2"));
  routes.set("/chain/2", (_request, response, site) => redirect(response, 301, `${site.origin}/chain/3`));
  routes.set("/chain/3", (_request, response) =>
    redirect(response, 308, `..${ARTICLE_PATHS.en}?utm_source=newsletter&id=42&fbclid=abc#comments`),
  );
  routes.set("/redirect", (request, response) => {
    const target = new URL(request.url ?? "/", "http://stub").searchParams.get("to") ?? "/";
    redirect(response, 302, target);
  });
  routes.set("/missing", (_request, response) => send(response, 404, { "content-type": "text/html" }, "<h1>Not found</h1>"));
  routes.set("/report.pdf", (_request, response) =>
    send(response, 200, { "content-type": "application/pdf" }, "%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"),
  );
  routes.set("/api/article.json", (_request, response) =>
    send(response, 200, { "content-type": "application/json" }, JSON.stringify({ title: "Not a page" })),
  );
  // Headers, a first piece of the page, then silence until the client gives up.
  routes.set("/stall/body", (_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.write(english.subarray(0, 1024));
  });
  routes.set("/stall/headers", () => undefined);
  routes.set("/huge/with-length", (_request, response) => {
    response.writeHead(200, { "content-type": "text/html", "content-length": HUGE_PREFIX.length + HUGE_BYTES });
    streamFiller(response, HUGE_BYTES);
  });
  routes.set("/huge/chunked", (_request, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    streamFiller(response, HUGE_BYTES);
  });
  return routes;
}

export async function startArticleSite(port = 0): Promise<ArticleSite> {
  const routes = buildRoutes();
  const requests: ArticleSite["requests"] = [];
  const site = { origin: "" };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://stub").pathname;
    requests.push({ path: request.url ?? "/", headers: request.headers });
    response.on("error", () => undefined);
    const loop = /^\/loop\/(\d+)$/.exec(path);
    if (loop) return redirect(response, 302, `/loop/${Number(loop[1]) + 1}`);
    const handler = routes.get(path);
    if (handler) return handler(request, response, site);
    send(response, 404, { "content-type": "text/html" }, "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: site.origin,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
