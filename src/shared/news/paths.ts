import { newsEndpoints } from "./endpoints";

/**
 * The URL of one news item's GET, as the browser's typed client fills it in: the server answers it
 * inside /news/{id} (page data, keyed by this URL), and the page's first call takes that answer.
 */
export function getNewsPath(id: string): string {
  return newsEndpoints.get.path.replace("{id}", encodeURIComponent(id));
}

export const NEWS_FEED_FORMATS = ["rss", "atom", "json"] as const;
export type NewsFeedFormat = (typeof NEWS_FEED_FORMATS)[number];

type FeedFilters = { q?: string | null; tags?: readonly string[]; entity?: string | null; event?: string | null };

/** The feed's filters as a query string (`?q=…&tag=…&entity=…&event=…`, "" for none). */
function feedQuery(filters: FeedFilters): string {
  const query = new URLSearchParams();
  if (filters.q?.trim()) query.set("q", filters.q.trim());
  for (const tag of filters.tags ?? []) query.append("tag", tag);
  if (filters.entity) query.set("entity", filters.entity);
  if (filters.event) query.set("event", filters.event);
  const search = query.toString();
  return search ? `?${search}` : "";
}

/** /news for these filters: `/news?q=…&tag=…`. */
export function newsPagePath(filters: FeedFilters = {}): string {
  return `/news${feedQuery(filters)}`;
}

/** The feed of /news for these filters in a reader's format: `/feeds/news.rss?q=…&tag=…`. */
export function newsFeedPath(format: NewsFeedFormat, filters: FeedFilters = {}): string {
  return `/feeds/news.${format}${feedQuery(filters)}`;
}
