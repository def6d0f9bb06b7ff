import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateNewsRequest } from "@/shared/news/contracts";
import { newsApi } from "@/client/lib/operations/news";
import { invalidateNews } from "./news-keys";
import { withFallback } from "./news-errors";

export type UpdateNewsInput = { id: string; changes: UpdateNewsRequest };

export function updateNews({ id, changes }: UpdateNewsInput) {
  return newsApi.update({ params: { id }, body: changes });
}

/**
 * Saves an edited item; a status change is a save with the new status (spec §4).
 * `fallback` is the spec's message for the action: 'Failed to save' or 'Failed to change status'.
 */
export function useUpdateNews(fallback: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNewsInput) => withFallback(() => updateNews(input), fallback),
    onSuccess: () => void invalidateNews(queryClient),
  });
}
