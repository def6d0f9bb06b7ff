import { useQuery } from "@tanstack/react-query";
import { patentsApi } from "@/client/lib/operations/patents";

/** Where results come from on this server (Europe PMC or PatentsView) and the filters it cannot apply, known before any search. */
export function usePatentSource() {
  return useQuery({ ...patentsApi.getSource.queryOptions(), staleTime: Infinity });
}
