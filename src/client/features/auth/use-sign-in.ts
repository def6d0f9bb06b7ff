import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Ok, signInSchema } from "@/shared/auth/contracts";
import { apiRequest } from "@/client/lib/api";
import { ME_QUERY_KEY } from "@/client/lib/session";

export type SignInData = z.output<typeof signInSchema>;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: SignInData) =>
      apiRequest<Ok>("/api/account/sign-in", { method: "POST", body: credentials }),
    meta: { handlesErrors: true },
    onSuccess: () => {
      // Not awaited: the form navigates at once and the header catches up with the new session.
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
