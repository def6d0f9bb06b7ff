import { useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";

/** The signed-in user's own profile. */
export function useGetProfile() {
  return useQuery(api.profile.get.queryOptions());
}
