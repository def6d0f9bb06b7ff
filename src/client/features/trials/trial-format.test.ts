import { describe, expect, it } from "vitest";
import { formatEnrollment, formatList, formatLocations, formatSex, orNotListed } from "./trial-format";

const site = (city: string | null, state: string | null, country: string | null, facility: string | null = null) => ({ facility, city, state, country, status: null });

describe("trial card formatting", () => {
  it("shows the first site and how many more", () => {
    expect(formatLocations([])).toBe("Not listed");
    expect(formatLocations([site("Denver", "Colorado", "United States")])).toBe("Denver, Colorado, United States");
    expect(formatLocations([site("Denver", "Colorado", "United States"), site("Miami", null, "United States"), site(null, null, null, "X")])).toBe(
      "Denver, Colorado, United States +2 more",
    );
    expect(formatLocations([site(null, null, null, "Prince of Wales Hospital")])).toBe("Prince of Wales Hospital");
  });

  it("enrollment, sex and empty values", () => {
    expect(formatEnrollment({ enrollment: 1200, enrollmentType: "ESTIMATED" })).toBe("1,200 (estimated)");
    expect(formatEnrollment({ enrollment: 40, enrollmentType: null })).toBe("40");
    expect(formatEnrollment({ enrollment: null, enrollmentType: null })).toBe("Not listed");
    expect(formatSex("FEMALE")).toBe("Female");
    expect(formatSex("ALL")).toBe("All");
    expect(formatSex(null)).toBe("All");
    expect(orNotListed(" ")).toBe("Not listed");
    expect(formatList(["Drug", "Device"])).toBe("Drug, Device");
    expect(formatList([])).toBe("Not listed");
  });
});
