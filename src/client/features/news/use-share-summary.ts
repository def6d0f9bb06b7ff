import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { ShareSummaryResponse, shareSummaryRequestSchema } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { withFallback } from "./news-errors";

// `variant` asks for a different wording on Regenerate; a server that ignores it repeats itself.
export type ShareSummaryRequest = z.input<typeof shareSummaryRequestSchema> & { variant?: number };

/** A platform-fit text to share (spec §7 social-share-summary). */
export function useShareSummary() {
  return useMutation({
    mutationFn: (input: ShareSummaryRequest) =>
      withFallback(
        () =>
          apiRequest<ShareSummaryResponse>("/api/news/share-summary", { method: "POST", body: input }),
        "Failed to generate share summary",
      ),
  });
}
