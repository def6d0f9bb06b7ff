import { useQuery } from "@tanstack/react-query";
import type { NewsItem } from "@/shared/news/contracts";
import { getNewsPath } from "@/shared/news/paths";
import { apiRequest } from "@/client/lib/api";
import { newsKeys } from "./news-keys";


/** One item: published for anyone, pending too for reviewers. */
export function useGetNews(id: string | undefined) {
  return useQuery({
    queryKey: newsKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiRequest<NewsItem>(getNewsPath(id ?? ""), { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}
