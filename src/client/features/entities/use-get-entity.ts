import { useQuery } from "@tanstack/react-query";
import { entitiesApi } from "@/client/lib/operations/entities";

/** An entity's page data; the first call takes the answer the server sent inside the HTML (same URL). */
export function useGetEntity(slug: string, isEnabled = true) {
  return useQuery({ ...entitiesApi.get.queryOptions({ params: { slug } }), retry: false, enabled: isEnabled });
}
