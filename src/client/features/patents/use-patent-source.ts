import { useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";

/** Where results come from on this server (Europe PMC or PatentsView) and the filters it cannot apply, known before any search. */
export function usePatentSource() {
  return useQuery({ ...api.patents.getSource.queryOptions(), staleTime: Infinity });
}
