import { describe, expect, it } from "vitest";
import { labelOf } from "../options";
import { DEFAULT_PATENT_FILTERS, PATENT_COUNTRIES, PATENT_FILTER_LIMITS, patentSearchPath } from "./options";

describe("patent options", () => {
  it("builds one search path per query and filters, trimmed and encoded", () => {
    expect(patentSearchPath("  CAR-T & more ", DEFAULT_PATENT_FILTERS, {})).toBe(
      "/api/patents/search?q=CAR-T+%26+more&status=GRANT&country=US&language=ENGLISH&sort=relevance",
    );
  });

  it("leaves out the filters the source cannot apply", () => {
    const filters = { ...DEFAULT_PATENT_FILTERS, sort: "newest" } as const;
    expect(patentSearchPath("antibody", filters, PATENT_FILTER_LIMITS.europepmc)).toBe("/api/patents/search?q=antibody&sort=newest");
    expect(patentSearchPath("antibody", filters, { language: PATENT_FILTER_LIMITS.patentsview.language! })).toBe(
      "/api/patents/search?q=antibody&status=GRANT&country=US&sort=newest",
    );
    expect(patentSearchPath("antibody", filters, null)).toBe("/api/patents/search?q=antibody&sort=newest");
  });

  it("labels a value, or shows the value itself when unknown", () => {
    expect(labelOf(PATENT_COUNTRIES, "WO")).toBe("WIPO / PCT (WO)");
    expect(labelOf(PATENT_COUNTRIES, "XX")).toBe("XX");
  });
});
