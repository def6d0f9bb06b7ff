import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import type { SearchPatentsResponse } from "@/shared/patents/contracts";
import {
  SEARCH_FAILED_MESSAGE,
  SEARCH_FAILED_TITLE,
  patentSearchPath,
  type PatentFilterLimits,
  type PatentFilters,
} from "@/shared/patents/options";
import { apiRequest } from "@/client/lib/api";

/** `limits`: the filters the source cannot apply, which are not sent (null: not known yet, none sent). */
export type SearchPatentsVariables = { query: string; filters: PatentFilters; limits: PatentFilterLimits | null };

/** One patent search, answered by the server's source (Europe PMC or PatentsView). */
export function useSearchPatents() {
  return useMutation({
    mutationFn: ({ query, filters, limits }: SearchPatentsVariables) =>
      apiRequest<SearchPatentsResponse>(patentSearchPath(query, filters, limits)),
    meta: { handlesErrors: true },
    onError: (error) => toast.error(SEARCH_FAILED_TITLE, { description: error.message || SEARCH_FAILED_MESSAGE }),
  });
}
