import { Link } from "react-router";
import { ROUTES } from "@/shared/site/routes";
import { CookieSettingsButton } from "@/client/features/cookies/cookie-settings-button";

const linkClasses =
  "rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-400";

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-slate-800 bg-slate-900 text-sm text-slate-400">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={ROUTES.about} className={linkClasses}>
                About
              </Link>
            </li>
            {/* The spec lists Careers as a dead link; text does not pretend to go somewhere. */}
            <li className="text-slate-400">Careers</li>
            <li>
              <Link to={ROUTES.privacy} className={linkClasses}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to={ROUTES.cookies} className={linkClasses}>
                Cookies
              </Link>
            </li>
            <li>
              <CookieSettingsButton className={linkClasses} />
            </li>
            <li>
              <Link to={ROUTES.terms} className={linkClasses}>
                Terms
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-2 border-t border-slate-800 pt-6">
          <p>© 2025 BioAgent Hub. All rights reserved.</p>
          <p className="text-xs text-slate-400">
            Summaries are informational and link to original sources. Not medical, regulatory, or investment advice.
          </p>
        </div>
      </div>
    </footer>
  );
}
