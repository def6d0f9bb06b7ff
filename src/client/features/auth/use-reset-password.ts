import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordData } from "@/shared/auth/contracts";
import { api } from "@/client/lib/api-client";

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ResetPasswordData) => api.accounts.resetPassword({ body: form }),
    meta: { handlesErrors: true },
    onSuccess: () => {
      // Every session of the account has ended, this browser's too if it was signed in.
      void queryClient.invalidateQueries({ queryKey: api.accounts.getMe.key() });
    },
  });
}
