import { useMutation } from "@tanstack/react-query";
import { signUpResponseSchema, type SignUpData } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";

export function useSignUp() {
  return useMutation({
    mutationFn: (form: SignUpData) =>
      apiRequest("/api/account/sign-up", { method: "POST", body: form, schema: signUpResponseSchema }),
    meta: { handlesErrors: true },
  });
}
