import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { signInSchema } from "@/shared/auth/contracts";
import { accountsApi } from "@/client/lib/operations/accounts";

export type SignInData = z.output<typeof signInSchema>;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInData) => accountsApi.signIn({ body: credentials }),
    meta: { handlesErrors: true },
    onSuccess: () => {
      // Not awaited: the form navigates at once and the header catches up with the new session.
      void queryClient.invalidateQueries({ queryKey: accountsApi.getMe.key() });
    },
  });
}
