import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Comment } from "@/shared/comments/contracts";
import { apiRequest } from "@/client/lib/api";
import { withFallback } from "./comment-errors";
import { changeCachedComments } from "./use-list-comments";

export function commentPath(id: string): string {
  return `/api/comments/${encodeURIComponent(id)}`;
}

export function useUpdateComment(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      withFallback(
        () => apiRequest<Comment>(commentPath(id), { method: "PUT", body: { content } }),
        "Failed to update comment",
      ),
    onSuccess: (updated) =>
      changeCachedComments(queryClient, newsId, (comments) =>
        comments.map((comment) => (comment.id === updated.id ? updated : comment)),
      ),
  });
}
