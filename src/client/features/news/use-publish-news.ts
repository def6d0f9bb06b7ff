import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewsItem, CreateNewsRequest, UpdateNewsRequest } from "@/shared/news/contracts";
import { newsApi } from "@/client/lib/operations/news";
import { invalidateNews } from "./news-keys";
import { withFallback } from "./news-errors";
import { createNews } from "./use-create-news";
import { updateNews } from "./use-update-news";

const publishNews = (id: string) => newsApi.publish({ params: { id } });

export const NO_ID_MESSAGE = "No ID returned from save";

type PublishNewsInput = {
  id: string;
  changes?: UpdateNewsRequest;
  /** Told as soon as the changes are saved, even if the publication then fails. */
  onSaved?: (saved: NewsItem) => void;
};

/** Review modal: saves the editor's unsaved changes first, then publishes (spec §2 /review). */
export function usePublishNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, onSaved }: PublishNewsInput) =>
      withFallback(async () => {
        if (changes) onSaved?.(await updateNews({ id, changes }));
        return publishNews(id);
      }, "Failed to publish"),
    onSuccess: () => void invalidateNews(queryClient),
  });
}

type PublishDraftInput = {
  draft: CreateNewsRequest;
  savedId: string | null;
  /** Told as soon as the save succeeds, even if the publication then fails. */
  onSaved: (id: string) => void;
};

/**
 * Ingest tool: Publish saves, then publishes (spec §2 /news, §5). A draft saved before
 * (`savedId`) is published as it is, so that a retry does not save the URL twice.
 */
export function usePublishDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, savedId, onSaved }: PublishDraftInput) => {
      let id = savedId;
      if (!id) {
        id = (await createNews(draft)).id;
        if (!id) throw new Error(NO_ID_MESSAGE);
        onSaved(id);
      }
      return publishNews(id);
    },
    meta: { handlesErrors: true },
    onSettled: () => void invalidateNews(queryClient),
  });
}
