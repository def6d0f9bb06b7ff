import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ok } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";
import { withFallback } from "./comment-errors";
import { changeCachedComments } from "./use-list-comments";
import { commentPath } from "./use-update-comment";

export function useDeleteComment(newsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(() => apiRequest<Ok>(commentPath(id), { method: "DELETE" }), "Failed to delete comment"),
    onSuccess: (_result, id) =>
      changeCachedComments(queryClient, newsId, (comments) => comments.filter((comment) => comment.id !== id), -1),
  });
}
