import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commentsApi } from "@/client/lib/operations/comments";
import { withFallback } from "./comment-errors";
import { changeCachedComments } from "./use-list-comments";

export function useDeleteComment(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(() => commentsApi.delete({ params: { id } }), "Failed to delete comment"),
    onSuccess: (_result, id) =>
      changeCachedComments(queryClient, newsId, (comments) => comments.filter((comment) => comment.id !== id), -1),
  });
}
