import { describe, expect, it } from "vitest";
import { newsEventSchema } from "./vocabulary";

const stored = { type: "approval", detail: null, outcome: null, regulator: null, subjects: [], quote: "…", confidence: 0.9 };

describe("stored events", () => {
  it("still read when written before events had dates", () => {
    const figures = [{ kind: "phase", value: "3", text: "Phase 3" }];
    expect(newsEventSchema.parse({ ...stored, figures }).figures).toEqual(figures);
  });

  it("read a date figure at each precision, and refuse a value that is no date", () => {
    for (const value of ["2027-03-14", "2027-03", "2027-Q2", "2027-H1", "2027"]) {
      expect(newsEventSchema.safeParse({ ...stored, figures: [{ kind: "date", value, when: "expected", text: value }] }).success).toBe(true);
    }
    expect(newsEventSchema.safeParse({ ...stored, figures: [{ kind: "date", value: "next year", when: "expected", text: "next year" }] }).success).toBe(false);
    expect(newsEventSchema.safeParse({ ...stored, figures: [{ kind: "date", value: "2027", when: "soon", text: "2027" }] }).success).toBe(false);
  });
});
