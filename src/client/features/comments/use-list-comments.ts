import { useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { ListCommentsResponse, Comment } from "@/shared/comments/contracts";
import { commentsApi } from "@/client/lib/operations/comments";
import { commentKeys } from "./comment-keys";

/**
 * An item's comments, newest first, a page at a time (the server's page size). Waits for the
 * session (`isEnabled`) so that a signed-in reader does not load the list twice.
 */
export function useListComments(newsId: string, viewerId: string | null, isEnabled = true) {
  return useInfiniteQuery({
    enabled: isEnabled,
    queryKey: commentKeys.list(newsId, viewerId),
    queryFn: ({ pageParam, signal }) =>
      commentsApi.list({ params: { id: newsId }, query: { cursor: pageParam || undefined } }, { signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

type CommentPages = InfiniteData<ListCommentsResponse, string>;

/**
 * Applies a change to the cached lists of an item at once, then refreshes them in the
 * background, so that the list answers the click without waiting for a round trip.
 */
export function changeCachedComments(
  queryClient: QueryClient,
  newsId: string,
  change: (comments: Comment[], pageIndex: number) => Comment[],
  totalDelta = 0,
): void {
  queryClient.setQueriesData<CommentPages>({ queryKey: commentKeys.item(newsId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            comments: change(page.comments, index),
            total: page.total + totalDelta,
          })),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: commentKeys.item(newsId) });
}
