import { describe, expect, it } from "vitest";
import { formatDistance, formatTimeAgo } from "./date-distance";

const BASE = new Date(2025, 9, 2, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function before(milliseconds: number): Date {
  return new Date(BASE.getTime() - milliseconds);
}

describe("formatDistance", () => {
  // The rows of date-fns' formatDistance table, at and around each threshold.
  it.each([
    [0, "less than a minute"],
    [29 * SECOND, "less than a minute"],
    [30 * SECOND, "1 minute"],
    [89 * SECOND, "1 minute"],
    [90 * SECOND, "2 minutes"],
    [44 * MINUTE + 29 * SECOND, "44 minutes"],
    [44 * MINUTE + 30 * SECOND, "about 1 hour"],
    [89 * MINUTE + 29 * SECOND, "about 1 hour"],
    [89 * MINUTE + 30 * SECOND, "about 2 hours"],
    [5 * HOUR, "about 5 hours"],
    [23 * HOUR + 59 * MINUTE + 29 * SECOND, "about 24 hours"],
    [23 * HOUR + 59 * MINUTE + 30 * SECOND, "1 day"],
    [41 * HOUR + 59 * MINUTE + 29 * SECOND, "1 day"],
    [41 * HOUR + 59 * MINUTE + 30 * SECOND, "2 days"],
    [29 * DAY + 23 * HOUR + 59 * MINUTE + 29 * SECOND, "30 days"],
    [29 * DAY + 23 * HOUR + 59 * MINUTE + 30 * SECOND, "about 1 month"],
    [44 * DAY + 23 * HOUR + 59 * MINUTE + 30 * SECOND, "about 2 months"],
    [59 * DAY + 23 * HOUR + 59 * MINUTE + 30 * SECOND, "2 months"],
    [150 * DAY, "5 months"],
  ])("%i ms before is %j", (milliseconds, expected) => {
    expect(formatDistance(before(milliseconds), BASE)).toBe(expected);
  });

  it.each([
    [new Date(2024, 9, 2, 12), "about 1 year"],
    [new Date(2024, 7, 2, 12), "about 1 year"],
    [new Date(2024, 6, 2, 12), "over 1 year"],
    [new Date(2024, 1, 2, 12), "over 1 year"],
    [new Date(2024, 0, 2, 12), "almost 2 years"],
    [new Date(2023, 9, 3, 12), "almost 2 years"],
    [new Date(2023, 9, 2, 12), "about 2 years"],
    [new Date(2020, 3, 1, 12), "over 5 years"],
  ])("from %s is %j", (date, expected) => {
    expect(formatDistance(date, BASE)).toBe(expected);
  });

  it("does not depend on the order of its arguments", () => {
    expect(formatDistance(BASE, before(3 * HOUR))).toBe("about 3 hours");
  });
});

describe("formatTimeAgo", () => {
  it("adds 'ago' and reads ISO strings", () => {
    expect(formatTimeAgo(before(10 * SECOND).toISOString(), BASE)).toBe("less than a minute ago");
    expect(formatTimeAgo(before(3 * DAY), BASE)).toBe("3 days ago");
  });

  it("treats a date slightly ahead of the clock as now", () => {
    expect(formatTimeAgo(new Date(BASE.getTime() + 5 * MINUTE), BASE)).toBe("less than a minute ago");
  });
});
