import {
  createConsentRecord,
  parseConsentCookie,
  serializeConsentCookie,
  type ConsentChoices,
  type ConsentRecord,
} from "@/shared/cookies/consent";

export type ConsentState = {
  /** The stored choice; null until the visitor decides (the banner shows). */
  record: ConsentRecord | null;
  /** The browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
  isGpc: boolean;
  isSettingsOpen: boolean;
  /** Cookie Settings was opened once, so its (lazily loaded) dialog stays mounted. */
  hasOpenedSettings: boolean;
};

let state: ConsentState | undefined;
const listeners = new Set<() => void>();
// Where focus goes back to when Cookie Settings closes.
let settingsOpener: HTMLElement | null = null;

function detectGpc(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

function current(): ConsentState {
  state ??= {
    record: parseConsentCookie(document.cookie),
    isGpc: detectGpc(),
    isSettingsOpen: false,
    hasOpenedSettings: false,
  };
  return state;
}

function update(next: Partial<ConsentState>): void {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConsentState(): ConsentState {
  return current();
}

/** Stores the choice in the first-party consent cookie (itself strictly necessary). */
export function saveConsent(categories: ConsentChoices): void {
  const record = createConsentRecord(categories, { gpc: current().isGpc });
  document.cookie = serializeConsentCookie(record, { secure: location.protocol === "https:" });
  update({ record, isSettingsOpen: false });
}

export function openCookieSettings(): void {
  settingsOpener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  update({ isSettingsOpen: true, hasOpenedSettings: true });
}

export function closeCookieSettings(): void {
  update({ isSettingsOpen: false });
}

/** The element that opened Cookie Settings, if it is still on the page. */
export function takeSettingsOpener(): HTMLElement | null {
  const opener = settingsOpener;
  settingsOpener = null;
  return opener?.isConnected ? opener : null;
}
