import { useMutation } from "@tanstack/react-query";
import type { SignUpData } from "@/shared/auth/contracts";
import { accountsApi } from "@/client/lib/operations/accounts";

export function useSignUp() {
  return useMutation({
    mutationFn: (form: SignUpData) => accountsApi.signUp({ body: form }),
    meta: { handlesErrors: true },
  });
}
