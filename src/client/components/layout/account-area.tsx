import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { useMe } from "@/client/lib/session";

// The menu's Radix and positioning code is only needed once someone is signed in.
const AccountMenu = lazy(async () => ({ default: (await import("./account-menu")).AccountMenu }));

const placeholder = <div aria-hidden className="h-10 w-40 animate-pulse rounded-md bg-slate-100" />;

/** Desktop account actions: nothing while the session loads, then the menu or the sign-in links. */
export function AccountArea() {
  const me = useMe();
  if (me.isPending) return placeholder;
  if (me.data) {
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu me={me.data} />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost">
        <Link to={ROUTES.auth}>Sign In</Link>
      </Button>
      <Button asChild>
        <Link to={ROUTES.auth}>Get Started</Link>
      </Button>
    </div>
  );
}
