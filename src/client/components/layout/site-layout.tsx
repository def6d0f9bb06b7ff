import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { NOT_FOUND_TITLE, PAGE_TITLES, documentTitle } from "@/shared/site/page-titles";
import { matchRoute, type RouteKey } from "@/shared/site/routes";
import { PageSpinner } from "@/client/components/ui/spinner";
import { CookieConsent } from "@/client/features/cookies/cookie-consent";
import { SiteFooter } from "./site-footer";
import { ScrollRestoration } from "./scroll-restoration";
import { SiteHeader } from "./site-header";

const MAIN_CONTENT_ID = "main-content";

/** Pages that name what they show in the tab themselves (the item's title, the entity's name, the story's first report's). */
const SELF_TITLED: ReadonlySet<RouteKey> = new Set(["newsItem", "entity", "story"]);

/** The tab title follows the screen; a page of SELF_TITLED names itself (its effect would run before this one). */
function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = matchRoute(pathname);
    if (route && SELF_TITLED.has(route)) return;
    document.title = documentTitle(route ? PAGE_TITLES[route] : NOT_FOUND_TITLE, route);
  }, [pathname]);
}

/** Every screen: header, the route's page (lazy-loaded, so a spinner first), footer and cookie consent. */
export function SiteLayout() {
  usePageTitle();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      {/* Early in the tab order, shown at the bottom of the page (the banner is `order-last`). */}
      <CookieConsent />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
