import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { editorLoginSchema } from "@/shared/auth/contracts";
import { editorApi } from "@/client/lib/operations/editor";
import { EDITOR_ACCESS_STORAGE_KEY, EDITOR_QUERY_KEY, EDITOR_STATUS_QUERY_KEY } from "@/client/lib/session";

export type EditorLoginData = z.output<typeof editorLoginSchema>;

export function useEditorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EditorLoginData) => editorApi.login({ body: input }),
    meta: { handlesErrors: true },
    onSuccess: (status) => {
      localStorage.setItem(EDITOR_ACCESS_STORAGE_KEY, "true");
      queryClient.setQueryData(EDITOR_STATUS_QUERY_KEY, status);
      void queryClient.invalidateQueries({ queryKey: EDITOR_QUERY_KEY });
    },
  });
}
