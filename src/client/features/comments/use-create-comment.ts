import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentsApi } from "@/client/lib/operations/comments";
import { withFallback } from "./comment-errors";
import { changeCachedComments } from "./use-list-comments";

export function useCreateComment(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      withFallback(
        () => commentsApi.create({ params: { id: newsId }, body: { content } }),
        "Failed to add comment",
      ),
    onSuccess: (comment) =>
      changeCachedComments(queryClient, newsId, (comments, page) => (page === 0 ? [comment, ...comments] : comments), 1),
  });
}
