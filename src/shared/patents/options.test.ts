import { describe, expect, it } from "vitest";
import { DEFAULT_PATENT_FILTERS, labelOf, PATENT_COUNTRIES, patentSearchPath } from "./options";

describe("patent options", () => {
  it("builds one search path per query and filters, trimmed and encoded", () => {
    expect(patentSearchPath("  CAR-T & more ", DEFAULT_PATENT_FILTERS)).toBe(
      "/api/patents/search?q=CAR-T+%26+more&status=GRANT&country=US&language=ENGLISH&sort=relevance",
    );
  });

  it("labels a value, or shows the value itself when unknown", () => {
    expect(labelOf(PATENT_COUNTRIES, "WO")).toBe("WIPO / PCT (WO)");
    expect(labelOf(PATENT_COUNTRIES, "XX")).toBe("XX");
  });
});
