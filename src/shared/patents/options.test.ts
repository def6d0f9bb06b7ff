import { describe, expect, it } from "vitest";
import { labelOf } from "../options";
import { DEFAULT_PATENT_FILTERS, PATENT_COUNTRIES, PATENT_FILTER_LIMITS, patentSearchQuery } from "./options";

describe("patent options", () => {
  // Keys in one order: the browser's client writes them in key order, so the same search has one URL.
  const entries = (query: object) => Object.entries(query);

  it("builds one search query per query and filters, trimmed", () => {
    expect(entries(patentSearchQuery("  CAR-T & more ", DEFAULT_PATENT_FILTERS, {}))).toEqual([
      ["q", "CAR-T & more"],
      ["status", "GRANT"],
      ["country", "US"],
      ["language", "ENGLISH"],
      ["sort", "relevance"],
    ]);
  });

  it("leaves out the filters the source cannot apply", () => {
    const filters = { ...DEFAULT_PATENT_FILTERS, sort: "newest" } as const;
    expect(entries(patentSearchQuery("antibody", filters, PATENT_FILTER_LIMITS.europepmc))).toEqual([
      ["q", "antibody"],
      ["sort", "newest"],
    ]);
    expect(entries(patentSearchQuery("antibody", filters, { language: PATENT_FILTER_LIMITS.patentsview.language! }))).toEqual([
      ["q", "antibody"],
      ["status", "GRANT"],
      ["country", "US"],
      ["sort", "newest"],
    ]);
    expect(entries(patentSearchQuery("antibody", filters, null))).toEqual([
      ["q", "antibody"],
      ["sort", "newest"],
    ]);
  });

  it("labels a value, or shows the value itself when unknown", () => {
    expect(labelOf(PATENT_COUNTRIES, "WO")).toBe("WIPO / PCT (WO)");
    expect(labelOf(PATENT_COUNTRIES, "XX")).toBe("XX");
  });
});
