const DAY_MS = 24 * 60 * 60 * 1000;
// Older "dates" are placeholders (the epoch, 0000-00-00); no site we ingest predates the web.
const EARLIEST = Date.UTC(1990, 0, 1);
const ARTICLE_TYPE = /Article|BlogPosting|Report|Posting/i;
const DATE_META_NAMES = ["pubdate", "publishdate", "publish-date", "date", "dc.date.issued", "dcterms.issued"];

/**
 * The publication date, from the most trusted source that holds a usable one (news issue §1):
 * JSON-LD, article:published_time, og:published_time, date meta names, itemprop, <time>.
 * Call it before Readability, which removes scripts and metadata from the document.
 */
export function findPublishedDate(document: Document, now: Date = new Date()): Date | null {
  for (const value of candidateValues(document)) {
    const date = parsePublishedDate(value, now);
    if (date) return date;
  }
  return null;
}

function* candidateValues(document: Document): Generator<string> {
  yield* jsonLdDates(document);
  const metas = [...document.querySelectorAll("meta")].map((meta) => ({
    key: (meta.getAttribute("property") ?? meta.getAttribute("name") ?? "").trim().toLowerCase(),
    content: meta.getAttribute("content") ?? "",
  }));
  const metaValues = (keys: string[]) =>
    keys.flatMap((key) => metas.filter((meta) => meta.key === key).map((meta) => meta.content));
  yield* metaValues(["article:published_time"]);
  yield* metaValues(["og:published_time"]);
  yield* metaValues(DATE_META_NAMES);
  for (const element of document.querySelectorAll("[itemprop]")) {
    if (!element.getAttribute("itemprop")?.split(/\s+/).includes("datePublished")) continue;
    yield element.getAttribute("content") ?? element.getAttribute("datetime") ?? element.textContent ?? "";
  }
  // A <time> marked as the publication, then one inside the article, then any; sidebars have dates too.
  const times = [...document.querySelectorAll("time")].filter((time) => time.hasAttribute("datetime"));
  const ordered = [
    ...times.filter((time) => time.hasAttribute("pubdate")),
    ...times.filter((time) => time.closest("article")),
    ...times,
  ];
  for (const time of ordered) yield time.getAttribute("datetime") ?? "";
}

function* jsonLdDates(document: Document): Generator<string> {
  const objects: Record<string, unknown>[] = [];
  for (const script of document.querySelectorAll("script")) {
    if (!/^application\/ld\+json\b/i.test(script.getAttribute("type")?.trim() ?? "")) continue;
    try {
      collectObjects(JSON.parse(script.textContent ?? ""), objects, 0);
    } catch {
      // Broken JSON-LD is common; the meta tags below are the fallback.
    }
  }
  const isArticle = (object: Record<string, unknown>) => [object["@type"]].flat().some((type) => typeof type === "string" && ARTICLE_TYPE.test(type));
  for (const object of [...objects.filter(isArticle), ...objects.filter((object) => !isArticle(object))]) {
    for (const value of [object.datePublished].flat()) if (typeof value === "string") yield value;
  }
}

function collectObjects(value: unknown, into: Record<string, unknown>[], depth: number): void {
  if (depth > 8 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) collectObjects(item, into, depth + 1);
    return;
  }
  const object = value as Record<string, unknown>;
  into.push(object);
  for (const child of Object.values(object)) collectObjects(child, into, depth + 1);
}

/**
 * A date from metadata, or null if it cannot be read, is implausibly old, or lies more than a day
 * ahead. Date-times without a zone are read as UTC so the result does not depend on the server.
 */
export function parsePublishedDate(raw: string, now: Date = new Date()): Date | null {
  const value = raw.trim();
  if (!value) return null;
  const time = parseTime(value);
  if (Number.isNaN(time) || time < EARLIEST || time > now.getTime() + DAY_MS) return null;
  return new Date(time);
}

function parseTime(value: string): number {
  if (/^\d{10}$/.test(value)) return Number(value) * 1000;
  if (/^\d{13}$/.test(value)) return Number(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`);
  const iso = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i.exec(value);
  if (iso) {
    const [, date, clock, zone] = iso;
    return Date.parse(`${date}T${clock!.replace(",", ".")}${normalizeZone(zone)}`);
  }
  if (/^\d+$/.test(value)) return Number.NaN;
  return Date.parse(value);
}

function normalizeZone(zone: string | undefined): string {
  if (!zone || zone.toUpperCase() === "Z") return "Z";
  const digits = zone.slice(1).replace(":", "");
  return `${zone[0]}${digits.slice(0, 2)}:${digits.slice(2, 4) || "00"}`;
}
