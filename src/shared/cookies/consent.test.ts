import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE } from "./categories";
import {
  ALL_OPTIONAL_CONSENT,
  createConsentRecord,
  effectiveConsent,
  isAllowed,
  NO_OPTIONAL_CONSENT,
  parseConsentCookie,
  serializeConsentCookie,
} from "./consent";

const now = new Date("2025-10-02T12:00:00.000Z");
const pairOf = (cookie: string) => cookie.split(";")[0]!;

describe("consent cookie", () => {
  it("round-trips a record through the cookie", () => {
    const record = createConsentRecord({ ...NO_OPTIONAL_CONSENT, analytics: true }, { gpc: false, now });
    const cookie = serializeConsentCookie(record, { secure: false });
    expect(cookie).toMatch(new RegExp(`^${CONSENT_COOKIE.replace(".", "\\.")}=`));
    expect(cookie).toContain("; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(cookie).not.toContain("Secure");
    expect(parseConsentCookie(`other=1; ${pairOf(cookie)}; x=y`, now)).toEqual(record);
  });

  it("marks the cookie Secure on HTTPS", () => {
    const record = createConsentRecord(ALL_OPTIONAL_CONSENT, { gpc: false, now });
    expect(serializeConsentCookie(record, { secure: true })).toMatch(/; Secure$/);
  });

  it("ignores a missing, unreadable, outdated or expired record", () => {
    expect(parseConsentCookie("", now)).toBeNull();
    expect(parseConsentCookie(`${CONSENT_COOKIE}=%7Bnot-json`, now)).toBeNull();
    expect(parseConsentCookie(`${CONSENT_COOKIE}=${encodeURIComponent('{"version":1}')}`, now)).toBeNull();
    const old = { ...createConsentRecord(ALL_OPTIONAL_CONSENT, { gpc: false, now }), version: 0 };
    expect(parseConsentCookie(pairOf(serializeConsentCookie(old, { secure: false })), now)).toBeNull();
    const stale = createConsentRecord(ALL_OPTIONAL_CONSENT, { gpc: false, now: new Date("2024-09-01T00:00:00Z") });
    expect(parseConsentCookie(pairOf(serializeConsentCookie(stale, { secure: false })), now)).toBeNull();
  });

  it("refuses a record of the wrong shape and keeps only the known fields of a good one", () => {
    const good = createConsentRecord(ALL_OPTIONAL_CONSENT, { gpc: false, now });
    const cookieOf = (value: unknown) => `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
    const tampered = [
      { ...good, version: 1.5 },
      { ...good, decidedAt: "yesterday" },
      { ...good, decidedAt: "2025-13-45T99:00:00Z" },
      { ...good, gpc: "no" },
      { ...good, categories: { ...good.categories, marketing: "yes" } },
      { ...good, categories: { preferences: true } },
      [good],
      null,
    ];
    for (const value of tampered) expect(parseConsentCookie(cookieOf(value), now)).toBeNull();
    const extra = { ...good, admin: true, categories: { ...good.categories, extra: true } };
    expect(parseConsentCookie(cookieOf(extra), now)).toEqual(good);
  });
});

describe("effective consent", () => {
  it("allows nothing optional before a choice", () => {
    expect(effectiveConsent(null, false)).toEqual(NO_OPTIONAL_CONSENT);
    expect(isAllowed(effectiveConsent(null, false), "necessary")).toBe(true);
    expect(isAllowed(effectiveConsent(null, false), "analytics")).toBe(false);
  });

  it("treats Global Privacy Control as an opt-out of a choice made without it", () => {
    const accepted = createConsentRecord(ALL_OPTIONAL_CONSENT, { gpc: false, now });
    expect(effectiveConsent(accepted, false)).toEqual(ALL_OPTIONAL_CONSENT);
    expect(effectiveConsent(accepted, true)).toEqual(NO_OPTIONAL_CONSENT);
  });

  it("keeps a choice made explicitly while the signal was on", () => {
    const explicit = createConsentRecord({ ...NO_OPTIONAL_CONSENT, preferences: true }, { gpc: true, now });
    expect(effectiveConsent(explicit, true)).toEqual({ ...NO_OPTIONAL_CONSENT, preferences: true });
  });
});
