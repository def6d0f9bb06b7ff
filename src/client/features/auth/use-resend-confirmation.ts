import { useMutation } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => api.accounts.resendConfirmation({ body: { email } }),
  });
}
