import { useInfiniteQuery } from "@tanstack/react-query";
import type { ListReviewResponse, NewsStatus } from "@/shared/news/contracts";
import { newsApi } from "@/client/lib/operations/news";
import { newsKeys } from "./news-keys";

/** Review-table rows, newest first, page after page. */
function useListRows(
  queryKey: readonly unknown[],
  listPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListReviewResponse>,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => listPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
  });
}

/** Rows for the review table. Reviewers only (401/403 otherwise). */
export function useListReview(status: NewsStatus) {
  return useListRows(newsKeys.review(status), (cursor, signal) => newsApi.listReview({ query: { status, cursor } }, { signal }));
}

/** The signed-in user's own drafts and publications, in every status (issue 15 §5). */
export function useListOwnNews({ enabled }: { enabled: boolean }) {
  return useListRows(newsKeys.own(), (cursor, signal) => newsApi.listOwn({ query: { cursor } }, { signal }), enabled);
}
