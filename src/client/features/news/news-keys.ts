import { partialMatchKey, type QueryClient } from "@tanstack/react-query";
import type { EventType } from "@/shared/entities/vocabulary";
import type { NewsStatus } from "@/shared/news/contracts";
import { newsApi } from "@/client/lib/operations/news";

/**
 * `entity`: an entity's slug, for the items that mention it (the feed's `?entity=`, an entity page's News);
 * `event`: an event type, for the items that report one (the feed's `?event=`);
 * `group`: "story" for one card per story (the feed's `?group=story`).
 */
export type NewsListFilters = { q: string; tags: readonly string[]; entity?: string; event?: EventType; group?: "story"; limit: number };

/** One page of the feed as asked of GET /api/news: the query key is the request itself. */
export function listNewsInput({ q, tags, entity, event, group, limit }: NewsListFilters, cursor?: string) {
  return { query: { q: q.trim() || undefined, tag: [...tags], entity: entity || undefined, event, group, cursor, limit } };
}

const EDITING = "editing";

/** Query keys of the news feature (`newsApi.<operation>.key`); everything under `all` changes when an item does. */
export const newsKeys = {
  /** The feature's prefix of every `newsApi` key. */
  all: newsApi.list.key().slice(0, 1),
  list: (filters: NewsListFilters) => newsApi.list.key(listNewsInput(filters)),
  topics: () => newsApi.listTopics.key(),
  detail: (id: string) => newsApi.get.key({ params: { id } }),
  /** The item as the edit dialog opened it: fetched anew at every opening, never kept. */
  editing: (id: string) => [...newsKeys.detail(id), EDITING] as const,
  own: () => newsApi.listOwn.key(),
  review: (status: NewsStatus) => newsApi.listReview.key({ query: { status } }),
  credits: () => newsApi.getCredits.key(),
};

/**
 * After a save, publish, status change or delete: the feed, topics, review lists, latest 5 and
 * credits. A deleted item's own query is dropped instead, so that nothing asks for it again.
 * An open edit dialog keeps what it opened with (it reloads only when asked).
 * Mutations do not wait for it: a dialog closes at once and the lists refresh behind it.
 */
export function invalidateNews(queryClient: QueryClient, deletedId?: string): Promise<void> {
  if (deletedId) queryClient.removeQueries({ queryKey: newsKeys.detail(deletedId), exact: true });
  return queryClient.invalidateQueries({
    queryKey: newsKeys.all,
    predicate: ({ queryKey }) =>
      queryKey.at(-1) !== EDITING && !(deletedId && partialMatchKey(queryKey, newsKeys.detail(deletedId))),
  });
}
