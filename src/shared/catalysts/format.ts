import { CATALYST_TYPE_NAMES, type CatalystType, type DatePrecision } from "./vocabulary";

// A catalyst in words, as the calendar, the entity pages and the review queue write it. Plain
// functions over ISO days (no Date, no time zone: a day stays the day the article named).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

type Span = { start: string; end: string; precision: DatePrecision };

/** "2026-12-18" → [2026, 12, 18]. */
function dayParts(isoDay: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = isoDay.split("-").map(Number);
  return [year, month, day];
}

const monthName = (month: number) => MONTHS[month - 1] ?? "";

/** "Dec 18, 2026"; a span of days "Dec 18–19, 2026", "Nov 30 – Dec 2, 2026", "Dec 30, 2026 – Jan 2, 2027". */
function daysText(start: string, end: string): string {
  const [startYear, startMonth, startDay] = dayParts(start);
  const [endYear, endMonth, endDay] = dayParts(end);
  const first = `${monthName(startMonth)} ${startDay}`;
  if (end <= start) return `${first}, ${startYear}`;
  if (startYear !== endYear) return `${first}, ${startYear} – ${monthName(endMonth)} ${endDay}, ${endYear}`;
  if (startMonth !== endMonth) return `${first} – ${monthName(endMonth)} ${endDay}, ${endYear}`;
  return `${first}–${endDay}, ${endYear}`;
}

/**
 * A catalyst's date at the precision it is known, never finer: "Dec 18, 2026", "Sep 2026",
 * "Q3 2026", "H2 2026", "Mid-2026", "2026", "FY2026 (Apr 2026 – Mar 2027)". The calendar, its
 * file and its CSV write it alike.
 */
export function formatCatalystDate({ start, end, precision }: Span): string {
  const [year, month] = dayParts(start);
  switch (precision) {
    case "day":
      return daysText(start, end);
    case "month":
      return `${monthName(month)} ${year}`;
    case "quarter":
      return `Q${Math.ceil(month / 3)} ${year}`;
    case "half":
      // Mid-year is April to September; a Japanese fiscal half from October runs into the next year.
      if (month === 4) return `Mid-${year}`;
      if (month === 10) return `Oct ${year} – Mar ${year + 1}`;
      return `H${month <= 6 ? 1 : 2} ${year}`;
    case "year":
      // A Japanese fiscal year (年度) runs from April to March.
      return month === 4 ? `FY${year} (Apr ${year} – Mar ${year + 1})` : String(year);
  }
}

/** Each precision in words, as the review queue and its edit form name them. */
export const DATE_PRECISION_NAMES: Record<DatePrecision, string> = {
  day: "Day",
  month: "Month",
  quarter: "Quarter",
  half: "Half year",
  year: "Year",
};

type Outcome = "met" | "missed" | "positive" | "negative";

/** What happened, for a catalyst that did: a readout's endpoint, an opinion's direction. */
export const CATALYST_OUTCOME_NAMES: Record<Outcome, string> = {
  met: "Endpoint met",
  missed: "Endpoint missed",
  positive: "Positive",
  negative: "Negative",
};

/** "PDUFA date", "Designation (priority review)", "Trial readout (topline)". */
export function catalystEventName(type: CatalystType, detail: string | null): string {
  const name = CATALYST_TYPE_NAMES[type];
  const words = detail?.replace(/[-_]+/g, " ").trim();
  return words ? `${name} (${words})` : name;
}
