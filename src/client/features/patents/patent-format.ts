const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const countFormat = new Intl.NumberFormat("en-US");
const averageFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** What the screen shows where the source does not report a value. */
export const NOT_REPORTED = "Not reported";

/** "2024-01-15" → "Jan 15, 2024"; no date → "Not reported". */
export function formatPatentDate(day: string | null): string {
  return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : NOT_REPORTED;
}

export const formatCount = (value: number | null) => (value === null ? NOT_REPORTED : countFormat.format(value));
export const formatAverage = (value: number | null) => (value === null ? NOT_REPORTED : averageFormat.format(value));

/** 0.873 → "87% relevance"; none (results in date order) → "Relevance not reported". */
export const formatRelevance = (relevance: number | null) =>
  relevance === null ? "Relevance not reported" : `${Math.round(relevance * 100)}% relevance`;
