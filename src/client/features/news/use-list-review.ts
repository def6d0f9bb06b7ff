import { useInfiniteQuery } from "@tanstack/react-query";
import type { ListReviewResponse, NewsStatus } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { newsKeys } from "./news-keys";

/** Review-table rows from `path`, newest first, page after page. */
function useListRows(queryKey: readonly unknown[], path: string, query: Record<string, string>, enabled = true) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set("cursor", pageParam);
      return apiRequest<ListReviewResponse>(`${path}?${params.toString()}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
  });
}

/** Rows for the review table. Reviewers only (401/403 otherwise). */
export function useListReview(status: NewsStatus) {
  return useListRows(newsKeys.review(status), "/api/news/review", { status });
}

/** The signed-in user's own drafts and publications, in every status (issue 15 §5). */
export function useListOwnNews({ enabled }: { enabled: boolean }) {
  return useListRows(newsKeys.own(), "/api/news/mine", {}, enabled);
}
