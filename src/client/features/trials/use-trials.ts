import { useMutation, useQuery } from "@tanstack/react-query";
import { plural } from "@/shared/plural";
import type { EligibilityRequest, SearchTrialsRequest, SearchTrialsResponse } from "@/shared/trials/contracts";
import { SEARCH_FAILED_MESSAGE, SEARCH_FAILED_TITLE, TRIALS_COMPARE_MIN } from "@/shared/trials/options";
import { trialsApi } from "@/client/lib/operations/trials";

/** The spec's words for a failed search (agents §8), whatever the server said. */
const searchFailed = () => ({ title: SEARCH_FAILED_TITLE, description: SEARCH_FAILED_MESSAGE });

export function useSearchTrials() {
  return useMutation({
    mutationFn: (body: SearchTrialsRequest) => trialsApi.search({ body }),
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
    mutationFn: (body: EligibilityRequest) => trialsApi.findEligible({ body }),
    meta: { errorToast: searchFailed },
  });
}

export function useAnalyzeTrends() {
  return useMutation({
    mutationFn: (condition: string) => trialsApi.analyzeTrends({ query: { condition } }),
    meta: { errorToast: searchFailed },
  });
}

export function useCompareTrials(ids: readonly string[]) {
  return useQuery({
    ...trialsApi.compare.queryOptions({ query: { ids: ids.join(",") } }),
    enabled: ids.length >= TRIALS_COMPARE_MIN,
    staleTime: 5 * 60_000,
  });
}
