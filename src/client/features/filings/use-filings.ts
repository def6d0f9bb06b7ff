import { useMutation } from "@tanstack/react-query";
import { SEARCH_FAILED, searchCompleteMessage } from "@/shared/filings/constants";
import type { Filing, FilingResult, SearchFilingsRequest } from "@/shared/filings/contracts";
import { filingsApi } from "@/client/lib/operations/filings";

// One hook per operation (STYLE.md): sec-edgar-search (spec §7), and a result's sections read on
// request. market-analysis and its chat run through the analysis workspace.

/** With the screen's own 'Search Complete' and 'Search Failed' toasts (spec §8). */
export function useSearchFilings() {
  return useMutation({
    mutationFn: (body: SearchFilingsRequest) => filingsApi.search({ body }).then((response) => response.results),
    meta: {
      successToast: (results: FilingResult[]) => ({ title: "Search Complete", description: searchCompleteMessage(results.length) }),
      errorToast: () => SEARCH_FAILED,
    },
  });
}

/** The card shows its own message when reading fails. */
export function useReadFilingSections() {
  return useMutation({
    mutationFn: ({ cik, id }: Pick<Filing, "cik" | "id">) => filingsApi.getSections({ query: { cik, id } }),
    meta: { handlesErrors: true },
  });
}
