import { describe, expect, it } from "vitest";
import { formatAverage, formatCount, formatPatentDate, formatRelevance } from "./patent-format";

describe("patent formats", () => {
  it("formats days, counts, averages and relevance", () => {
    expect(formatPatentDate("2024-01-15")).toBe("Jan 15, 2024");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatAverage(4)).toBe("4.0");
    expect(formatRelevance(0.876)).toBe("88% relevance");
  });

  it("says what the source did not report instead of showing 0", () => {
    expect(formatPatentDate(null)).toBe("Not reported");
    expect(formatCount(null)).toBe("Not reported");
    expect(formatAverage(null)).toBe("Not reported");
    expect(formatRelevance(null)).toBe("Relevance not reported");
  });
});
