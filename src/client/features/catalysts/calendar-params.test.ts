import { describe, expect, it } from "vitest";
import { calendarPath, readCalendar, shownFilter, toggledType, withFilter, type CalendarState } from "./calendar-params";

const read = (path: string) => readCalendar(new URL(path, "https://hub.example").searchParams);

describe("the calendar's address", () => {
  it("is /catalysts alone for the upcoming list with no filter", () => {
    expect(read("/catalysts")).toEqual({ filter: { type: [], when: "upcoming" }, view: "list" });
    expect(calendarPath({ filter: { type: [], when: "upcoming" }, view: "list" })).toBe("/catalysts");
  });

  it.each<CalendarState>([
    { filter: { type: ["pdufa", "readout"], when: "upcoming" }, view: "list" },
    { filter: { type: [], regulator: "regulator-fda", company: "company-meridian-bio", tag: "oncology", when: "past" }, view: "list" },
    { filter: { type: ["approval"], from: "2026-07-01", to: "2026-09-30", entity: "drug-sotatercept", when: "all" }, view: "list" },
    { filter: { type: ["advisory-committee"], regulator: "regulator-ema", when: "upcoming" }, view: "month", month: "2026-09" },
    { filter: { type: [], when: "upcoming" }, view: "month" },
  ])("reads back what it wrote: %o", (state) => {
    expect(read(calendarPath(state))).toEqual(state);
  });

  it("writes the filters as the API takes them, and the view after them", () => {
    const path = calendarPath({ filter: { type: ["pdufa", "readout"], regulator: "regulator-fda", when: "past" }, view: "month", month: "2026-09" });
    expect(path).toBe("/catalysts?type=pdufa&type=readout&regulator=regulator-fda&when=past&view=month&month=2026-09");
  });

  it("leaves out what the API would refuse", () => {
    expect(read("/catalysts?type=pdufa&type=merger&type=pdufa&when=someday&from=2026-02-30&to=soon&view=grid&month=2026-13")).toEqual({
      filter: { type: ["pdufa"], when: "upcoming" },
      view: "list",
    });
    expect(read("/catalysts?from=2026-09-01&to=2026-08-01").filter).toEqual({ type: [], from: "2026-09-01", when: "upcoming" });
    expect(read("/catalysts?view=month&month=2026-13")).toEqual({ filter: { type: [], when: "upcoming" }, view: "month" });
    expect(read(`/catalysts?company=%20&tag=${"t".repeat(130)}`).filter.tag).toHaveLength(120);
  });
});

describe("changing the calendar's filters", () => {
  const state: CalendarState = { filter: { type: ["pdufa"], regulator: "regulator-fda", when: "upcoming" }, view: "month", month: "2026-09" };

  it("replaces a filter, removes an emptied one, and keeps the view", () => {
    expect(withFilter(state, { regulator: "regulator-nmpa", tag: "oncology" })).toEqual({ ...state, filter: { ...state.filter, regulator: "regulator-nmpa", tag: "oncology" } });
    expect(withFilter(state, { regulator: undefined })).toEqual({ ...state, filter: { type: ["pdufa"], when: "upcoming" } });
  });

  it("adds or removes a type, in the vocabulary's order", () => {
    expect(toggledType(["readout"], "pdufa")).toEqual(["pdufa", "readout"]);
    expect(toggledType(["pdufa", "readout"], "pdufa")).toEqual(["readout"]);
  });

  it("asks a month for everything dated in it, ahead or past", () => {
    expect(shownFilter(state, "2026-09")).toEqual({ type: ["pdufa"], regulator: "regulator-fda", from: "2026-09-01", to: "2026-09-30", when: "all" });
    const list: CalendarState = { ...state, view: "list", filter: { ...state.filter, from: "2026-01-01" } };
    expect(shownFilter(list, "2026-09")).toBe(list.filter);
  });
});
