import { useSyncExternalStore } from "react";
import type { CookieCategory } from "@/shared/cookies/categories";
import { effectiveConsent, isAllowed } from "@/shared/cookies/consent";
import { getConsentState, subscribeToConsent } from "./consent-store";

/**
 * The visitor's cookie consent, for code that would set anything non-essential. Nothing of the
 * kind exists today; new code must check `hasConsent("analytics")` (or another category) before
 * it sets a cookie or loads a script, and re-render on change to stop when consent is withdrawn.
 */
export function useConsent() {
  const { record, isGpc } = useSyncExternalStore(subscribeToConsent, getConsentState);
  const choices = effectiveConsent(record, isGpc);
  return {
    hasDecided: record !== null,
    isGpc,
    choices,
    hasConsent: (category: CookieCategory) => isAllowed(choices, category),
  };
}
