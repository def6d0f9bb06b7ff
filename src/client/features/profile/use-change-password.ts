import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordData, Ok } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";

/** The answer sets this browser's new session cookie; the other sessions have ended. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (form: ChangePasswordData) =>
      apiRequest<Ok>("/api/account/password", { method: "POST", body: form }),
    meta: { handlesErrors: true },
  });
}
