import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PROFILE_UPDATE_FAILED_MESSAGE, type UpdateProfileData } from "@/shared/profile/contracts";
import { isApiError } from "@/client/lib/api";
import { accountsApi } from "@/client/lib/operations/accounts";
import { profileApi } from "@/client/lib/operations/profile";

async function updateProfile(changes: UpdateProfileData) {
  try {
    return await profileApi.update({ body: changes });
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
      queryClient.setQueryData(profileApi.get.key({}), profile);
      void queryClient.invalidateQueries({ queryKey: accountsApi.getMe.key() });
    },
  });
}
