import { describe, expect, it } from "vitest";
import { compareQuerySchema, eligibilityRequestSchema, searchTrialsRequestSchema } from "./contracts";
import { DEFAULT_TRIAL_FILTERS, phaseLabel, splitConditions, statusLabel, toggleSelection, TRIALS_COMPARE_MAX } from "./options";

describe("trial screen options and contracts", () => {
  it("defaults the filters to all, all, US, all (agents §9)", () => {
    expect(DEFAULT_TRIAL_FILTERS).toEqual({ phase: "all", status: "all", country: "US", ageGroup: "all" });
    expect(searchTrialsRequestSchema.parse({ query: "  Depression " })).toEqual({ query: "Depression", ...DEFAULT_TRIAL_FILTERS });
  });

  it("refuses a blank search and unknown filter values", () => {
    expect(searchTrialsRequestSchema.safeParse({ query: "  " }).error?.issues[0]?.message).toBe("Please enter a search term");
    expect(searchTrialsRequestSchema.safeParse({ query: "x", phase: "5" }).error?.issues[0]?.message).toBe("Phase must be all, 1, 2, 3 or 4");
    expect(searchTrialsRequestSchema.safeParse({ query: "x", country: "DE" }).success).toBe(false);
  });

  it("patient: age and at least one condition are required", () => {
    expect(eligibilityRequestSchema.safeParse({ conditions: ["Asthma"] }).error?.issues[0]?.message).toBe("Please enter age and at least one condition");
    expect(eligibilityRequestSchema.safeParse({ age: 40, conditions: [] }).error?.issues[0]?.message).toBe("Please enter age and at least one condition");
    expect(eligibilityRequestSchema.safeParse({ age: 200, conditions: ["Asthma"] }).error?.issues[0]?.message).toBe("Age must be between 0 and 120");
    expect(eligibilityRequestSchema.parse({ age: 40, conditions: ["Asthma"], location: " " })).toEqual({ age: 40, sex: "all", conditions: ["Asthma"], location: undefined });
  });

  it("compare: 2 to 5 distinct NCT ids", () => {
    expect(compareQuerySchema.parse({ ids: "nct00517179, NCT02576665,NCT00517179" })).toEqual({ ids: ["NCT00517179", "NCT02576665"] });
    const message = (ids: string) => compareQuerySchema.safeParse({ ids }).error?.issues[0]?.message;
    expect(message("NCT00517179")).toBe("Please select 2-5 trials to compare");
    expect(message(Array.from({ length: 6 }, (_, index) => `NCT0000000${index}`).join(","))).toBe("Please select 2-5 trials to compare");
    expect(message("NCT00517179,abc")).toBe("Trial ids look like NCT01234567");
  });

  it("selection keeps at most 5 ids and toggles", () => {
    let selected: string[] = [];
    for (const id of ["a", "b", "c", "d", "e", "f"]) selected = toggleSelection(selected, id, TRIALS_COMPARE_MAX);
    expect(selected).toEqual(["a", "b", "c", "d", "e"]);
    expect(toggleSelection(selected, "c", TRIALS_COMPARE_MAX)).toEqual(["a", "b", "d", "e"]);
  });

  it("labels and condition lists", () => {
    expect(phaseLabel(["PHASE1", "PHASE2"])).toBe("Phase 1/Phase 2");
    expect(phaseLabel([])).toBe("Not Specified");
    expect(statusLabel("NOT_YET_RECRUITING")).toBe("Not Yet Recruiting");
    expect(splitConditions("Diabetes, hypertension;\n diabetes ,, ")).toEqual(["Diabetes", "hypertension"]);
  });
});
