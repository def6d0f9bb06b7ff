import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { AppError } from "../errors";
import { normalizeWhitespace, paragraphsOf } from "./article-text";
import { cleanTitle } from "./article-title";
import { looksLikeArticle } from "./looks-like-article";
import { findPublishedDate } from "./published-date";

export type ExtractedArticle = {
  title: string;
  /** Paragraphs separated by a blank line. */
  text: string;
  excerpt: string | null;
  siteName: string | null;
  byline: string | null;
  publishedAt: Date | null;
  /** The primary language the page declares, as written (`<html lang>`). */
  htmlLang: string | null;
};

export function extractArticle(html: string, options: { now?: Date } = {}): ExtractedArticle {
  const { document } = parseHTML(completeDocument(html));
  // Readability strips scripts and metadata from the document it reads, so these come first.
  const metadata = readMetadata(document);
  const publishedAt = findPublishedDate(document, options.now);

  const parsed = new Readability<Node>(document, { serializer: (node) => node }).parse();
  const paragraphs = parsed?.content ? paragraphsOf(parsed.content) : [];
  const siteName = metadata.siteName ?? nonEmpty(parsed?.siteName);
  const rawTitle = metadata.ogTitle ?? nonEmpty(parsed?.title) ?? metadata.documentTitle ?? "";
  const title = cleanTitle(rawTitle, { siteNames: [siteName, metadata.applicationName], headings: metadata.headings });
  // Readability keeps the headline when it sits in the same container as the story.
  if (paragraphs[0] === title) paragraphs.shift();
  const text = paragraphs.join("\n\n");
  if (!parsed || !looksLikeArticle(text)) {
    throw new AppError("unprocessable", "This page does not look like an article: no article text was found.");
  }
  return {
    title,
    text,
    excerpt: nonEmpty(parsed.excerpt),
    siteName,
    byline: nonEmpty(parsed.byline),
    publishedAt,
    htmlLang: metadata.htmlLang,
  };
}

// The run of head elements a page may start with when it leaves out <head> (HTML Standard 13.2.6.4.4).
const LEADING_HEAD =
  /^(?:\s+|<!--[\s\S]*?-->|<\/?head\b[^>]*>|<(?:meta|link|base)\b[^>]*>|<(title|script|style|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>)*/i;

/**
 * linkedom is not a full HTML5 parser: without <html> its document element is the first tag, and
 * without <body> Readability finds nothing. Browsers infer both, so the missing tags are added.
 */
function completeDocument(html: string): string {
  if (/<html[\s>]/i.test(html) && /<body[\s>]/i.test(html)) return html;
  const htmlTag = /<html\b[^>]*>/i.exec(html)?.[0] ?? "<html>";
  const inner = html.replace(/<!doctype[^>]*>|<html\b[^>]*>|<\/html\s*>/gi, "");
  if (/<body[\s>]/i.test(inner)) return `<!DOCTYPE html>${htmlTag}${inner}</html>`;
  const head = LEADING_HEAD.exec(inner)?.[0] ?? "";
  const body = inner.slice(head.length);
  return `<!DOCTYPE html>${htmlTag}<head>${head.replace(/<\/?head\b[^>]*>/gi, "")}</head><body>${body}</body></html>`;
}

function readMetadata(document: Document) {
  const meta = (key: string) => {
    for (const element of document.querySelectorAll("meta")) {
      const name = (element.getAttribute("property") ?? element.getAttribute("name") ?? "").trim().toLowerCase();
      if (name === key) return nonEmpty(element.getAttribute("content"));
    }
    return null;
  };
  return {
    ogTitle: meta("og:title"),
    siteName: meta("og:site_name"),
    applicationName: meta("application-name"),
    documentTitle: nonEmpty(document.querySelector("title")?.textContent),
    headings: [...document.querySelectorAll("h1")].map((heading) => heading.textContent ?? ""),
    htmlLang: nonEmpty(document.documentElement?.getAttribute("lang")),
  };
}

function nonEmpty(value: string | null | undefined): string | null {
  const normalized = normalizeWhitespace(value ?? "");
  return normalized || null;
}
