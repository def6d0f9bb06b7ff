import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import type { SearchPatentsResponse } from "@/shared/patents/contracts";
import { PATENT_LIMITS, SEARCH_FAILED_MESSAGE, SEARCH_FAILED_TITLE, patentSearchPath, type PatentFilters } from "@/shared/patents/options";
import { apiRequest } from "@/client/lib/api";
import { waitUntilElapsed } from "./search-delay";

export type SearchPatentsVariables = { query: string; filters: PatentFilters; isShortcut?: boolean };
export type SampleDelays = { searchDelayMs: number; shortcutDelayMs: number };

/**
 * One patent search. Sample answers keep the spec's simulated delays (agents §9) as a minimum, so
 * the screen behaves like the product that was read; `delays` lets a test pass shorter ones.
 */
export function useSearchPatents(delays: SampleDelays = PATENT_LIMITS) {
  return useMutation({
    mutationFn: async ({ query, filters, isShortcut }: SearchPatentsVariables) => {
      const startedAt = Date.now();
      const response = await apiRequest<SearchPatentsResponse>(patentSearchPath(query, filters));
      if (response.source === "sample") {
        await waitUntilElapsed(startedAt, isShortcut ? delays.shortcutDelayMs : delays.searchDelayMs);
      }
      return response;
    },
    meta: { handlesErrors: true },
    onError: (error) => toast.error(SEARCH_FAILED_TITLE, { description: error.message || SEARCH_FAILED_MESSAGE }),
  });
}
