import { describe, expect, it } from "vitest";
import { catalystEventName, formatCatalystDate } from "./format";

describe("a catalyst's date in words", () => {
  it.each([
    [{ start: "2026-12-18", end: "2026-12-18", precision: "day" }, "Dec 18, 2026"],
    [{ start: "2026-09-01", end: "2026-09-30", precision: "month" }, "Sep 2026"],
    [{ start: "2026-07-01", end: "2026-09-30", precision: "quarter" }, "Q3 2026"],
    [{ start: "2026-01-01", end: "2026-03-31", precision: "quarter" }, "Q1 2026"],
    [{ start: "2026-10-01", end: "2026-12-31", precision: "quarter" }, "Q4 2026"],
    [{ start: "2026-07-01", end: "2026-12-31", precision: "half" }, "H2 2026"],
    [{ start: "2026-04-01", end: "2026-09-30", precision: "half" }, "Mid-2026"],
    [{ start: "2026-10-01", end: "2027-03-31", precision: "half" }, "Oct 2026 – Mar 2027"],
    [{ start: "2026-04-01", end: "2027-03-31", precision: "year" }, "FY2026 (Apr 2026 – Mar 2027)"],
    [{ start: "2026-01-01", end: "2026-06-30", precision: "half" }, "H1 2026"],
    [{ start: "2026-01-01", end: "2026-12-31", precision: "year" }, "2026"],
  ] as const)("writes %o as %s", (span, text) => {
    expect(formatCatalystDate(span)).toBe(text);
  });

  it("writes a span of days (a two-day committee meeting) as a range", () => {
    expect(formatCatalystDate({ start: "2026-12-18", end: "2026-12-19", precision: "day" })).toBe("Dec 18–19, 2026");
    expect(formatCatalystDate({ start: "2026-11-30", end: "2026-12-02", precision: "day" })).toBe("Nov 30 – Dec 2, 2026");
    expect(formatCatalystDate({ start: "2026-12-30", end: "2027-01-02", precision: "day" })).toBe("Dec 30, 2026 – Jan 2, 2027");
  });

  it("never writes a day the reader's time zone could move", () => {
    expect(formatCatalystDate({ start: "2027-01-01", end: "2027-01-01", precision: "day" })).toBe("Jan 1, 2027");
  });
});

describe("a catalyst's event in words", () => {
  it("names the type, and its detail in words when there is one", () => {
    expect(catalystEventName("pdufa", null)).toBe("PDUFA date");
    expect(catalystEventName("designation", "priority-review")).toBe("Designation (priority review)");
    expect(catalystEventName("readout", "topline")).toBe("Trial readout (topline)");
    expect(catalystEventName("readout", " ")).toBe("Trial readout");
  });
});
