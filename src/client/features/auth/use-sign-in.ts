import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { signInSchema } from "@/shared/auth/contracts";
import { api } from "@/client/lib/api-client";

export type SignInData = z.output<typeof signInSchema>;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInData) => api.accounts.signIn({ body: credentials }),
    meta: { handlesErrors: true },
    onSuccess: () => {
      // Not awaited: the form navigates at once and the header catches up with the new session.
      void queryClient.invalidateQueries({ queryKey: api.accounts.getMe.key() });
    },
  });
}
