import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordData } from "@/shared/auth/contracts";
import { api } from "@/client/lib/api-client";

/** The answer sets this browser's new session cookie; the other sessions have ended. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (form: ChangePasswordData) => api.accounts.changePassword({ body: form }),
    meta: { handlesErrors: true },
  });
}
