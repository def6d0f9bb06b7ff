import { Link } from "react-router";
import { ALL_OPTIONAL_CONSENT, NO_OPTIONAL_CONSENT, type ConsentChoices } from "@/shared/cookies/consent";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { openCookieSettings, saveConsent } from "./consent-store";
import { focusMainContent } from "./focus-main";

const linkClasses =
  "font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600";

/**
 * The first-visit choice, a bar at the bottom of the page: a labelled region, not a modal, so
 * the page stays usable and focus is never trapped. It sits after the footer at the page's end.
 */
export function CookieBanner({ isGpc }: { isGpc: boolean }) {
  function decide(choices: ConsentChoices) {
    saveConsent(choices);
    focusMainContent();
  }

  return (
    <section
      aria-label="Cookie consent"
      className="sticky bottom-0 z-40 order-last border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6 lg:px-8">
        <div className="flex-1 space-y-1 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">Cookies on BioAgent Hub</p>
          <p>
            We use strictly necessary cookies to keep you signed in and to remember this choice. Optional cookies
            (preferences, analytics, functional and marketing) are used only if you allow them.{" "}
            <Link to={ROUTES.cookies} className={linkClasses}>
              Cookie Policy
            </Link>
          </p>
          {isGpc && (
            <p className="text-slate-800">
              Global Privacy Control detected: we treat it as an opt-out, so optional cookies stay off unless you
              turn them on under Customize.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {!isGpc && <Button onClick={() => decide(ALL_OPTIONAL_CONSENT)}>Accept all</Button>}
          <Button onClick={() => decide(NO_OPTIONAL_CONSENT)}>Reject non-essential</Button>
          <Button variant="outline" onClick={openCookieSettings}>
            Customize
          </Button>
        </div>
      </div>
    </section>
  );
}
