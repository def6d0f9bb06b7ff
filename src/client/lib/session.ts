import { useMutation, useQuery } from "@tanstack/react-query";
import type { Me } from "@/shared/auth/contracts";
import { ANONYMOUS, type Actor } from "@/shared/auth/permissions";
import { ROUTES } from "@/shared/site/routes";
import { isApiError } from "./api";
import { accountsApi } from "./operations/accounts";
import { editorApi } from "./operations/editor";

export const EDITOR_STATUS_QUERY_KEY = editorApi.getStatus.key();
/** Every query of the editor feature (`editorApi` keys start with it). */
export const EDITOR_QUERY_KEY = EDITOR_STATUS_QUERY_KEY.slice(0, 1);

// Display only (agents-accounts-admin.md §4); the server's editor cookie is the real grant.
export const EDITOR_ACCESS_STORAGE_KEY = "editorAccess";

async function getMe(): Promise<Me | null> {
  try {
    return await accountsApi.getMe();
  } catch (error) {
    if (isApiError(error, "unauthenticated")) return null;
    throw error;
  }
}

/** The signed-in user with role and profile; `null` when signed out. */
export function useMe() {
  return useQuery({ ...accountsApi.getMe.queryOptions(), queryFn: getMe });
}

export function useEditorStatus() {
  return useQuery({
    queryKey: EDITOR_STATUS_QUERY_KEY,
    queryFn: () => editorApi.getStatus(),
  });
}

export function toActor(me: Me | null | undefined, hasEditorAccess = false): Actor {
  if (!me) return { ...ANONYMOUS, hasEditorAccess };
  return { userId: me.user.id, role: me.role, hasEditorAccess };
}

/** What the header shows as the account menu label: the e-mail before the @ sign. */
export function accountLabel(me: Me): string {
  return me.user.email.split("@")[0] ?? me.user.email;
}

/**
 * Ends the session or the editor grant, clears the spec's editor flag ("cleared on logout") and
 * loads / afresh: no signed-in or review data stays in memory, and no guarded page redirects first.
 */
function useEndAndStartOver(end: () => Promise<unknown>) {
  return useMutation({
    mutationFn: end,
    onSuccess: () => {
      localStorage.removeItem(EDITOR_ACCESS_STORAGE_KEY);
      window.location.assign(ROUTES.home);
    },
  });
}

export const useSignOut = () => useEndAndStartOver(() => accountsApi.signOut());

/** Exit editor mode: the server revokes this browser's grant, so a copied cookie opens nothing (issue 15 §6). */
export const useExitEditorMode = () => useEndAndStartOver(() => editorApi.logout());
