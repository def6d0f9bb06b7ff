import { useInfiniteQuery } from "@tanstack/react-query";
import { listReviewResponseSchema, type NewsStatus } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { newsKeys } from "./news-keys";

/** Rows for the review table, newest first, page after page. Reviewers only (401/403 otherwise). */
export function useListReview(status: NewsStatus) {
  return useInfiniteQuery({
    queryKey: newsKeys.review(status),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status });
      if (pageParam) params.set("cursor", pageParam);
      return apiRequest(`/api/news/review?${params.toString()}`, { schema: listReviewResponseSchema, signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
