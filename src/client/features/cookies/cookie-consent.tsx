import { lazy, Suspense, useSyncExternalStore } from "react";
import { effectiveConsent } from "@/shared/cookies/consent";
import { getConsentState, subscribeToConsent } from "./consent-store";
import { CookieBanner } from "./cookie-banner";

// Most visits never open Cookie Settings; its dialog loads on first use.
const CookieSettingsDialog = lazy(async () => ({
  default: (await import("./cookie-settings-dialog")).CookieSettingsDialog,
}));

/** Mounted once in the layout: the first-visit banner and the Cookie Settings dialog. */
export function CookieConsent() {
  const { record, isGpc, isSettingsOpen, hasOpenedSettings } = useSyncExternalStore(subscribeToConsent, getConsentState);
  return (
    <>
      {!record && <CookieBanner isGpc={isGpc} />}
      {hasOpenedSettings && (
        <Suspense fallback={null}>
          <CookieSettingsDialog isOpen={isSettingsOpen} isGpc={isGpc} choices={effectiveConsent(record, isGpc)} />
        </Suspense>
      )}
    </>
  );
}
