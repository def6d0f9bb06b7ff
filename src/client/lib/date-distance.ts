// The wording and thresholds of date-fns' formatDistance (en-US, without seconds), which the
// spec's "standard thresholds" refer to (news-community-support.md §9). date-fns is not a
// dependency: this one function is all the product needs of it.
// https://github.com/date-fns/date-fns/blob/main/src/formatDistance/index.ts

import { plural } from "@/shared/plural";

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_ALMOST_TWO_DAYS = 2520;
const MINUTES_IN_MONTH = 43200;
const MINUTES_IN_TWO_MONTHS = 86400;

/** Whole calendar months from `earlier` to `later`, minus one when the last month is not full. */
function differenceInMonths(later: Date, earlier: Date): number {
  const calendar = (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  if (calendar < 1) return 0;
  const shifted = new Date(later);
  // date-fns anchors a late-February date at the 30th so that a month back lands in January's end.
  if (shifted.getMonth() === 1 && shifted.getDate() > 27) shifted.setDate(30);
  shifted.setMonth(shifted.getMonth() - calendar);
  return shifted.getTime() < earlier.getTime() ? calendar - 1 : calendar;
}

/** The distance between two dates in words: 'less than a minute', 'about 2 hours', 'over 1 year'. */
export function formatDistance(date: Date, baseDate: Date): string {
  const [earlier, later] = date.getTime() <= baseDate.getTime() ? [date, baseDate] : [baseDate, date];
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  // A daylight-saving change in between does not count as time passed.
  const offsetSeconds = (earlier.getTimezoneOffset() - later.getTimezoneOffset()) * 60;
  const minutes = Math.round((seconds - offsetSeconds) / 60);

  if (minutes < 2) return minutes === 0 ? "less than a minute" : plural(minutes, "minute");
  if (minutes < 45) return plural(minutes, "minute");
  if (minutes < 90) return "about 1 hour";
  if (minutes < MINUTES_IN_DAY) return `about ${plural(Math.round(minutes / 60), "hour")}`;
  if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) return "1 day";
  if (minutes < MINUTES_IN_MONTH) return plural(Math.round(minutes / MINUTES_IN_DAY), "day");
  if (minutes < MINUTES_IN_TWO_MONTHS) return `about ${plural(Math.round(minutes / MINUTES_IN_MONTH), "month")}`;

  const months = differenceInMonths(later, earlier);
  if (months < 12) return plural(Math.round(minutes / MINUTES_IN_MONTH), "month");
  const years = Math.trunc(months / 12);
  const monthsIntoYear = months % 12;
  if (monthsIntoYear < 3) return `about ${plural(years, "year")}`;
  if (monthsIntoYear < 9) return `over ${plural(years, "year")}`;
  return `almost ${plural(years + 1, "year")}`;
}

/**
 * "{distance} ago" for something that happened at `date`. A date a little ahead of this
 * device's clock (the server's clock runs ahead) counts as now.
 */
export function formatTimeAgo(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === "string" ? new Date(date) : date;
  const past = then.getTime() > now.getTime() ? now : then;
  return `${formatDistance(past, now)} ago`;
}
