import { describe, expect, it } from "vitest";
import { eventDateText } from "./event-date";

describe("an event's date on the item page", () => {
  it("says a past date at its precision, with the words as written", () => {
    expect(eventDateText({ kind: "date", value: "2027-03-14", when: "past", text: "2027年3月14日" })).toBe("Date: 14 March 2027 (2027年3月14日)");
    expect(eventDateText({ kind: "date", value: "2027-01", when: "past", text: "Januar 2027" })).toBe("Date: January 2027 (Januar 2027)");
    expect(eventDateText({ kind: "date", value: "2027", when: "past", text: "2027" })).toBe("Date: 2027");
  });

  it("says an expected date as expected", () => {
    expect(eventDateText({ kind: "date", value: "2027-Q2", when: "expected", text: "2027년 2분기" })).toBe("Expected: Q2 2027 (2027년 2분기)");
    expect(eventDateText({ kind: "date", value: "2027-H1", when: "expected", text: "H1 2027" })).toBe("Expected: H1 2027");
  });
});
