import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { useMe } from "@/client/lib/session";
import { AccountMenu } from "./account-menu";

/** Desktop account actions: nothing while the session loads, then the menu or the sign-in links. */
export function AccountArea() {
  const me = useMe();
  if (me.isPending) return <div aria-hidden className="h-10 w-40 animate-pulse rounded-md bg-slate-100" />;
  if (me.data) return <AccountMenu me={me.data} />;
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
