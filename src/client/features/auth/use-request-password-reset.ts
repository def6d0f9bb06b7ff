import { useMutation } from "@tanstack/react-query";
import type { RequestPasswordResetData } from "@/shared/auth/contracts";
import { accountsApi } from "@/client/lib/operations/accounts";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (form: RequestPasswordResetData) => accountsApi.requestPasswordReset({ body: form }),
    meta: { handlesErrors: true },
  });
}
