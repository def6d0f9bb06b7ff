import { describe, expect, it } from "vitest";
import { formatAverage, formatCount, formatPatentDate, formatRelevance } from "./patent-format";

describe("patent formats", () => {
  it("formats days, counts, averages and relevance", () => {
    expect(formatPatentDate("2024-01-15")).toBe("Jan 15, 2024");
    expect(formatPatentDate(null)).toBe("Not available");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatAverage(4)).toBe("4.0");
    expect(formatRelevance(0.876)).toBe("88%");
  });
});
