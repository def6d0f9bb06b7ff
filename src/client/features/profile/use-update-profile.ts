import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PROFILE_UPDATE_FAILED_MESSAGE, type Profile, type UpdateProfileData } from "@/shared/profile/contracts";
import { apiRequest, isApiError } from "@/client/lib/api";
import { ME_QUERY_KEY } from "@/client/lib/session";
import { PROFILE_PATH, PROFILE_QUERY_KEY } from "./use-get-profile";

async function updateProfile(changes: UpdateProfileData) {
  try {
    return await apiRequest<Profile>(PROFILE_PATH, { method: "PUT", body: changes });
  } catch (error) {
    // The server's message when it answered, else the spec's fallback (§8).
    if (isApiError(error) && error.code !== "network") throw error;
    throw new Error(PROFILE_UPDATE_FAILED_MESSAGE, { cause: error });
  }
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
