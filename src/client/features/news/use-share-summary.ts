import { useMutation } from "@tanstack/react-query";
import type { ShareSummaryRequest } from "@/shared/news/contracts";
import { newsApi } from "@/client/lib/operations/news";
import { withFallback } from "./news-errors";

/** A platform-fit text to share (spec §7 social-share-summary). */
export function useShareSummary() {
  return useMutation({
    mutationFn: (input: ShareSummaryRequest) =>
      withFallback(() => newsApi.createShareSummary({ body: input }), "Failed to generate share summary"),
  });
}
