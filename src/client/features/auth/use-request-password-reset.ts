import { useMutation } from "@tanstack/react-query";
import type { RequestPasswordResetData } from "@/shared/auth/contracts";
import { api } from "@/client/lib/api-client";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (form: RequestPasswordResetData) => api.accounts.requestPasswordReset({ body: form }),
    meta: { handlesErrors: true },
  });
}
