import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import { findPublishedDate, parsePublishedDate } from "./published-date";

const now = new Date("2025-07-01T12:00:00Z");
const page = (head: string, body = "") => parseHTML(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`).document;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const iso = (document: Document) => findPublishedDate(document, now)?.toISOString() ?? null;

describe("findPublishedDate", () => {
  it("prefers JSON-LD over every meta tag and <time>", () => {
    const document = page(
      `${jsonLd({ "@type": "NewsArticle", datePublished: "2025-03-18T09:30:00-04:00" })}
       <meta property="article:published_time" content="2025-03-01T00:00:00Z">`,
      `<time datetime="2024-01-01">old</time>`,
    );
    expect(iso(document)).toBe("2025-03-18T13:30:00.000Z");
  });

  it("finds the article inside @graph and top-level arrays, before other typed objects", () => {
    const graph = {
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "WebPage", datePublished: "2020-05-05T00:00:00Z" },
        { "@type": ["NewsArticle", "Article"], datePublished: "2025-02-14T10:00:00+09:00" },
      ],
    };
    expect(iso(page(jsonLd(graph)))).toBe("2025-02-14T01:00:00.000Z");
    const array = [{ "@type": "BreadcrumbList" }, { "@type": "BlogPosting", datePublished: "2025-06-01" }];
    expect(iso(page(jsonLd(array)))).toBe("2025-06-01T00:00:00.000Z");
  });

  it("skips broken JSON-LD and moves on", () => {
    const document = page(
      `<script type="application/ld+json">{ "datePublished": "2025-01-01", }</script>
       <meta property="article:published_time" content="2025-05-20T14:30:00+09:00">`,
    );
    expect(iso(document)).toBe("2025-05-20T05:30:00.000Z");
  });

  it.each([
    ['<meta property="og:published_time" content="2025-04-01T08:00:00Z">', "2025-04-01T08:00:00.000Z"],
    ['<meta name="pubdate" content="2025-04-02T08:15:00+08:00">', "2025-04-02T00:15:00.000Z"],
    ['<meta name="publishdate" content="2025-04-03">', "2025-04-03T00:00:00.000Z"],
    ['<meta name="date" content="2025-04-04 10:00:00">', "2025-04-04T10:00:00.000Z"],
    ['<meta name="DC.date.issued" content="2025-04-05T00:00:00+0200">', "2025-04-04T22:00:00.000Z"],
  ])("reads %s", (head, expected) => {
    expect(iso(page(head))).toBe(expected);
  });

  it("keeps the order of trust between meta tags", () => {
    const document = page(
      `<meta name="date" content="2025-01-03">
       <meta property="og:published_time" content="2025-01-02">
       <meta property="article:published_time" content="2025-01-01">`,
    );
    expect(iso(document)).toBe("2025-01-01T00:00:00.000Z");
  });

  it("reads itemprop=datePublished from content, datetime or text", () => {
    expect(iso(page("", '<meta itemprop="datePublished" content="2025-03-03">'))).toBe("2025-03-03T00:00:00.000Z");
    expect(iso(page("", '<span itemprop="datePublished">2025-03-04T09:00:00Z</span>'))).toBe("2025-03-04T09:00:00.000Z");
  });

  it("prefers the article's <time> to one in a sidebar", () => {
    const document = page(
      "",
      `<aside><time datetime="2024-11-02T12:00:00Z">Nov 2</time></aside>
       <article><h1>Story</h1><time datetime="2025-06-03T07:45:00+02:00">3. Juni 2025</time></article>`,
    );
    expect(iso(document)).toBe("2025-06-03T05:45:00.000Z");
  });

  it("ignores invalid and future dates and falls through to the next source", () => {
    const document = page(
      `${jsonLd({ "@type": "NewsArticle", datePublished: "not yet" })}
       <meta property="article:published_time" content="2999-01-01T00:00:00Z">
       <meta name="pubdate" content="2025-06-30T09:00:00Z">`,
    );
    expect(iso(document)).toBe("2025-06-30T09:00:00.000Z");
  });

  it("returns null when nothing usable is there", () => {
    expect(iso(page("<title>No dates</title>", "<p>Hello</p>"))).toBeNull();
  });
});

describe("parsePublishedDate", () => {
  it("allows up to a day ahead (time zones) but not more", () => {
    expect(parsePublishedDate("2025-07-02T06:00:00Z", now)).not.toBeNull();
    expect(parsePublishedDate("2025-07-03T00:00:00Z", now)).toBeNull();
  });

  it.each(["0000-00-00", "1970-01-01T00:00:00Z", "2025-13-45", "", "2025", "yesterday"])("refuses %j", (value) => {
    expect(parsePublishedDate(value, now)).toBeNull();
  });

  it("reads RFC 2822 dates and epoch seconds", () => {
    expect(parsePublishedDate("Tue, 18 Mar 2025 13:30:00 GMT", now)?.toISOString()).toBe("2025-03-18T13:30:00.000Z");
    expect(parsePublishedDate("1742304600", now)?.toISOString()).toBe("2025-03-18T13:30:00.000Z");
  });
});
