import { describe, expect, it } from "vitest";
import { recognizeCatalysts } from "./catalysts";
import { recognize } from "./index";

/**
 * Recognition runs inside a request (saving an item), on text of up to 50,000 characters that any
 * signed-in user writes. A pattern that backtracks over a long token costs time quadratic in its
 * length and holds the server's one thread: the OpenAPI fuzzer's longest summaries ("X-X-X-…",
 * "ab-ab-…", "中中中…") once held it for over a minute. Time must grow linearly with the text, which a
 * ratio measured in one run tells whatever the machine's speed: ten times the text may take at
 * most MAX_GROWTH times as long (linear is about 10, quadratic about 100).
 */
const MAX_GROWTH = 30;
const SHORT = 4_000;
const LONG = 40_000;
// Long tokens of the shapes the patterns read: names with hyphens, words, CJK text, codes, sentences, lines.
const UNITS = ["x", "X-", "ab-", "Xy ", "中", "Zulassung NMPA ", "FDA approves X. ", "获批NMPA", "\nNMPA", "AB-12 ", "「。", "d'X "];

function fill(unit: string, length: number): string {
  const body = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  return `${body.slice(0, 200)}\n\n${body}`;
}

/**
 * The fastest of five runs: what the work itself costs. A busy machine (the other timing tests
 * hash passwords beside this one) only adds time to a run, so the median of three once read a
 * linear pattern as growing 30-fold.
 */
function timeOf(text: string, work: (text: string) => unknown = recognize): number {
  const runs = [0, 1, 2, 3, 4].map(() => {
    const start = performance.now();
    work(text);
    return performance.now() - start;
  });
  return Math.min(...runs);
}

describe("recognition time", () => {
  it("grows linearly with the text, whatever long token it is made of", () => {
    recognize(fill("FDA approves X. ", SHORT)); // compiles the patterns
    for (const unit of UNITS) {
      const short = Math.max(timeOf(fill(unit, SHORT)), 1);
      const long = timeOf(fill(unit, LONG));
      expect(long / short, `${JSON.stringify(unit)}: ${short.toFixed(1)} ms for ${SHORT} characters, ${long.toFixed(1)} ms for ${LONG}`).toBeLessThan(MAX_GROWTH);
    }
  }, 120_000);

  // Catalysts are read in a job, on the same thread: a sentence of thousands of dates and triggers
  // ("PDUFA date of May 1, 2027 PDUFA date of…") once took a minute at 40,000 characters.
  it("reads catalysts in time linear in the text, whatever long token it is made of", () => {
    const catalystUnits = [...UNITS, "PDUFA date of May 1, 2027 ", "submitted the BLA ", "年度上期", "오는 12월 3일 ", "expects data in Q3 "];
    const readCatalysts = (text: string) => recognizeCatalysts(text, recognize(text), "2026-06-01");
    readCatalysts(fill("PDUFA date of May 1, 2027 ", SHORT));
    for (const unit of catalystUnits) {
      const [short, long] = [fill(unit, SHORT), fill(unit, LONG)].map((text) => {
        const recognition = recognize(text);
        return timeOf(text, () => recognizeCatalysts(text, recognition, "2026-06-01"));
      });
      expect(long! / Math.max(short!, 1), `${JSON.stringify(unit)}: ${short!.toFixed(1)} ms for ${SHORT} characters, ${long!.toFixed(1)} ms for ${LONG}`).toBeLessThan(MAX_GROWTH);
    }
  }, 120_000);
});
