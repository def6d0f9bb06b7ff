import { useQuery } from "@tanstack/react-query";
import type { NewsCredits } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { newsKeys } from "./news-keys";

/** The signed-in user's remaining previews and publications (spec §6). */
export function useNewsCredits(isSignedIn: boolean) {
  return useQuery({
    queryKey: newsKeys.credits(),
    queryFn: ({ signal }) => apiRequest<NewsCredits>("/api/news/credits", { signal }),
    enabled: isSignedIn,
  });
}
