import { useMutation, useQueryClient } from "@tanstack/react-query";
import { newsApi } from "@/client/lib/operations/news";
import { newsKeys } from "./news-keys";

/** URL in, English title, summary, tags and entities out (spec §7 news-ingest). */
export function useIngestNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => newsApi.ingest({ body: { url } }),
    // The ingest tool shows its errors inline and in a toast with the spec's fallback.
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsKeys.credits() }),
  });
}
