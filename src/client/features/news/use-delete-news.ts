import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ok } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";
import { invalidateNews } from "./news-keys";
import { getNewsPath } from "@/shared/news/paths";
import { withFallback } from "./news-errors";

/** A hard delete, after the confirm 'Move this item to trash?' (spec §4). */
export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      withFallback(() => apiRequest<Ok>(getNewsPath(id), { method: "DELETE" }), "Failed to delete"),
    onSuccess: (_result, id) => void invalidateNews(queryClient, id),
  });
}
