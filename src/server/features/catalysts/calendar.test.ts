import { describe, expect, it } from "vitest";
import { escapeText, foldLine } from "./calendar";
import { csvField } from "./csv";
import { spanProblem } from "./spans";

// The calendar file's and the CSV's own rules (RFC 5545 §3.1 and §3.3.11, RFC 4180), and the
// spans an editor may give a date.

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks, and drops other control characters", () => {
    expect(escapeText("a\\b;c,d\r\ne\rf\ng\u0007h\ti")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng" + "h\ti");
  });

  it("folds at 75 octets, continuation lines starting with a space, never inside a character", () => {
    const ascii = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(ascii).split("\r\n");
    expect(folded.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 64]);
    expect(folded.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.map((line, index) => (index ? line.slice(1) : line)).join("")).toBe(ascii);

    // Three-octet (CJK) and four-octet (emoji) characters: each line ends before a character that would not fit.
    for (const character of ["第", "😀"]) {
      const line = `SUMMARY:${character.repeat(60)}`;
      const lines = foldLine(line).split("\r\n");
      lines.forEach((physical, index) => {
        const octets = Buffer.byteLength(physical);
        expect(octets).toBeLessThanOrEqual(75);
        if (index < lines.length - 1) expect(octets).toBeGreaterThan(75 - Buffer.byteLength(character));
        // Half of an emoji would not survive encoding as UTF-8.
        expect(Buffer.from(physical, "utf8").toString("utf8")).toBe(physical);
      });
      expect(lines.map((physical, index) => (index ? physical.slice(1) : physical)).join("")).toBe(line);
    }
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
  });
});

describe("CSV fields", () => {
  it("quotes a field with a comma, quote or line break, doubling its quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "yes", then\r\nleave')).toBe('"say ""yes"", then\r\nleave"');
  });

  it("puts an apostrophe before text a spreadsheet would run as a formula", () => {
    expect(["=1+1", "+1", "-1", "@SUM(A1)", "\t=1", "\r=1"].map(csvField)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "\"'\r=1\""]);
    expect(csvField("1-2")).toBe("1-2");
  });
});

describe("date spans", () => {
  it("accepts a span that is exactly its precision's", () => {
    expect(spanProblem("2026-10-14", "2026-10-14", "day")).toBeNull();
    expect(spanProblem("2028-02-01", "2028-02-29", "month")).toBeNull();
    expect(spanProblem("2026-10-01", "2026-12-31", "quarter")).toBeNull();
    expect(spanProblem("2026-07-01", "2026-12-31", "half")).toBeNull();
    // Mid-year and a Japanese fiscal half and year, as the extractor reads them.
    expect(spanProblem("2026-04-01", "2026-09-30", "half")).toBeNull();
    expect(spanProblem("2026-10-01", "2027-03-31", "half")).toBeNull();
    expect(spanProblem("2026-04-01", "2027-03-31", "year")).toBeNull();
    expect(spanProblem("2026-01-01", "2026-12-31", "year")).toBeNull();
  });

  it("says what is wrong with one that is not", () => {
    expect(spanProblem("2026-10-14", "2026-10-13", "day")).toEqual({ field: "end", message: "The date's end comes before its start." });
    expect(spanProblem("0000-01-01", "0000-01-01", "day")).toEqual({ field: "start", message: "A catalyst's date lies between 1900 and 2199." });
    expect(spanProblem("2027-02-01", "2027-02-29", "month")?.message).toBe("A month starting on 2027-02-01 ends on 2027-02-28.");
    expect(spanProblem("2026-08-01", "2026-10-31", "quarter")?.message).toBe("A quarter starts on 1 January, 1 April, 1 July or 1 October.");
    expect(spanProblem("2026-03-01", "2026-08-31", "half")?.message).toBe("A half-year starts on 1 January, 1 April (mid-year), 1 July or 1 October (a fiscal half).");
    expect(spanProblem("2026-07-01", "2027-06-30", "year")?.message).toBe("A year starts on 1 January, or 1 April for a fiscal year.");
    expect(spanProblem("2026-01-01", "2027-12-31", "year")?.message).toBe("A year starting on 2026-01-01 ends on 2026-12-31.");
  });
});
