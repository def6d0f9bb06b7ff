import { describe, expect, it } from "vitest";
import { summarizePatents } from "./summary";

const today = new Date("2026-03-01T00:00:00Z");
const patent = (country: string | null, citations: number | null, publicationDate: string | null, filingDate: string | null = null) => ({
  country,
  citations,
  publicationDate,
  filingDate,
});

describe("summarizePatents", () => {
  it("counts all matches, this year's patents, the average citations and the most frequent country", () => {
    const summary = summarizePatents(
      [patent("JP", 3, "2026-01-02"), patent("US", 4, "2025-12-31"), patent("US", 0, null, "2026-02-01"), patent("JP", 10, "2019-05-05")],
      120,
      today,
    );
    expect(summary).toEqual({ totalPatents: 120, thisYear: 2, avgCitations: 4.3, topCountry: "JP" });
  });

  it("never reports fewer patents than are shown, and is empty without patents", () => {
    expect(summarizePatents([patent("DE", 1, "2020-01-01")], 0, today).totalPatents).toBe(1);
    expect(summarizePatents([], 0, today)).toEqual({ totalPatents: 0, thisYear: 0, avgCitations: 0, topCountry: null });
  });

  it("leaves out citations and countries a source does not report, instead of counting them as 0", () => {
    const summary = summarizePatents([patent(null, null, "2026-02-02"), patent("EP", 4, null), patent("EP", null, null)], 3, today);
    expect(summary).toEqual({ totalPatents: 3, thisYear: 1, avgCitations: 4, topCountry: "EP" });
    expect(summarizePatents([patent(null, null, null)], 1, today)).toEqual({ totalPatents: 1, thisYear: 0, avgCitations: null, topCountry: null });
  });
});
