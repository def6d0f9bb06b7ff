import { describe, expect, it } from "vitest";
import { authorLine, formatPaperDate } from "./paper-format";

describe("paper format", () => {
  it("shows the first 3 authors, then '+N more'", () => {
    expect(authorLine(["Zok S", "Behar D", "Linial M"])).toBe("Zok S, Behar D, Linial M");
    expect(authorLine(["A", "B", "C", "D", "E"])).toBe("A, B, C +2 more");
    expect(authorLine([])).toBe("");
  });

  it("writes ISO dates in words and says when there is none", () => {
    expect(formatPaperDate("2025-06-16")).toBe("Jun 16, 2025");
    expect(formatPaperDate(null)).toBe("Date unknown");
    expect(formatPaperDate("sometime")).toBe("sometime");
  });
});
