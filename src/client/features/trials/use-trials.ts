import { useMutation, useQuery } from "@tanstack/react-query";
import { plural } from "@/shared/plural";
import type { EligibilityRequest, SearchTrialsRequest, SearchTrialsResponse } from "@/shared/trials/contracts";
import { SEARCH_FAILED_MESSAGE, SEARCH_FAILED_TITLE, TRIALS_COMPARE_MIN } from "@/shared/trials/options";
import { api } from "@/client/lib/api-client";

/** The spec's words for a failed search (agents §8), whatever the server said. */
const searchFailed = () => ({ title: SEARCH_FAILED_TITLE, description: SEARCH_FAILED_MESSAGE });

export function useSearchTrials() {
  return useMutation({
    mutationFn: (body: SearchTrialsRequest) => api.trials.search({ body }),
    meta: {
      successToast: (response: SearchTrialsResponse) => ({
        title: "Search Complete",
        description: `Found ${plural(response.totalCount ?? response.trials.length, "clinical trial")}.`,
      }),
      errorToast: searchFailed,
    },
  });
}

export function useFindEligibleTrials() {
  return useMutation({
    mutationFn: (body: EligibilityRequest) => api.trials.findEligible({ body }),
    meta: { errorToast: searchFailed },
  });
}

export function useAnalyzeTrends() {
  return useMutation({
    mutationFn: (condition: string) => api.trials.analyzeTrends({ query: { condition } }),
    meta: { errorToast: searchFailed },
  });
}

export function useCompareTrials(ids: readonly string[]) {
  return useQuery({
    ...api.trials.compare.queryOptions({ query: { ids: ids.join(",") } }),
    enabled: ids.length >= TRIALS_COMPARE_MIN,
    staleTime: 5 * 60_000,
  });
}
