import { detectLanguage } from "../ai/language";
import type { LookupHost } from "./address-guard";
import { decodeHtml } from "./decode";
import { extractArticle } from "./extract-article";
import { guardedFetch, HTML_MEDIA_TYPES } from "./guarded-fetch";
import { normalizeUrl } from "./normalize-url";

export type FetchedArticle = {
  /** Normalized final URL, after redirects. */
  sourceUrl: string;
  /** Normalized form of what the user pasted. */
  requestedUrl: string;
  title: string;
  /** Plain text, paragraphs separated by "\n\n". */
  text: string;
  excerpt: string | null;
  siteName: string | null;
  byline: string | null;
  publishedAt: Date | null;
  /** ISO 639-1 code, or null when unknown. */
  language: string | null;
  /** The encoding the page was decoded with (TextDecoder's name: "utf-8", "gbk", "shift_jis"…). */
  charset: string;
};

export type FetchArticleOptions = {
  /** Config FETCH_ALLOW_PRIVATE; true only in tests. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  lookup?: LookupHost;
  signal?: AbortSignal;
  userAgent?: string;
};

/**
 * Fetches a page a user pasted and turns it into an article (news issue §1). Throws AppError:
 * bad_request for a refused address, remote_failed when the site cannot be reached, unprocessable
 * when the answer is not an HTML article within the size cap.
 */
export async function fetchArticle(url: string, options: FetchArticleOptions): Promise<FetchedArticle> {
  const requestedUrl = normalizeUrl(url.trim());
  const response = await guardedFetch(url.trim(), { ...options, accept: HTML_MEDIA_TYPES });
  const { html, charset } = decodeHtml(response.body, response.charset);
  const article = extractArticle(html);
  return {
    sourceUrl: normalizeUrl(response.url),
    requestedUrl,
    title: article.title,
    text: article.text,
    excerpt: article.excerpt,
    siteName: article.siteName,
    byline: article.byline,
    publishedAt: article.publishedAt,
    language: detectLanguage(`${article.title}\n${article.text}`, { declared: article.htmlLang }),
    charset,
  };
}
