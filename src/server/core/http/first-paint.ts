import { NAV_LINKS } from "@/shared/site/nav-links";
import { ROUTES, SITE_NAME } from "@/shared/site/routes";
import { escapeHtml } from "./escape-html";

/**
 * The site's frame as React's first render draws it (client/components/layout/site-layout.tsx,
 * site-header.tsx, account-area.tsx while the session loads), for a page whose content the server
 * writes into its first HTML: React replaces it with the same boxes, so nothing moves (CLS).
 * Keep the classes in step with those components; tests/e2e/item-first-paint.spec.ts compares the two.
 */
const FOCUS_RING = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600";
const BUTTON_BASE = `inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors ${FOCUS_RING} disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0`;

/** The classes of client/components/ui/button.tsx for the variants the first HTML uses. */
export const BUTTON_CLASSES = {
  outlineSmall: `${BUTTON_BASE} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 h-8 px-3 text-sm`,
  linkNoPadding: `${BUTTON_BASE} text-teal-700 underline-offset-4 hover:underline h-10 text-sm self-start px-0`,
  ghostIcon: `${BUTTON_BASE} text-slate-700 hover:bg-slate-100 hover:text-slate-900 size-10 lg:hidden`,
};

/** An icon's box, drawn once the page's script has run (lucide's 24×24 with the size its classes give it). */
export function iconBox(className = ""): string {
  return `<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"${className ? ` class="${className}"` : ""}></svg>`;
}

function header(): string {
  const links = NAV_LINKS.map(
    (link) =>
      `<a href="${link.to}" class="rounded-md px-3 py-2 text-sm font-medium transition-colors ${FOCUS_RING} text-slate-700 hover:bg-slate-100 hover:text-slate-900">${escapeHtml(link.label)}</a>`,
  ).join("");
  return `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"><div class="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"><div class="lg:flex-1"><a href="${ROUTES.home}" class="inline-flex items-center gap-2 rounded-md text-lg font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-600"><span aria-hidden="true" class="flex size-8 items-center justify-center rounded-lg bg-teal-700 text-white">${iconBox("size-5")}</span>${escapeHtml(SITE_NAME)}</a></div><nav aria-label="Main" class="hidden items-center gap-1 lg:flex">${links}</nav><div class="hidden flex-1 justify-end lg:flex"><div aria-hidden="true" class="h-10 w-40 animate-pulse rounded-md bg-slate-100"></div></div><button type="button" class="${BUTTON_CLASSES.ghostIcon}" aria-label="Open menu" aria-expanded="false">${iconBox("size-6!")}</button></div></header>`;
}

/** The frame around `main` (escaped by the caller): skip link, header and the main landmark. */
export function firstPaintPage(main: string): string {
  return `<div class="flex min-h-dvh flex-col bg-slate-50 text-slate-900"><a href="#main-content" class="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-teal-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2">Skip to main content</a>${header()}<main id="main-content" tabindex="-1" class="flex-1 focus:outline-none">${main}</main></div>`;
}
