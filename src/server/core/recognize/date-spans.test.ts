import { describe, expect, it } from "vitest";
import { findDateSpans } from "./date-spans";

const spanOf = (sentence: string, published: string, side: "past" | "ahead" = "past") => {
  const [first] = findDateSpans(sentence, published);
  if (!first) return null;
  const { start, end, precision } = first[side];
  return `${start}..${end}/${precision}`;
};

describe("findDateSpans", () => {
  it("reads absolute dates at the precision written", () => {
    expect(spanOf("a PDUFA date of December 18, 2026", "2026-03-02")).toBe("2026-12-18..2026-12-18/day");
    expect(spanOf("预计将于2026年第三季度公布", "2026-02-05")).toBe("2026-07-01..2026-09-30/quarter");
    expect(spanOf("2026년 3분기에 발표할 예정", "2026-02-23")).toBe("2026-07-01..2026-09-30/quarter");
    expect(spanOf("im ersten Halbjahr 2027 einzureichen", "2026-05-05")).toBe("2027-01-01..2027-06-30/half");
  });

  it("reads qualified years: mid-year is April to September, early the first half, late the second, a deadline the whole year", () => {
    expect(spanOf("data in mid-2027", "2026-07-07")).toBe("2027-04-01..2027-09-30/half");
    expect(spanOf("rechnet Mitte 2027 mit Daten", "2026-07-07")).toBe("2027-04-01..2027-09-30/half");
    expect(spanOf("now expected in early 2027", "2026-10-19")).toBe("2027-01-01..2027-06-30/half");
    expect(spanOf("expects a decision by the end of 2026", "2026-03-17")).toBe("2026-01-01..2026-12-31/year");
    expect(spanOf("HY-88预计将于年内获批", "2026-09-14")).toBe("2026-01-01..2026-12-31/year");
  });

  it("resolves relative dates against the article's date", () => {
    expect(spanOf("announced today", "2026-04-15")).toBe("2026-04-15..2026-04-15/day");
    expect(spanOf("topline data expected next month", "2026-08-14")).toBe("2026-09-01..2026-09-30/month");
    expect(spanOf("并预计明年上半年获批", "2026-07-03")).toBe("2027-01-01..2027-06-30/half");
    expect(spanOf("MRT-55의 FDA 승인을 내년 상반기로 기대", "2026-12-16")).toBe("2027-01-01..2027-06-30/half");
    // 2026-09-11 is a Friday: the Thursday before it, and the one after.
    expect(spanOf("voted 11 to 2 on Thursday", "2026-09-11")).toBe("2026-09-10..2026-09-10/day");
    expect(spanOf("will meet on Thursday", "2026-09-11", "ahead")).toBe("2026-09-17..2026-09-17/day");
  });

  it("gives a date without a year the last such date for what happened and the next for what is expected", () => {
    expect(spanOf("submitted the BLA in December", "2027-01-08")).toBe("2026-12-01..2026-12-31/month");
    expect(spanOf("plans to submit a BLA in January", "2026-11-20", "ahead")).toBe("2027-01-01..2027-01-31/month");
    expect(spanOf("于6月30日向国家药监局递交了上市申请", "2026-07-03")).toBe("2026-06-30..2026-06-30/day");
    // A year written just before gives it one.
    const months = findDateSpans("at ESMO 2026 in October", "2027-01-10").map(({ past }) => `${past.start}/${past.precision}`);
    expect(months).toEqual(["2026-01-01/year", "2026-10-01/month"]);
  });

  it("reads Japanese fiscal years from April to March", () => {
    expect(spanOf("2026年度下期に取得する予定", "2026-05-15")).toBe("2026-10-01..2027-03-31/half");
    expect(spanOf("承認申請を2026年度中に行う予定", "2026-02-10")).toBe("2026-04-01..2027-03-31/year");
    expect(spanOf("2026年度第3四半期の承認取得", "2026-05-28")).toBe("2026-10-01..2026-12-31/quarter");
  });

  it("reads day ranges and marks replaced dates", () => {
    expect(spanOf("held May 29 to June 2, 2026, in Chicago", "2026-05-04")).toBe("2026-05-29..2026-06-02/day");
    const [date] = findDateSpans("The original goal date was October 14, 2026.", "2026-05-20");
    expect(date?.replaced).toBe(true);
    const [received] = findDateSpans("received a complete response letter from the FDA on October 30", "2026-11-03");
    expect(received?.replaced).toBe(false);
  });
});
