import { useQuery } from "@tanstack/react-query";
import { storiesApi } from "@/client/lib/operations/stories";

/** A story's reports and entities; the first call takes the answer the server sent inside the HTML (same URL). */
export function useGetStory(id: string) {
  return useQuery({ ...storiesApi.get.queryOptions({ params: { id } }), retry: false });
}

