import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResetPasswordData } from "@/shared/auth/contracts";
import { accountsApi } from "@/client/lib/operations/accounts";

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ResetPasswordData) => accountsApi.resetPassword({ body: form }),
    meta: { handlesErrors: true },
    onSuccess: () => {
      // Every session of the account has ended, this browser's too if it was signed in.
      void queryClient.invalidateQueries({ queryKey: accountsApi.getMe.key() });
    },
  });
}
