import { detectLanguage } from "../ai/language";
import { decodeHtml } from "./decode";
import { extractArticle, type ExtractedArticle } from "./extract-article";
import { guardedFetch, HTML_MEDIA_TYPES, type GuardedFetchOptions } from "./guarded-fetch";
import { normalizeUrl } from "./normalize-url";

export type FetchedArticle = Omit<ExtractedArticle, "htmlLang"> & {
  /** Normalized final URL, after redirects. */
  sourceUrl: string;
  /** Normalized form of what the user pasted. */
  requestedUrl: string;
  /** ISO 639-1 code, or null when unknown. */
  language: string | null;
  /** The encoding the page was decoded with (TextDecoder's name: "utf-8", "gbk", "shift_jis"…). */
  charset: string;
};

export type FetchArticleOptions = Omit<GuardedFetchOptions, "accept" | "headers" | "isAllowedAddress">;

/**
 * Fetches a page a user pasted and turns it into an article (news issue §1). Throws AppError:
 * bad_request for a refused address, remote_failed when the site cannot be reached, unprocessable
 * when the answer is not an HTML article within the size cap.
 */
export async function fetchArticle(url: string, options: FetchArticleOptions): Promise<FetchedArticle> {
  const requestedUrl = normalizeUrl(url.trim());
  const response = await guardedFetch(url.trim(), { ...options, accept: HTML_MEDIA_TYPES });
  const { html, charset } = decodeHtml(response.body, response.charset);
  const { htmlLang, ...article } = extractArticle(html);
  return {
    ...article,
    sourceUrl: normalizeUrl(response.url),
    requestedUrl,
    language: detectLanguage(`${article.title}\n${article.text}`, { declared: htmlLang }),
    charset,
  };
}
