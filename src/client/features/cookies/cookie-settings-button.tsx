import { openCookieSettings } from "./consent-store";

/** The footer's way back to the cookie choice (news-community-support.md §2, /cookies). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      Cookie Settings
    </button>
  );
}
