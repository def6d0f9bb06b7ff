import { useMutation } from "@tanstack/react-query";
import type { SignUpResponse, SignUpData } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";

export function useSignUp() {
  return useMutation({
    mutationFn: (form: SignUpData) =>
      apiRequest<SignUpResponse>("/api/account/sign-up", { method: "POST", body: form }),
    meta: { handlesErrors: true },
  });
}
