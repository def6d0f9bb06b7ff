// Saved searches and their e-mail (issue 19): the limits and words the server enforces and the
// /alerts page, the Save search dialog and the entity page's Follow button show.

export const ALERT_FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The dialog's labels for each frequency. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instant",
  daily: "Daily",
  weekly: "Weekly",
  off: "Off",
};

export const ALERT_LIMITS = {
  /** Saved searches per account. */
  perAccount: 25,
  nameMax: 100,
  /** Days over which /alerts counts each search's matches. */
  recentDays: 7,
  /** Items one digest lists per saved search (the rest are counted, with a link to /news). */
  digestItemsPerSearch: 20,
  /** Characters of the summary an e-mail shows for each item. */
  emailSummaryChars: 300,
} as const;

export const ALERT_LIMIT_MESSAGE = `You can save at most ${ALERT_LIMITS.perAccount} searches. Delete one you no longer need to save another.`;
export const ALERT_EMPTY_QUERY_MESSAGE = "Search for something or choose a topic before saving the search.";
export const ALERT_NAME_MESSAGE = "Please give the search a name.";
export const ALERT_NAME_TOO_LONG_MESSAGE = `The name can be at most ${ALERT_LIMITS.nameMax} characters.`;
export const ALERT_DUPLICATE_MESSAGE = "You already saved this search. Find it on your Alerts page.";
export const ALERT_NOT_FOUND_MESSAGE = "This saved search does not exist.";
export const ALERT_SIGN_IN_MESSAGE = "Please sign in to save searches and receive alerts.";
export const ALERT_TIME_ZONE_MESSAGE = "Choose a time zone from the list.";
export const ALERT_ENTITY_MESSAGE = "This entity does not exist.";

/** Days of the week as the weekly digest's setting names them: 1 = Monday … 7 = Sunday (ISO 8601). */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
