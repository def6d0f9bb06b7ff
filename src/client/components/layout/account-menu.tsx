import { useId } from "react";
import { ChevronDown, LogOut, User, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { can } from "@/shared/auth/permissions";
import type { Me } from "@/shared/auth/contracts";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { accountLabel, toActor, useSignOut } from "@/client/lib/session";
import { ACCOUNT_LINKS, ADMIN_LINKS } from "./nav-links";

function MenuLinks({ links }: { links: readonly { to: string; label: string; icon: LucideIcon }[] }) {
  return links.map(({ to, label, icon: Icon }) => (
    <DropdownMenuItem key={to} asChild>
      <Link to={to}>
        <Icon aria-hidden />
        {label}
      </Link>
    </DropdownMenuItem>
  ));
}

/** The signed-in user's menu, labelled with the e-mail before the @ (agents-accounts-admin.md §2). */
export function AccountMenu({ me }: { me: Me }) {
  const signOut = useSignOut();
  const adminLabelId = useId();
  const isAdmin = can(toActor(me), "monitor:manage");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-52">
          <User aria-hidden />
          <span className="truncate">{accountLabel(me)}</span>
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <p className="truncate px-2 py-1.5 text-xs text-slate-500">{me.user.email}</p>
        <DropdownMenuSeparator />
        <MenuLinks links={ACCOUNT_LINKS} />
        {isAdmin && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup aria-labelledby={adminLabelId}>
              <DropdownMenuLabel id={adminLabelId}>Admin</DropdownMenuLabel>
              <MenuLinks links={ADMIN_LINKS} />
            </DropdownMenuGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
          <LogOut aria-hidden />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
