import { useQuery } from "@tanstack/react-query";
import type { GetPatentSourceResponse } from "@/shared/patents/contracts";
import { apiRequest } from "@/client/lib/api";

export const PATENT_SOURCE_PATH = "/api/patents/source";

/** Where results come from on this server (Europe PMC or PatentsView) and the filters it cannot apply, known before any search. */
export function usePatentSource() {
  return useQuery({
    queryKey: ["patents", "source"],
    queryFn: ({ signal }) => apiRequest<GetPatentSourceResponse>(PATENT_SOURCE_PATH, { signal }),
    staleTime: Infinity,
  });
}
