import { useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { newsKeys } from "./news-keys";

/** The signed-in user's remaining previews and publications (spec §6). */
export function useNewsCredits(isSignedIn: boolean) {
  return useQuery({
    queryKey: newsKeys.credits(),
    queryFn: ({ signal }) => api.news.getCredits({}, { signal }),
    enabled: isSignedIn,
  });
}
