import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Ok, ResetPasswordData } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";
import { ME_QUERY_KEY } from "@/client/lib/session";

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ResetPasswordData) =>
      apiRequest<Ok>("/api/account/reset-password", { method: "POST", body: form }),
    meta: { handlesErrors: true },
    onSuccess: () => {
      // Every session of the account has ended, this browser's too if it was signed in.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
