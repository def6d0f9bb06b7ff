import { useQuery } from "@tanstack/react-query";
import { newsApi } from "@/client/lib/operations/news";
import { newsKeys } from "./news-keys";

/** The signed-in user's remaining previews and publications (spec §6). */
export function useNewsCredits(isSignedIn: boolean) {
  return useQuery({
    queryKey: newsKeys.credits(),
    queryFn: ({ signal }) => newsApi.getCredits({}, { signal }),
    enabled: isSignedIn,
  });
}
