import { useQuery } from "@tanstack/react-query";
import { profileApi } from "@/client/lib/operations/profile";

/** The signed-in user's own profile. */
export function useGetProfile() {
  return useQuery(profileApi.get.queryOptions());
}
