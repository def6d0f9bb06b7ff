import { useQuery } from "@tanstack/react-query";
import type { NewsItem } from "@/shared/news/contracts";
import { getNewsPath } from "@/shared/news/paths";
import { takePageData } from "@/client/lib/api";
import { newsApi } from "@/client/lib/operations/news";
import { newsKeys } from "./news-keys";

// The same URL as the server's page data for /news/{id} (features/news/page-data.ts).
const getNews = (id: string, signal: AbortSignal) => newsApi.get({ params: { id } }, { signal });

/**
 * One item: published for anyone, pending too for reviewers. The page's own data, when the server
 * sent it, is there from the first render: the page drawn in the first HTML is replaced in place.
 */
export function useGetNews(id: string | undefined) {
  return useQuery({
    queryKey: newsKeys.detail(id ?? ""),
    queryFn: ({ signal }) => getNews(id ?? "", signal),
    initialData: () => (id ? takePageData<NewsItem>(getNewsPath(id)) : undefined),
    enabled: Boolean(id),
    retry: false,
  });
}

/**
 * The item to edit, as stored now (issue 15 §6): each opening of the dialog asks the server
 * (nothing kept once it closes), and no refetch changes it underneath the editor's typing.
 */
export function useGetNewsToEdit(id: string) {
  return useQuery({
    queryKey: newsKeys.editing(id),
    queryFn: ({ signal }) => getNews(id, signal),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
