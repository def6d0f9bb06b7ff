import { useQuery } from "@tanstack/react-query";
import type { Profile } from "@/shared/profile/contracts";
import { apiRequest } from "@/client/lib/api";

export const PROFILE_QUERY_KEY = ["profile"] as const;
export const PROFILE_PATH = "/api/profile";

/** The signed-in user's own profile. */
export function useGetProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Profile>(PROFILE_PATH, { signal }),
  });
}
