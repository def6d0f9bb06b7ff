import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ListNewsResponse } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { newsKeys, type NewsListFilters } from "./news-keys";

function listNewsPath({ q, tags, limit }: NewsListFilters, cursor?: string): string {
  const params = new URLSearchParams();
  const query = q.trim();
  if (query) params.set("q", query);
  for (const tag of tags) params.append("tag", tag);
  if (cursor) params.set("cursor", cursor);
  params.set("limit", String(limit));
  return `/api/news?${params.toString()}`;
}

function listNews(filters: NewsListFilters, cursor: string | undefined, signal: AbortSignal) {
  return apiRequest<ListNewsResponse>(listNewsPath(filters, cursor), { signal });
}

/** One page of published cards, newest first: home's Latest Insights and the ingest tool's latest 5. */
export function useListNews(filters: NewsListFilters) {
  return useQuery({
    queryKey: newsKeys.list(filters),
    queryFn: ({ signal }) => listNews(filters, undefined, signal),
    placeholderData: (previous) => previous,
  });
}

/** The feed, page after page ("Load more"). */
export function useListNewsPages(filters: NewsListFilters) {
  return useInfiniteQuery({
    queryKey: [...newsKeys.list(filters), "pages"],
    queryFn: ({ pageParam, signal }) => listNews(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: (previous) => previous,
  });
}
