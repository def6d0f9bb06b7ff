import type { QueryClient } from "@tanstack/react-query";
import type { NewsStatus } from "@/shared/news/contracts";

export type NewsListFilters = { q: string; tags: readonly string[]; limit: number };

/** Query keys of the news feature; everything under `all` changes when an item does. */
export const newsKeys = {
  all: ["news"] as const,
  lists: () => [...newsKeys.all, "list"] as const,
  list: (filters: NewsListFilters) => [...newsKeys.lists(), filters] as const,
  topics: () => [...newsKeys.all, "topics"] as const,
  detail: (id: string) => [...newsKeys.all, "detail", id] as const,
  /** The item as the edit dialog opened it: fetched anew at every opening, never kept. */
  editing: (id: string) => [...newsKeys.all, "editing", id] as const,
  own: () => [...newsKeys.all, "own"] as const,
  reviews: () => [...newsKeys.all, "review"] as const,
  review: (status: NewsStatus) => [...newsKeys.reviews(), status] as const,
  credits: () => [...newsKeys.all, "credits"] as const,
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
    predicate: (query) => query.queryKey[1] !== "editing" && (!deletedId || query.queryKey[2] !== deletedId),
  });
}
