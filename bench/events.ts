// Event recognition on the hand-labelled gold set (bench/gold/events.ts), through the whole
// recognition path: recognize(text) finds the entities, then the events from them. Per language
// and overall: how often the main event (the first reported) has the right type; of those with
// the right type, the right detail and outcome, regulator and headline amount; and false events,
// passages reporting none where the recognizer reports one. The held-out set, written after the
// recognizer was tuned on the first, is measured apart.
// Run: npm run bench:events
import { recognize } from "../src/server/core/recognize/index";
import { MIN_REPORTED_CONFIDENCE } from "../src/server/core/recognize/events";
import type { RecognizedEvent } from "../src/server/core/recognize/types";
import { REGULATORS } from "../src/server/core/recognize/registry/regulators";
import { entityKey } from "../src/server/core/recognize/keys";
import { GOLD_EVENT_PASSAGES, HELD_OUT_EVENT_PASSAGES, type GoldEvent, type GoldPassage } from "./gold/events";

type Tally = { right: number; total: number };
type Row = { type: Tally; detail: Tally; regulator: Tally; amount: Tally; falseEvents: Tally };

const emptyRow = (): Row => ({ type: { right: 0, total: 0 }, detail: { right: 0, total: 0 }, regulator: { right: 0, total: 0 }, amount: { right: 0, total: 0 }, falseEvents: { right: 0, total: 0 } });
const count = (tally: Tally, right: boolean) => {
  tally.total += 1;
  if (right) tally.right += 1;
};
// A label names a regulator by the key of its name when it was written; the registry has since
// filed some names under another authority (the issue asks MHLW/厚生労働省 and PMDA to be one key),
// so a label's key is read as the registry entry that goes by that name.
const REGULATOR_KEYS = new Map(REGULATORS.flatMap((entry) => [entry.name, ...entry.aliases].map((name) => [entityKey("regulator", name), entityKey("regulator", entry.name)] as const)));
const regulatorOf = (key: string | null) => (key === null ? null : (REGULATOR_KEYS.get(key) ?? key));
const REGULATED = new Set(["approval", "submission", "filing-acceptance", "designation", "complete-response-letter"]);
const DEALS = new Set(["licensing", "partnership", "acquisition", "financing"]);

function headlineAmount(event: RecognizedEvent) {
  const amount = event.figures.find((figure) => figure.kind === "amount");
  return amount?.kind === "amount" ? { value: amount.value, currency: amount.currency } : null;
}

const sameAmount = (a: GoldEvent["amount"], b: GoldEvent["amount"]) => (a === null ? b === null : b !== null && a.currency === b.currency && Math.abs(a.value - b.value) <= a.value * 1e-6);

function score(row: Row, misses: string[], passage: GoldPassage, main: RecognizedEvent | null) {
  const gold = passage.event;
  const title = passage.text.split("\n")[0];
  if (!gold) {
    count(row.falseEvents, main !== null);
    if (main) misses.push(`  ${passage.language} false ${main.type} («${main.trigger}»): ${title}`);
    return;
  }
  const typeRight = main?.type === gold.type;
  count(row.type, typeRight);
  if (!typeRight || !main) {
    misses.push(`  ${passage.language} type ${gold.type} → ${main?.type ?? "none"}: ${title}`);
    return;
  }
  if (gold.detail !== null || gold.outcome !== null || main.detail !== null || main.outcome !== null) {
    const right = main.detail === gold.detail && main.outcome === gold.outcome;
    count(row.detail, right);
    if (!right) misses.push(`  ${passage.language} detail ${gold.detail}/${gold.outcome} → ${main.detail}/${main.outcome}: ${title}`);
  }
  if (REGULATED.has(gold.type)) {
    count(row.regulator, main.regulator === regulatorOf(gold.regulator));
    if (main.regulator !== regulatorOf(gold.regulator)) misses.push(`  ${passage.language} regulator ${gold.regulator} → ${main.regulator}: ${title}`);
  }
  if (DEALS.has(gold.type)) {
    const found = headlineAmount(main);
    count(row.amount, sameAmount(gold.amount, found));
    if (!sameAmount(gold.amount, found)) misses.push(`  ${passage.language} amount ${JSON.stringify(gold.amount)} → ${JSON.stringify(found)}: ${title}`);
  }
}

const cell = ({ right, total }: Tally) => (total ? `${((100 * right) / total).toFixed(0)}% (${right}/${total})` : "–").padStart(14);

function measure(name: string, passages: readonly GoldPassage[]) {
  const rows = new Map<string, Row>();
  const misses: string[] = [];
  for (const passage of passages) {
    const row = rows.get(passage.language) ?? emptyRow();
    rows.set(passage.language, row);
    const reported = recognize(passage.text).events.filter((event) => event.confidence >= MIN_REPORTED_CONFIDENCE);
    score(row, misses, passage, reported[0] ?? null);
  }
  const overall = emptyRow();
  for (const row of rows.values()) {
    for (const key of Object.keys(overall) as (keyof Row)[]) {
      overall[key].right += row[key].right;
      overall[key].total += row[key].total;
    }
  }
  console.log(`\n${name}: ${passages.length} hand-labelled passages; the main event is the first reported (confidence ≥ ${MIN_REPORTED_CONFIDENCE})`);
  console.log(`${"language".padEnd(9)}${["type", "detail/outcome", "regulator", "amount", "false events"].map((column) => column.padStart(14)).join("")}`);
  for (const [language, row] of [...rows, ["overall", overall] as const]) {
    console.log(`${language.padEnd(9)}${[row.type, row.detail, row.regulator, row.amount, row.falseEvents].map(cell).join("")}`);
  }
  if (misses.length) console.log(`Misses:\n${misses.join("\n")}`);
}

measure("Gold set", GOLD_EVENT_PASSAGES);
measure("Held-out set", HELD_OUT_EVENT_PASSAGES);
console.log("\nDetail, regulator and amount are scored on passages whose main event has the right type; false events are counted on passages with none (lower is better).");
