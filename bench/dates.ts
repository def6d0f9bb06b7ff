// Date recognition on the hand-labelled gold set (bench/gold/dates.ts), per language and overall:
// - dates: precision and recall of the normalized values findDates reads in each passage (every
//   date written, whatever its role);
// - when: of the event dates (past or expected) read with the right value, how often findDates
//   says rightly whether it is expected or past;
// - on events: precision and recall of the dates recognize() attaches to the events it finds,
//   against the passages' event dates (value and when both right); a dateline, founding or revenue
//   year attached to an event is a false one. Expected dates in sentences that report no event
//   (plans) count as misses here: the events recognizer takes plans back.
// The held-out set, written after the recognizer was tuned on the first, is measured apart.
// Run: npm run bench:dates (add --verbose for each miss).
import { findDates } from "../src/server/core/recognize/dates";
import { recognize } from "../src/server/core/recognize/index";
import { GOLD_DATE_PASSAGES, HELD_OUT_DATE_PASSAGES, type GoldDate, type GoldDatePassage } from "./gold/dates";

type Tally = { right: number; total: number };
type Row = { precision: Tally; recall: Tally; when: Tally; eventPrecision: Tally; eventRecall: Tally };

const emptyRow = (): Row => ({ precision: { right: 0, total: 0 }, recall: { right: 0, total: 0 }, when: { right: 0, total: 0 }, eventPrecision: { right: 0, total: 0 }, eventRecall: { right: 0, total: 0 } });
const add = (tally: Tally, right: number, total: number) => {
  tally.right += right;
  tally.total += total;
};
const verbose = process.argv.includes("--verbose");

/** How many of `found` match one of `gold` each (a gold value is matched once). */
function matched<T, U>(found: readonly T[], gold: readonly U[], same: (a: T, b: U) => boolean): number {
  const left = [...gold];
  let count = 0;
  for (const item of found) {
    const index = left.findIndex((other) => same(item, other));
    if (index === -1) continue;
    left.splice(index, 1);
    count += 1;
  }
  return count;
}

const isEventDate = (date: GoldDate) => date.role !== "other";

function score(row: Row, passage: GoldDatePassage, misses: string[]) {
  const found = findDates(passage.text).map(({ figure }) => figure);
  const values = matched(found, passage.dates, (a, b) => a.value === b.value);
  add(row.precision, values, found.length);
  add(row.recall, values, passage.dates.length);
  if (values !== found.length || values !== passage.dates.length) {
    misses.push(`  ${passage.language} dates ${JSON.stringify(passage.dates.map((date) => date.value))} → ${JSON.stringify(found.map((date) => date.value))}: ${passage.text.slice(0, 80)}`);
  }
  for (const gold of passage.dates.filter(isEventDate)) {
    const read = found.find((date) => date.value === gold.value);
    if (!read) continue;
    add(row.when, read.when === gold.role ? 1 : 0, 1);
    if (read.when !== gold.role) misses.push(`  ${passage.language} when ${gold.value} ${gold.role} → ${read.when}: ${passage.text.slice(0, 80)}`);
  }
  // Two events of one sentence carry its date each: the passage writes it once.
  const all = recognize(passage.text).events.flatMap((event) => event.figures.flatMap((figure) => (figure.kind === "date" ? [figure] : [])));
  const attached = [...new Map(all.map((date) => [`${date.value} ${date.when}`, date])).values()];
  const golden = passage.dates.filter(isEventDate);
  const right = matched(attached, golden, (a, b) => a.value === b.value && a.when === b.role);
  add(row.eventPrecision, right, attached.length);
  add(row.eventRecall, right, golden.length);
  if (right !== attached.length || right !== golden.length) {
    const list = (dates: readonly { value: string }[], role: (date: never) => string) => dates.map((date) => `${date.value} ${role(date as never)}`).join(", ") || "none";
    misses.push(`  ${passage.language} on events ${list(golden, (date: GoldDate) => date.role)} → ${list(attached, (date: { when: string }) => date.when)}: ${passage.text.slice(0, 80)}`);
  }
}

const ratio = (tally: Tally) => (tally.total ? (tally.right / tally.total).toFixed(2) : "  —");
const cell = (text: string) => text.padStart(10);

function report(name: string, passages: readonly GoldDatePassage[]) {
  const rows = new Map<string, Row>();
  const overall = emptyRow();
  const misses: string[] = [];
  for (const passage of passages) {
    const row = rows.get(passage.language) ?? emptyRow();
    rows.set(passage.language, row);
    score(row, passage, misses);
    score(overall, passage, []);
  }
  const dates = passages.reduce((sum, passage) => sum + passage.dates.length, 0);
  console.log(`\n${name}: ${passages.length} hand-labelled passages, ${dates} dates written, in ${rows.size} languages`);
  console.log(`language  ${["dates P", "dates R", "when", "event P", "event R"].map(cell).join("")}`);
  const line = (name: string, row: Row) =>
    console.log(`${name.padEnd(10)}${[row.precision, row.recall, row.when, row.eventPrecision, row.eventRecall].map((tally) => cell(ratio(tally))).join("")}`);
  for (const [language, row] of rows) line(language, row);
  line("overall", overall);
  if (verbose) console.log(misses.join("\n"));
  else console.log(`${misses.length} misses (--verbose lists them)`);
}

report("Gold set", GOLD_DATE_PASSAGES);
console.log("(dates: every date written, by normalized value; when: past/expected right on the event dates read; event P/R: dates attached to recognized events, value and when)");
report("Held-out set (written after tuning, never tuned on)", HELD_OUT_DATE_PASSAGES);
