import type { Catalyst } from "@/shared/catalysts/contracts";
import type { DatePrecision } from "@/shared/catalysts/vocabulary";

// The month view's arithmetic, on ISO days and months ("2026-09") as the address writes them.

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** YYYY-MM with a real month. */
export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

const pad = (value: number) => String(value).padStart(2, "0");
const monthParts = (month: string) => month.split("-").map(Number) as [number, number];
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The month a reader is in, on their own calendar. */
export function currentMonth(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
}

/** Its first and last day: the date range the API is asked for. */
export function monthSpan(month: string): { from: string; to: string } {
  const [year, number] = monthParts(month);
  return { from: `${month}-01`, to: `${month}-${pad(daysIn(year, number))}` };
}

/** The month `delta` months away: shiftMonth("2026-12", 1) is "2027-01". */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = monthParts(month);
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** "September 2026". */
export function monthTitle(month: string): string {
  const [year, number] = monthParts(month);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** The month's weeks, Monday first (ISO 8601): each a row of seven ISO days, null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, number] = monthParts(month);
  const leading = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysIn(year, number); day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

type CoarsePrecision = Exclude<DatePrecision, "day">;

/** What the month view calls the catalysts known only to a month, quarter, half or year. */
export const COARSE_HEADINGS: Record<CoarsePrecision, string> = {
  month: "In this month",
  quarter: "In this quarter",
  half: "In this half",
  year: "In this year",
};

export type MonthPlacement = {
  /** Day-precision catalysts on each day of the month their span covers. */
  byDay: Map<string, Catalyst[]>;
  /** The coarser ones, by precision, finest first. */
  coarse: [CoarsePrecision, Catalyst[]][];
};

/** Where each catalyst of a month sits: on its days, or above the grid by its precision. */
export function placeInMonth(catalysts: readonly Catalyst[], month: string): MonthPlacement {
  const { from, to } = monthSpan(month);
  const days = monthWeeks(month).flat();
  const byDay = new Map<string, Catalyst[]>();
  const coarse = new Map<CoarsePrecision, Catalyst[]>(Object.keys(COARSE_HEADINGS).map((precision) => [precision as CoarsePrecision, []]));
  for (const catalyst of catalysts) {
    const { precision, start, end } = catalyst.date;
    if (end < from || start > to) continue;
    if (precision !== "day") {
      coarse.get(precision)?.push(catalyst);
      continue;
    }
    for (const day of days) {
      if (day && day >= start && day <= end) byDay.set(day, [...(byDay.get(day) ?? []), catalyst]);
    }
  }
  return { byDay, coarse: [...coarse].filter(([, list]) => list.length > 0) };
}
