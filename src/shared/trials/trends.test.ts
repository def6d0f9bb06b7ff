import { describe, expect, it } from "vitest";
import { countTrends, sponsorType, trendPhase } from "./trends";

const study = (phases: string[], status: string | null, sponsorClass: string | null, startDate: string | null) => ({ phases, status, sponsorClass, startDate });

describe("trend counts", () => {
  it("counts phase, status, sponsor type and start year over the studies", () => {
    const trends = countTrends([
      study(["PHASE2"], "COMPLETED", "INDUSTRY", "2016-04-29"),
      study(["PHASE1", "PHASE2"], "COMPLETED", "OTHER", "2020-06"),
      study(["PHASE2"], "RECRUITING", "NIH", "2020-01-01"),
      study([], "WITHDRAWN", "OTHER_GOV", null),
      study(["NA"], "ACTIVE_NOT_RECRUITING", null, "2012-02"),
      study(["PHASE3"], "RECRUITING", "INDUSTRY", "2025-11-12"),
      study(["EARLY_PHASE1"], null, "FED", "2025"),
    ]);
    expect(trends).toEqual({
      phases: [
        { label: "Early Phase 1", value: 1 },
        { label: "Phase 1/2", value: 1 },
        { label: "Phase 2", value: 2 },
        { label: "Phase 3", value: 1 },
        { label: "Not Applicable", value: 1 },
        { label: "Not Specified", value: 1 },
      ],
      statuses: [
        { label: "Completed", value: 2 },
        { label: "Recruiting", value: 2 },
        { label: "Active, not recruiting", value: 1 },
        { label: "Unknown", value: 1 },
        { label: "Withdrawn", value: 1 },
      ],
      sponsorTypes: [
        { label: "Industry", value: 2 },
        { label: "NIH", value: 1 },
        { label: "Other", value: 4 },
      ],
      startYears: [
        { label: "2012", value: 1 },
        { label: "2016", value: 1 },
        { label: "2020", value: 2 },
        { label: "2025", value: 2 },
      ],
      studiesAnalyzed: 7,
    });
  });

  it("no studies: empty charts", () => {
    expect(countTrends([])).toEqual({ phases: [], statuses: [], sponsorTypes: [], startYears: [], studiesAnalyzed: 0 });
  });

  it("names phases and sponsor classes", () => {
    expect(trendPhase(["PHASE2", "PHASE3"])).toBe("Phase 2/3");
    expect(trendPhase(["PHASE4"])).toBe("Phase 4");
    expect(sponsorType("INDUSTRY")).toBe("Industry");
    expect(sponsorType("NIH")).toBe("NIH");
    expect(sponsorType("NETWORK")).toBe("Other");
    expect(sponsorType(null)).toBe("Other");
  });
});
