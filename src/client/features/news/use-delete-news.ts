import { useMutation, useQueryClient } from "@tanstack/react-query";
import { okSchema } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";
import { invalidateNews } from "./news-keys";
import { getNewsPath } from "./use-get-news";
import { withFallback } from "./news-errors";

/** A hard delete, after the confirm 'Move this item to trash?' (spec §4). */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(() => apiRequest(getNewsPath(id), { method: "DELETE", schema: okSchema }), "Failed to delete"),
    onSuccess: (_result, id) => void invalidateNews(queryClient, id),
  });
}
