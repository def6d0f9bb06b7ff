import type { DatePrecision } from "@/shared/catalysts/vocabulary";

// A catalyst's date is a span at a precision (issue 21 §1): a day, or a whole month, quarter, half
// or year. This checks a span an editor gives.

/** The months a span of each precision covers, and the months it may start in. */
// A half may also be mid-year (April–September) or a Japanese fiscal half (October–March), a year
// a Japanese fiscal year (April–March), as the extractor reads them.
const UNITS: Record<Exclude<DatePrecision, "day">, { months: number; name: string; starts: string; startMonths: readonly number[] }> = {
  month: { months: 1, name: "A month", starts: "the first day of a month", startMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
  quarter: { months: 3, name: "A quarter", starts: "1 January, 1 April, 1 July or 1 October", startMonths: [1, 4, 7, 10] },
  half: { months: 6, name: "A half-year", starts: "1 January, 1 April (mid-year), 1 July or 1 October (a fiscal half)", startMonths: [1, 4, 7, 10] },
  year: { months: 12, name: "A year", starts: "1 January, or 1 April for a fiscal year", startMonths: [1, 4] },
};

/** The dates an editor may give: a calendar of drug development, not of history. */
const YEARS = { first: "1900-01-01", last: "2199-12-31" };

const parts = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) });

/** The last day of the span of `months` months starting on the first of `month` (1–12) of `year`. */
function lastDay(year: number, month: number, months: number): string {
  return new Date(Date.UTC(year, month - 1 + months, 0)).toISOString().slice(0, 10);
}

type SpanProblem = { field: "start" | "end" | "precision"; message: string };

/** Why `start`–`end` is not a span of `precision`, in words for the editor, with the field to correct; null when it is one. */
export function spanProblem(start: string, end: string, precision: DatePrecision): SpanProblem | null {
  if (start < YEARS.first || end > YEARS.last) return { field: start < YEARS.first ? "start" : "end", message: `A catalyst's date lies between ${YEARS.first.slice(0, 4)} and ${YEARS.last.slice(0, 4)}.` };
  if (end < start) return { field: "end", message: "The date's end comes before its start." };
  if (precision === "day") return start === end ? null : { field: "precision", message: "A date to the day starts and ends on the same day: choose a coarser precision for a span." };
  const unit = UNITS[precision];
  const { year, month, date } = parts(start);
  if (date !== 1 || !unit.startMonths.includes(month)) return { field: "precision", message: `${unit.name} starts on ${unit.starts}.` };
  const expected = lastDay(year, month, unit.months);
  return end === expected ? null : { field: "precision", message: `${unit.name} starting on ${start} ends on ${expected}.` };
}
