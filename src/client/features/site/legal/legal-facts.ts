// The dated facts of the legal pages (news-community-support.md §6 and §9), in one place.
export const LEGAL_LAST_UPDATED = "October 2, 2025";
/** The same date for <time dateTime>. */
export const LEGAL_LAST_UPDATED_ISO = "2025-10-02";

export const MINIMUM_AGE = 16;

export const LIABILITY_CAP = { months: 3, floorEuros: 100 } as const;

export const RETENTION = {
  accountDaysAfterEnd: 90,
  logDays: { min: 30, max: 180 },
  backupDays: 90,
} as const;

export const UPTIME_SLA_PERCENT = "99.9%";

export const SUPERVISORY_AUTHORITY = {
  name: "IMY, the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten)",
  url: "https://www.imy.se/en/",
} as const;
