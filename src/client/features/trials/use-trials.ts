import { useMutation, useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import type {
  CompareResponse,
  EligibilityRequest,
  EligibilityResponse,
  SearchTrialsRequest,
  SearchTrialsResponse,
  TrendsResponse,
} from "@/shared/trials/contracts";
import { SEARCH_FAILED_MESSAGE, SEARCH_FAILED_TITLE, TRIALS_COMPARE_MIN } from "@/shared/trials/options";
import { apiRequest } from "@/client/lib/api";

const TRIALS_PATH = "/api/trials";
/** The spec's words for a failed search (agents §8), whatever the server said. */
const showSearchFailed = () => toast.error(SEARCH_FAILED_TITLE, { description: SEARCH_FAILED_MESSAGE });

export function useSearchTrials() {
  return useMutation({
    mutationFn: (request: SearchTrialsRequest) => apiRequest<SearchTrialsResponse>(`${TRIALS_PATH}/search`, { method: "POST", body: request }),
    meta: { handlesErrors: true },
    onError: showSearchFailed,
  });
}

export function useFindEligibleTrials() {
  return useMutation({
    mutationFn: (request: EligibilityRequest) =>
      apiRequest<EligibilityResponse>(`${TRIALS_PATH}/eligibility`, { method: "POST", body: request }),
    meta: { handlesErrors: true },
    onError: showSearchFailed,
  });
}

export function useAnalyzeTrends() {
  return useMutation({
    mutationFn: (condition: string) =>
      apiRequest<TrendsResponse>(`${TRIALS_PATH}/trends?${new URLSearchParams({ condition }).toString()}`),
    meta: { handlesErrors: true },
    onError: showSearchFailed,
  });
}

export function useCompareTrials(ids: readonly string[]) {
  return useQuery({
    queryKey: ["trials", "compare", ids],
    queryFn: ({ signal }) =>
      apiRequest<CompareResponse>(`${TRIALS_PATH}/compare?${new URLSearchParams({ ids: ids.join(",") }).toString()}`, { signal }),
    enabled: ids.length >= TRIALS_COMPARE_MIN,
    staleTime: 5 * 60_000,
  });
}
