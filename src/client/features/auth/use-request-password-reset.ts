import { useMutation } from "@tanstack/react-query";
import type { PasswordResetRequested, RequestPasswordResetData } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (form: RequestPasswordResetData) =>
      apiRequest<PasswordResetRequested>("/api/account/request-password-reset", { method: "POST", body: form }),
    meta: { handlesErrors: true },
  });
}
