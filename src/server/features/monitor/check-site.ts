import { MONITOR_LIMITS, type FailedArticle, type SiteCheck } from "@/shared/monitor/contracts";
import { plural } from "@/shared/plural";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import type { monitoredWebsites } from "../../core/db/schema";
import type { Logger } from "../../core/logger";
import { fetchArticle } from "../../core/web/fetch-article";
import { guardedFetch, HTML_MEDIA_TYPES, type GuardedResponse } from "../../core/web/guarded-fetch";
import { normalizeUrl } from "../../core/web/normalize-url";
import { decodeHtml } from "../../core/web/decode";
import { analyzeForReview, knownSourceUrls } from "../news";
import { commonFeedUrls, declaredFeeds, FEED_MEDIA_TYPES, parseFeedEntries, type FeedEntry } from "./feeds";
import type { HostQueue } from "./host-queue";

export type Website = typeof monitoredWebsites.$inferSelect;

export type CheckDeps = {
  db: Database;
  ai: AiEngine;
  logger: Logger;
  /** FETCH_ALLOW_PRIVATE: tests only. */
  allowPrivateFetch: boolean;
  /** Per request to the site. */
  fetchTimeoutMs: number;
  hosts: HostQueue;
  signal: AbortSignal;
  /**
   * Writes a new item and counts it for the run, in one transaction: a run taken over after a
   * crash counts every item it made, once. Returns false when the address is already an item.
   */
  saveItem: (values: Awaited<ReturnType<typeof analyzeForReview>>) => Promise<boolean>;
};

/** What a check found, and what to remember for the next one. */
export type CheckOutcome = SiteCheck & {
  discoveredFeedUrl: string | null;
  validators: { etag: string | null; lastModified: string | null; for: string | null };
};

class SiteError extends Error {}

/**
 * One site's check (monitor issue §2): find its feed (the RSS address given, else the feed the page
 * declares, else a common feed path or news sitemap), ask for it conditionally, and turn entries
 * whose address is not yet an item into pending items, newest first, at most 20. Every request goes
 * through the guarded fetcher and waits its turn for its host.
 */
export async function checkSite(deps: CheckDeps, site: Website): Promise<CheckOutcome> {
  const noValidators = { etag: null, lastModified: null, for: null };
  try {
    const feed = await readSiteFeed(deps, site);
    if (feed.unchanged) {
      return {
        status: "unchanged",
        new_items: 0,
        error: null,
        feed_url: feed.url,
        failed_articles: [],
        discoveredFeedUrl: feed.discovered,
        validators: feed.validators,
      };
    }
    const { created, failures } = await ingestEntries(deps, feed.entries);
    const allFailed = created === 0 && failures.length > 0;
    return {
      status: allFailed ? "failed" : "ok",
      new_items: created,
      // The card lists each article with its reason; this says how many.
      error: failures.length === 0 ? null : `${plural(failures.length, "article")} could not be read`,
      feed_url: feed.url,
      failed_articles: failures,
      discoveredFeedUrl: feed.discovered,
      // A run whose articles all failed asks for the whole feed again next time.
      validators: allFailed ? noValidators : feed.validators,
    };
  } catch (error) {
    if (deps.signal.aborted) throw error;
    return {
      status: "failed",
      new_items: 0,
      error: (error as Error).message,
      feed_url: site.rssFeedUrl ?? site.discoveredFeedUrl,
      failed_articles: [],
      discoveredFeedUrl: site.discoveredFeedUrl,
      validators: noValidators,
    };
  }
}

type SiteFeed =
  | { unchanged: true; url: string; discovered: string | null; validators: CheckOutcome["validators"] }
  | { unchanged: false; url: string; discovered: string | null; validators: CheckOutcome["validators"]; entries: FeedEntry[] };

async function readSiteFeed(deps: CheckDeps, site: Website): Promise<SiteFeed> {
  const known = site.rssFeedUrl ?? site.discoveredFeedUrl;
  if (known) {
    const conditional = site.feedValidatorsFor === known;
    const response = await fetchFeed(deps, known, conditional ? site : null);
    const validators = { etag: response.etag, lastModified: response.lastModified, for: known };
    const discovered = site.rssFeedUrl ? null : known;
    if (response.status === 304) return { unchanged: true, url: known, discovered, validators };
    const entries = parseFeedEntries(textOf(response), known);
    if (entries) return { unchanged: false, url: known, discovered, validators, entries };
    if (site.rssFeedUrl) throw new SiteError("The RSS feed address does not lead to an RSS, Atom or JSON feed or a sitemap.");
    // The feed found last time has gone: look again.
  }
  return discoverFeed(deps, site.url);
}

async function discoverFeed(deps: CheckDeps, siteUrl: string): Promise<SiteFeed> {
  const page = await inTurn(deps, siteUrl, () =>
    guardedFetch(siteUrl, {
      allowPrivate: deps.allowPrivateFetch,
      accept: HTML_MEDIA_TYPES,
      timeoutMs: deps.fetchTimeoutMs,
      signal: deps.signal,
    }),
  );
  const { html } = decodeHtml(page.body, page.charset);
  const candidates = [...declaredFeeds(html, page.url.toString()), ...commonFeedUrls(page.url.toString())];
  for (const candidate of candidates) {
    let response: GuardedResponse;
    try {
      response = await fetchFeed(deps, candidate, null);
    } catch (error) {
      if (deps.signal.aborted) throw error;
      continue;
    }
    const entries = parseFeedEntries(textOf(response), candidate);
    if (entries) {
      const validators = { etag: response.etag, lastModified: response.lastModified, for: candidate };
      return { unchanged: false, url: candidate, discovered: candidate, validators, entries };
    }
  }
  throw new SiteError(
    "No feed was found: the page declares none and there is none at the usual addresses. Add the site's RSS feed address.",
  );
}

function fetchFeed(deps: CheckDeps, url: string, validatorsOf: Website | null): Promise<GuardedResponse> {
  const headers: Record<string, string> = {};
  if (validatorsOf?.feedEtag) headers["if-none-match"] = validatorsOf.feedEtag;
  if (validatorsOf?.feedLastModified) headers["if-modified-since"] = validatorsOf.feedLastModified;
  return inTurn(deps, url, () =>
    guardedFetch(url, {
      allowPrivate: deps.allowPrivateFetch,
      accept: FEED_MEDIA_TYPES,
      headers: Object.keys(headers).length > 0 ? headers : undefined,
      timeoutMs: deps.fetchTimeoutMs,
      signal: deps.signal,
    }),
  );
}

const textOf = (response: GuardedResponse) => decodeHtml(response.body, response.charset).html;

/** New entries become pending items, one article at a time per host; a failure skips that article. */
async function ingestEntries(deps: CheckDeps, entries: FeedEntry[]): Promise<{ created: number; failures: FailedArticle[] }> {
  const normalized = entries.flatMap((entry) => {
    try {
      return [{ ...entry, normalized: normalizeUrl(entry.url) }];
    } catch {
      return [];
    }
  });
  const known = await knownSourceUrls(deps.db, normalized.map((entry) => entry.normalized));
  const fresh = normalized.filter((entry) => !known.has(entry.normalized)).slice(0, MONITOR_LIMITS.newItemsPerSite);
  let created = 0;
  const failures: FailedArticle[] = [];
  for (const entry of fresh) {
    if (deps.signal.aborted) throw deps.signal.reason;
    try {
      const article = await inTurn(deps, entry.url, () =>
        fetchArticle(entry.url, { allowPrivate: deps.allowPrivateFetch, timeoutMs: deps.fetchTimeoutMs, signal: deps.signal }),
      );
      if (!article.publishedAt && entry.publishedAt) article.publishedAt = entry.publishedAt;
      if (await deps.saveItem(await analyzeForReview(deps, article))) created += 1;
    } catch (error) {
      if (deps.signal.aborted) throw error;
      failures.push({ url: entry.url, reason: (error as Error).message });
      deps.logger.warn(`[monitor] could not read ${entry.url}: ${(error as Error).message}`);
    }
  }
  return { created, failures };
}

function inTurn<T>(deps: CheckDeps, url: string, work: () => Promise<T>): Promise<T> {
  return deps.hosts.run(new URL(url).host, work);
}
