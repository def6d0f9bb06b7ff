import { useQuery } from "@tanstack/react-query";
import { newsItemSchema } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { newsKeys } from "./news-keys";

export function getNewsPath(id: string): string {
  return `/api/news/${encodeURIComponent(id)}`;
}

/** One item: published for anyone, pending too for reviewers. */
export function useGetNews(id: string | undefined) {
  return useQuery({
    queryKey: newsKeys.detail(id ?? ""),
    queryFn: ({ signal }) => apiRequest(getNewsPath(id ?? ""), { schema: newsItemSchema, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}
