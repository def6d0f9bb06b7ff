import { useMutation } from "@tanstack/react-query";
import type { Ok } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<Ok>("/api/account/resend-confirmation", { method: "POST", body: { email } }),
  });
}
