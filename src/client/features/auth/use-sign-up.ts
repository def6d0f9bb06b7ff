import { useMutation } from "@tanstack/react-query";
import type { SignUpData } from "@/shared/auth/contracts";
import { api } from "@/client/lib/api-client";

export function useSignUp() {
  return useMutation({
    mutationFn: (form: SignUpData) => api.accounts.signUp({ body: form }),
    meta: { handlesErrors: true },
  });
}
