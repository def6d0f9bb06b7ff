import { useMutation } from "@tanstack/react-query";
import type { SearchPapersRequest, SearchPapersResponse } from "@/shared/literature/contracts";
import { SEARCH_FAILED, searchCompleteMessage } from "@/shared/literature/messages";
import { literatureApi } from "@/client/lib/operations/literature";

// scientific-search (spec §7); its toasts have the spec's own words (§8).
export function useSearchPapers() {
  return useMutation({
    mutationFn: (body: SearchPapersRequest) => literatureApi.search({ body }),
    meta: {
      successToast: (response: SearchPapersResponse) => ({ title: "Search Complete", description: searchCompleteMessage(response.results.length) }),
      errorToast: () => SEARCH_FAILED,
    },
  });
}
