import { useInfiniteQuery } from "@tanstack/react-query";
import type { ListReviewResponse, NewsStatus } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { newsKeys } from "./news-keys";

/** Rows for the review table, newest first, page after page. Reviewers only (401/403 otherwise). */
export function useListReview(status: NewsStatus) {
  return useInfiniteQuery({
    queryKey: newsKeys.review(status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status });
      if (pageParam) params.set("cursor", pageParam);
      return apiRequest<ListReviewResponse>(`/api/news/review?${params.toString()}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
