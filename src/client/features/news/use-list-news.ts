import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { newsApi } from "@/client/lib/operations/news";
import { listNewsInput, newsKeys, type NewsListFilters } from "./news-keys";

function listNews(filters: NewsListFilters, cursor: string | undefined, signal: AbortSignal) {
  return newsApi.list(listNewsInput(filters, cursor), { signal });
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
