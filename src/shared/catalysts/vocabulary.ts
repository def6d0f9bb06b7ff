// The catalysts a calendar holds (issue 21): what kind of dated step in a drug's way to market,
// at what precision its date is known, and where it stands. Plain data, no schema library, so
// the calendar's chips and the entity page name them without loading zod.

export const CATALYST_TYPES = [
  "pdufa",
  "advisory-committee",
  "submission",
  "filing-acceptance",
  "designation",
  "approval",
  "complete-response-letter",
  "chmp-opinion",
  "readout",
  "conference-presentation",
] as const;
export type CatalystType = (typeof CATALYST_TYPES)[number];

/** Each type in words, as the calendar's Event column and filter name it. */
export const CATALYST_TYPE_NAMES: Record<CatalystType, string> = {
  pdufa: "PDUFA date",
  "advisory-committee": "Advisory committee",
  submission: "Submission",
  "filing-acceptance": "Filing accepted",
  designation: "Designation",
  approval: "Approval",
  "complete-response-letter": "Complete response letter",
  "chmp-opinion": "CHMP opinion",
  readout: "Trial readout",
  "conference-presentation": "Conference presentation",
};

/** How finely a date is known: as the article wrote it, never finer. */
export const DATE_PRECISIONS = ["day", "month", "quarter", "half", "year"] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];

/**
 * Where a catalyst stands. expected: an article dates it ahead; estimated: its date is derived
 * from a rule (a review clock: 10 months from acceptance, 6 under priority review), not stated;
 * happened: an article reports it took place; missed: its window closed with no report that it did.
 */
export const CATALYST_STATUSES = ["expected", "estimated", "happened", "missed"] as const;
export type CatalystStatus = (typeof CATALYST_STATUSES)[number];

export const CATALYST_STATUS_NAMES: Record<CatalystStatus, string> = {
  expected: "Expected",
  estimated: "Estimated",
  happened: "Happened",
  missed: "Missed",
};

/** An editor's decision: extracted catalysts wait as pending; accepted ones are public. */
export const CATALYST_REVIEW_STATES = ["pending", "accepted", "rejected"] as const;

/** How a catalyst was found: the built-in rules, the AI provider, or an editor's hand. */
export const CATALYST_METHODS = ["rules", "ai", "editor"] as const;
export type CatalystMethod = (typeof CATALYST_METHODS)[number];

export const CATALYST_LIMITS = {
  pageSize: 50,
  pageSizeMax: 200,
  /** The calendar file and the CSV hold at most this many catalysts. */
  exportMax: 2000,
  dateTextMax: 120,
} as const;
