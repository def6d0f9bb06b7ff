import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { invalidateNews } from "./news-keys";
import { withFallback } from "./news-errors";

/** A hard delete, after the confirm 'Move this item to trash?' (spec §4). */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(() => api.news.delete({ params: { id } }), "Failed to delete"),
    onSuccess: (_result, id) => void invalidateNews(queryClient, id),
  });
}
