import { useMutation } from "@tanstack/react-query";
import {
  SEARCH_FAILED_MESSAGE,
  SEARCH_FAILED_TITLE,
  patentSearchQuery,
  type PatentFilterLimits,
  type PatentFilters,
} from "@/shared/patents/options";
import { patentsApi } from "@/client/lib/operations/patents";

/** `limits`: the filters the source cannot apply, which are not sent (null: not known yet, none sent). */
export type SearchPatentsVariables = { query: string; filters: PatentFilters; limits: PatentFilterLimits | null };

/** One patent search, answered by the server's source (Europe PMC or PatentsView). */
export function useSearchPatents() {
  return useMutation({
    mutationFn: ({ query, filters, limits }: SearchPatentsVariables) => patentsApi.search({ query: patentSearchQuery(query, filters, limits) }),
    meta: { errorToast: (error) => ({ title: SEARCH_FAILED_TITLE, description: error.message || SEARCH_FAILED_MESSAGE }) },
  });
}
