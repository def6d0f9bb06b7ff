import { describe, expect, it } from "vitest";
import { exampleCatalyst } from "./catalyst-examples";
import { currentMonth, monthSpan, monthTitle, monthWeeks, placeInMonth, shiftMonth } from "./calendar-month";

describe("the month view's arithmetic", () => {
  it("names a month, its span and its neighbours across years", () => {
    expect(monthTitle("2026-09")).toBe("September 2026");
    expect(monthSpan("2026-09")).toEqual({ from: "2026-09-01", to: "2026-09-30" });
    expect(monthSpan("2028-02")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(currentMonth(new Date(2026, 8, 30, 23, 59))).toBe("2026-09");
  });

  it("lays a month out in weeks from Monday", () => {
    const weeks = monthWeeks("2026-09");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, "2026-09-01", "2026-09-02", "2026-09-03", "2026-09-04", "2026-09-05", "2026-09-06"]);
    expect(weeks[4]).toEqual(["2026-09-28", "2026-09-29", "2026-09-30", null, null, null, null]);
    expect(monthWeeks("2026-02").flat().filter(Boolean)).toHaveLength(28);
  });
});

describe("where a month's catalysts sit", () => {
  const pdufa = exampleCatalyst({ id: "a", date: { start: "2026-09-14", end: "2026-09-14", precision: "day", text: "" } });
  const committee = exampleCatalyst({ id: "b", type: "advisory-committee", date: { start: "2026-09-30", end: "2026-10-01", precision: "day", text: "" } });
  const readout = exampleCatalyst({ id: "c", type: "readout", date: { start: "2026-07-01", end: "2026-09-30", precision: "quarter", text: "第3四半期" } });
  const approval = exampleCatalyst({ id: "d", type: "approval", date: { start: "2026-01-01", end: "2026-12-31", precision: "year", text: "年内" } });
  const october = exampleCatalyst({ id: "e", date: { start: "2026-10-01", end: "2026-10-31", precision: "month", text: "" } });

  it("puts day-precision catalysts on their days in the month, coarser ones above the grid by precision", () => {
    const { byDay, coarse } = placeInMonth([approval, pdufa, committee, readout, october], "2026-09");
    expect([...byDay].map(([day, list]) => [day, list.map((each) => each.id)])).toEqual([
      ["2026-09-14", ["a"]],
      ["2026-09-30", ["b"]],
    ]);
    expect(coarse.map(([precision, list]) => [precision, list.map((each) => each.id)])).toEqual([
      ["quarter", ["c"]],
      ["year", ["d"]],
    ]);
  });
});
