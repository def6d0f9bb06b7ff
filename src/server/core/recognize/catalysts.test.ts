import { describe, expect, it } from "vitest";
import { recognizeCatalysts } from "./catalysts";
import { recognize } from "./index";

// Texts written for these tests (not the gold sets'): each asserts the catalysts a reader would put on a calendar.
const catalysts = (text: string, published: string) =>
  recognizeCatalysts(text, recognize(text), published).map(({ type, status, date, asset }) => `${type} ${status} ${date.start}..${date.end}/${date.precision} ${asset}`);

describe("recognizeCatalysts", () => {
  it("reads an acceptance on the article's date and the goal date it set", () => {
    expect(catalysts("Alder Ridge Bio said the FDA has accepted its New Drug Application for ARB-3301 and set a PDUFA target action date of June 9, 2027.", "2026-10-01")).toEqual([
      "filing-acceptance actual 2026-10-01..2026-10-01/day drug:arb3301",
      "pdufa expected 2027-06-09..2027-06-09/day drug:arb3301",
    ]);
  });

  it("gives a headline without a medicine the medicine its event is about, not the article's first", () => {
    const text = "Kestrel Bio's NDA accepted\n\nKestrel Bio expects to file the BLA for KST-12 in the fall of 2027. The FDA accepted Kestrel Bio's NDA for KST-3 today.";
    expect(catalysts(text, "2026-06-01")).toEqual(["filing-acceptance actual 2026-06-01..2026-06-01/day drug:kst3"]);
  });

  it("reads an expected readout in Japanese at its quarter, and keeps the calendar quarter for 年", () => {
    expect(catalysts("杉並ファーマは、SGP-41の第3相試験のトップライン結果を2026年第3四半期に発表する予定だ。", "2026-03-01")).toEqual([
      "readout expected 2026-07-01..2026-09-30/quarter drug:sgp41",
    ]);
  });

  it("reads an approval in Chinese, Korean and German as what happened", () => {
    expect(catalysts("青禾生物宣布，QH-207已获国家药监局批准上市。", "2026-05-12")).toEqual(["approval actual 2026-05-12..2026-05-12/day drug:qh207"]);
    expect(catalysts("가온제약은 오늘 식품의약품안전처로부터 GOJ-11의 품목허가를 받았다고 밝혔다.", "2026-05-12")).toEqual(["approval actual 2026-05-12..2026-05-12/day drug:goj11"]);
    expect(catalysts("Die Europäische Kommission hat der Lahnwerk AG heute die Zulassung für LWK-5 erteilt.", "2026-05-12")).toEqual(["approval actual 2026-05-12..2026-05-12/day drug:lwk5"]);
  });

  it("keeps only the new date of a goal date moved, and names the one it replaces", () => {
    const text = "The FDA extended the PDUFA date for BRQ-90 to March 2, 2027. The original goal date was December 2, 2026.";
    const found = recognizeCatalysts(text, recognize(text), "2026-09-01");
    expect(found.map(({ type, date }) => `${type} ${date.start}`)).toEqual(["pdufa 2027-03-02"]);
  });

  it("puts no plan without a date and nothing taken back on the calendar", () => {
    expect(catalysts("Fenwick Bio plans to submit a BLA for FNW-8 once stability data are in hand.", "2026-04-01")).toEqual([]);
    expect(catalysts("Fenwick Bio does not expect data from the Phase 2 trial of FNW-8 before 2028.", "2026-04-01")).toEqual([]);
    expect(catalysts("Fenwick Bio reported a first-quarter net loss of $30 million and said its cash lasts into 2028.", "2026-04-01")).toEqual([]);
  });

  it("reads a congress presentation, not a readout as well", () => {
    expect(catalysts("Marlow Oncology will present Phase 1 data for MLO-12 at ESMO 2026 in October.", "2026-06-01")).toEqual([
      "conference-presentation expected 2026-10-01..2026-10-31/month drug:mlo12",
    ]);
  });

  it("reads a trial named like a congress (ACCELERATE, not ACC) as a readout", () => {
    expect(catalysts("Marlow Oncology expects topline data from the Phase 3 ACCELERATE-2 trial of MLO-12 in the third quarter of 2026.", "2026-06-01")).toEqual([
      "readout expected 2026-07-01..2026-09-30/quarter drug:mlo12",
    ]);
  });

  it("marks a date the article works out from a review clock as estimated", () => {
    const [, decision] = catalysts("Orrery Bio filed its NDA for ORB-2 in May; under the ten-month review clock that puts a decision around March 2027, by our count.", "2026-06-10");
    expect(decision).toBe("approval estimated 2027-03-01..2027-03-31/month drug:orb2");
  });
});
