import { describe, expect, it } from "vitest";
import { storyExtent } from "./format";

describe("a story's size in words", () => {
  it("counts its reports and the languages they were written in", () => {
    expect(storyExtent({ reports: [1, 2, 3], languages: ["en", "zh", "ja"] })).toBe("3 reports in 3 languages");
    expect(storyExtent({ reports: [1], languages: ["en"] })).toBe("1 report in 1 language");
    expect(storyExtent({ reports: [1, 2], languages: [] })).toBe("2 reports");
  });
});
