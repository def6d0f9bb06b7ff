import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordData } from "@/shared/auth/contracts";
import { accountsApi } from "@/client/lib/operations/accounts";

/** The answer sets this browser's new session cookie; the other sessions have ended. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (form: ChangePasswordData) => accountsApi.changePassword({ body: form }),
    meta: { handlesErrors: true },
  });
}
