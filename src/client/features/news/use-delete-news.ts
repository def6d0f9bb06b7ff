import { useMutation, useQueryClient } from "@tanstack/react-query";
import { newsApi } from "@/client/lib/operations/news";
import { invalidateNews } from "./news-keys";
import { withFallback } from "./news-errors";

/** A hard delete, after the confirm 'Move this item to trash?' (spec §4). */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(() => newsApi.delete({ params: { id } }), "Failed to delete"),
    onSuccess: (_result, id) => void invalidateNews(queryClient, id),
  });
}
