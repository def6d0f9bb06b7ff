import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, OPTIONAL_COOKIE_CATEGORIES, type CookieCategory, type OptionalCookieCategory } from "./categories";

/**
 * Raise when the Cookie Policy changes what we set or why: a record of an older version no
 * longer counts, so the banner asks again.
 */
const CONSENT_VERSION = 1;

const DAY_MS = 24 * 60 * 60 * 1000;

// The consent cookie is read on every first page load, so it is checked by hand rather than by a
// zod schema: the first screen loads no schema library (docs/decisions.md, "Client bundle").
export type ConsentChoices = Record<OptionalCookieCategory, boolean>;

export type ConsentRecord = {
  version: number;
  /** ISO 8601 date-time of the choice. */
  decidedAt: string;
  categories: ConsentChoices;
  /** Whether the browser sent Global Privacy Control when the choice was made. */
  gpc: boolean;
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function isConsentChoices(value: unknown): value is ConsentChoices {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return OPTIONAL_COOKIE_CATEGORIES.every((category) => typeof record[category] === "boolean");
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== "object" || value === null) return false;
  const { version, decidedAt, categories, gpc } = value as Record<string, unknown>;
  return (
    Number.isInteger(version) &&
    typeof decidedAt === "string" &&
    ISO_DATE_TIME.test(decidedAt) &&
    !Number.isNaN(Date.parse(decidedAt)) &&
    isConsentChoices(categories) &&
    typeof gpc === "boolean"
  );
}

const choices = (value: boolean): ConsentChoices =>
  Object.fromEntries(OPTIONAL_COOKIE_CATEGORIES.map((category) => [category, value])) as ConsentChoices;

export const NO_OPTIONAL_CONSENT: ConsentChoices = choices(false);
export const ALL_OPTIONAL_CONSENT: ConsentChoices = choices(true);

export function createConsentRecord(categories: ConsentChoices, options: { gpc: boolean; now?: Date }): ConsentRecord {
  return {
    version: CONSENT_VERSION,
    decidedAt: (options.now ?? new Date()).toISOString(),
    categories: { ...categories },
    gpc: options.gpc,
  };
}

/** The Set-Cookie value for `document.cookie`: first party, Lax, 12 months, Secure on HTTPS. */
export function serializeConsentCookie(record: ConsentRecord, options: { secure: boolean }): string {
  const value = encodeURIComponent(JSON.stringify(record));
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${options.secure ? "; Secure" : ""}`;
}

/**
 * The stored record from a Cookie header (or `document.cookie`), or null when there is none,
 * it cannot be read, it is of an older policy version or older than 12 months.
 */
export function parseConsentCookie(cookieHeader: string, now: Date = new Date()): ConsentRecord | null {
  const prefix = `${CONSENT_COOKIE}=`;
  const pair = cookieHeader
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!pair) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(decodeURIComponent(pair.slice(prefix.length)));
  } catch {
    return null;
  }
  if (!isConsentRecord(decoded) || decoded.version !== CONSENT_VERSION) return null;
  const age = now.getTime() - Date.parse(decoded.decidedAt);
  if (age > CONSENT_MAX_AGE_DAYS * DAY_MS) return null;
  // Only the known fields: a tampered cookie cannot smuggle others into the app.
  const { version, decidedAt, categories, gpc } = decoded;
  const choices = Object.fromEntries(OPTIONAL_COOKIE_CATEGORIES.map((category) => [category, categories[category]]));
  return { version, decidedAt, categories: choices as ConsentChoices, gpc };
}

/**
 * What is allowed now. Global Privacy Control is an opt-out of every optional category, unless
 * the choice was itself made while the signal was on (an explicit act in Cookie Settings).
 */
export function effectiveConsent(record: ConsentRecord | null, gpc: boolean): ConsentChoices {
  if (!record) return NO_OPTIONAL_CONSENT;
  if (gpc && !record.gpc) return NO_OPTIONAL_CONSENT;
  return record.categories;
}

export function isAllowed(choices: ConsentChoices, category: CookieCategory): boolean {
  return category === "necessary" || choices[category as OptionalCookieCategory];
}
