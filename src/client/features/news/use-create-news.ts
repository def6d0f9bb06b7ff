import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateNewsRequest } from "@/shared/news/contracts";
import { newsApi } from "@/client/lib/operations/news";
import { invalidateNews } from "./news-keys";

export function createNews(input: CreateNewsRequest) {
  return newsApi.create({ body: input });
}

/** Save as Draft: a new pending item from the ingest tool (spec §4). */
export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    // The ingest tool shows its errors inline and in a toast with the spec's fallback.
    meta: { handlesErrors: true },
    onSuccess: () => void invalidateNews(queryClient),
  });
}
