import { useEffect, useId, useState } from "react";
import { Dna, Menu, X } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { ROUTES, SITE_NAME } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { AccountArea } from "./account-area";
import { EditorModeBar } from "./editor-mode-bar";
import { MobileMenu } from "./mobile-menu";
import { navLinkClasses } from "./nav-link-classes";
import { NAV_LINKS } from "@/shared/site/nav-links";

export function SiteHeader() {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu stays open only on the page where it was opened, so any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const isMenuOpen = openedAt === pathname;
  const setMenuOpen = (open: boolean) => setOpenedAt(open ? pathname : null);

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenedAt(null);
    };
    window.addEventListener("keydown", closeOnEscape);
    return () => window.removeEventListener("keydown", closeOnEscape);
  }, [isMenuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="lg:flex-1">
          <Link
            to={ROUTES.home}
            className="inline-flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-600"
          >
            <span aria-hidden className="flex size-8 items-center justify-center rounded-lg bg-teal-700 text-white">
              <Dna className="size-5" />
            </span>
            {SITE_NAME}
          </Link>
        </div>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden flex-1 justify-end lg:flex">
          <AccountArea />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={isMenuOpen ? "Close menu" : "Open menu"}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!isMenuOpen)}
        >
          {isMenuOpen ? <X aria-hidden className="size-6!" /> : <Menu aria-hidden className="size-6!" />}
        </Button>
      </div>
      {isMenuOpen && <MobileMenu id={menuId} onNavigate={() => setMenuOpen(false)} />}
      <EditorModeBar />
    </header>
  );
}
