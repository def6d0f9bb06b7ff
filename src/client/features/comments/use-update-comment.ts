import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentsApi } from "@/client/lib/operations/comments";
import { withFallback } from "./comment-errors";
import { changeCachedComments } from "./use-list-comments";

export function useUpdateComment(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      withFallback(
        () => commentsApi.update({ params: { id }, body: { content } }),
        "Failed to update comment",
      ),
    onSuccess: (updated) =>
      changeCachedComments(queryClient, newsId, (comments) =>
        comments.map((comment) => (comment.id === updated.id ? updated : comment)),
      ),
  });
}
