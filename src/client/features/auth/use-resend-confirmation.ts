import { useMutation } from "@tanstack/react-query";
import { okSchema } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest("/api/account/resend-confirmation", { method: "POST", body: { email }, schema: okSchema }),
  });
}
