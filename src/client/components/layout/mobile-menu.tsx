import { useId } from "react";
import { LogOut } from "lucide-react";
import { Link, NavLink } from "react-router";
import { can } from "@/shared/auth/permissions";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { accountLabel, toActor, useMe, useSignOut } from "@/client/lib/session";
import { navLinkClasses } from "./nav-link-classes";
import { NAV_LINKS } from "@/shared/site/nav-links";
import { ACCOUNT_LINKS, ADMIN_LINKS } from "./nav-links";

type MobileMenuProps = { id: string; onNavigate: () => void };

/** The panel behind the "Open menu" button on narrow screens: the same links and account actions. */
export function MobileMenu({ id, onNavigate }: MobileMenuProps) {
  return (
    <div id={id} className="border-t border-slate-200 bg-white px-4 pt-2 pb-4 lg:hidden">
      <nav aria-label="Main" className="flex flex-col gap-1">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end className={navLinkClasses} onClick={onNavigate}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-3 border-t border-slate-200 pt-3">
        <MobileAccountActions onNavigate={onNavigate} />
      </div>
    </div>
  );
}

function MobileAccountActions({ onNavigate }: { onNavigate: () => void }) {
  const me = useMe();
  const signOut = useSignOut();
  const adminHeadingId = useId();
  if (me.isPending) return null;
  if (!me.data) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link to={ROUTES.auth} onClick={onNavigate}>
            Sign In
          </Link>
        </Button>
        <Button asChild>
          <Link to={ROUTES.auth} onClick={onNavigate}>
            Get Started
          </Link>
        </Button>
      </div>
    );
  }
  const isAdmin = can(toActor(me.data), "monitor:manage");
  return (
    <div className="flex flex-col gap-1">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {accountLabel(me.data)}
      </p>
      {ACCOUNT_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={navLinkClasses} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      {isAdmin && (
        <div role="group" aria-labelledby={adminHeadingId} className="flex flex-col gap-1">
          <p id={adminHeadingId} className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Admin
          </p>
          {ADMIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClasses} onClick={onNavigate}>
              {link.label}
            </NavLink>
          ))}
        </div>
      )}
      <Button
        variant="ghost"
        className="justify-start px-3"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
      >
        <LogOut aria-hidden />
        Sign Out
      </Button>
    </div>
  );
}
