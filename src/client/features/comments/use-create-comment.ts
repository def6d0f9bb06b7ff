import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { withFallback } from "./comment-errors";
import { changeCachedComments } from "./use-list-comments";

export function useCreateComment(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      withFallback(
        () => api.comments.create({ params: { id: newsId }, body: { content } }),
        "Failed to add comment",
      ),
    onSuccess: (comment) =>
      changeCachedComments(queryClient, newsId, (comments, page) => (page === 0 ? [comment, ...comments] : comments), 1),
  });
}
