import { useMutation } from "@tanstack/react-query";
import { accountsApi } from "@/client/lib/operations/accounts";

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => accountsApi.resendConfirmation({ body: { email } }),
  });
}
