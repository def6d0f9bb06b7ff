import type { ReactNode } from "react";
import { Navigate, useSearchParams } from "react-router";
import { can, type Action } from "@/shared/auth/permissions";
import { ROUTES } from "@/shared/site/routes";
import { PageSpinner } from "@/client/components/ui/spinner";
import { toActor, useMe } from "@/client/lib/session";
import { returnPathOf } from "./return-path";

// These guards are cosmetic: the server checks every request (spec README, "we differ" §1).

/** Sign-in required: a spinner while the session loads, then /auth with no user. */
export function RequireUser({ children }: { children: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (!me.data) return <Navigate to={ROUTES.auth} replace />;
  return children;
}

/** A role-gated screen: others go to `redirectTo` (agents-accounts-admin.md §6). */
export function RequirePermission({
  action,
  redirectTo,
  children,
}: {
  action: Action;
  redirectTo: string;
  children: ReactNode;
}) {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  if (!can(toActor(me.data), action)) return <Navigate to={redirectTo} replace />;
  return children;
}

/** /auth is for signed-out visitors; a signed-in user goes home (or to its `next`) once the session has loaded. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const [searchParams] = useSearchParams();
  if (me.isPending) return <PageSpinner />;
  if (me.data) return <Navigate to={returnPathOf(searchParams)} replace />;
  return children;
}
