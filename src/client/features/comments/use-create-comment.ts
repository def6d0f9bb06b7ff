import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "@/shared/comments/contracts";
import { apiRequest } from "@/client/lib/api";
import { withFallback } from "./comment-errors";
import { changeCachedComments, commentsPath } from "./use-list-comments";

export function useCreateComment(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      withFallback(
        () => apiRequest<Comment>(commentsPath(newsId), { method: "POST", body: { content } }),
        "Failed to add comment",
      ),
    onSuccess: (comment) =>
      changeCachedComments(queryClient, newsId, (comments, page) => (page === 0 ? [comment, ...comments] : comments), 1),
  });
}
