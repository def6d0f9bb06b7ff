const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const countFormat = new Intl.NumberFormat("en-US");
const averageFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "2024-01-15" → "Jan 15, 2024"; no date → "Not available". */
export function formatPatentDate(day: string | null): string {
  return day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : "Not available";
}

export const formatCount = (value: number) => countFormat.format(value);
export const formatAverage = (value: number) => averageFormat.format(value);

/** 0.873 → "87%". */
export const formatRelevance = (relevance: number) => `${Math.round(relevance * 100)}%`;
