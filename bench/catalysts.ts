// Catalyst extraction on the hand-labelled gold sets (bench/gold/catalysts and catalysts3: the two
// development sets the rules were written against; bench/gold/catalysts2: the held-out set, written
// without access to the code and never tuned to), through the whole path the product runs:
// recognize(text) finds the entities and events, recognizeCatalysts reads the catalysts from them
// with the item's date. Per language and overall: type precision, recall and F1 (a predicted
// catalyst matches a gold one of the same item and type, one to one, the same asset first);
// of the matched, the date exact (start, end and precision) and within the stated precision (the
// spans overlap), the status, and the asset linked (the same normalized code or INN).
// Goals (issue 21): type F1 ≥ 0.85 and exact date accuracy ≥ 0.90 overall, no language below 0.75.
// Run: npm run bench:catalysts [-- --dev | --dev2 | --held-out] [-- --misses]
import { recognize } from "../src/server/core/recognize/index";
import { recognizeCatalysts, type ExtractedCatalyst } from "../src/server/core/recognize/catalysts";
import type { Mention } from "../src/server/core/recognize/types";
import { CATALYST_ITEMS, type CatalystGold, type CatalystGoldItem } from "./gold/catalysts/items";
import { CATALYST_ITEMS_HELD_OUT } from "./gold/catalysts2/items";
import { CATALYST_ITEMS_DEV2 } from "./gold/catalysts3/items";

type Tally = { right: number; total: number };
type Row = { predicted: number; gold: number; matched: number; dateExact: Tally; dateWithin: Tally; status: Tally; asset: Tally };
const emptyRow = (): Row => ({ predicted: 0, gold: 0, matched: 0, dateExact: { right: 0, total: 0 }, dateWithin: { right: 0, total: 0 }, status: { right: 0, total: 0 }, asset: { right: 0, total: 0 } });
const count = (tally: Tally, right: boolean) => {
  tally.total += 1;
  if (right) tally.right += 1;
};

/** A code or an INN compared as letters and digits, case folded ("HKT-201" = "hkt201"). */
const foldAsset = (written: string | null) => (written === null ? null : written.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""));

function assetOf(catalyst: ExtractedCatalyst, mentions: readonly Mention[]): string | null {
  if (!catalyst.asset) return null;
  const mention = mentions.find((each) => each.key === catalyst.asset);
  return foldAsset(mention?.text ?? catalyst.asset.replace(/^[a-z]+:/, ""));
}

type Predicted = { catalyst: ExtractedCatalyst; asset: string | null };

/** One to one: for each gold catalyst, the unmatched prediction of its type, with its asset first, then the overlapping date. */
function match(gold: readonly CatalystGold[], predicted: readonly Predicted[]): [CatalystGold, Predicted][] {
  const free = [...predicted];
  const pairs: [CatalystGold, Predicted][] = [];
  for (const label of gold) {
    const candidates = free.filter((each) => each.catalyst.type === label.type);
    if (!candidates.length) continue;
    const key = foldAsset(label.assetKey);
    const overlaps = (each: Predicted) => each.catalyst.date.start <= label.end && label.start <= each.catalyst.date.end;
    candidates.sort((a, b) => Number(b.asset === key) - Number(a.asset === key) || Number(overlaps(b)) - Number(overlaps(a)));
    const chosen = candidates[0]!;
    free.splice(free.indexOf(chosen), 1);
    pairs.push([label, chosen]);
  }
  return pairs;
}

const ratio = (tally: Tally) => (tally.total ? tally.right / tally.total : 1);
const f1 = (row: Row) => {
  const precision = row.predicted ? row.matched / row.predicted : 1;
  const recall = row.gold ? row.matched / row.gold : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
};
const fixed = (value: number) => value.toFixed(3);
const span = (value: { start: string; end: string; precision: string }) => `${value.start}..${value.end}/${value.precision}`;

function run(label: string, items: readonly CatalystGoldItem[], showMisses: boolean): boolean {
  const rows = new Map<string, Row>();
  const misses: string[] = [];
  for (const item of items) {
    const row = rows.get(item.lang) ?? emptyRow();
    rows.set(item.lang, row);
    const recognition = recognize(item.text);
    const predicted = recognizeCatalysts(item.text, recognition, item.date).map((catalyst) => ({ catalyst, asset: assetOf(catalyst, recognition.mentions) }));
    row.predicted += predicted.length;
    row.gold += item.catalysts.length;
    const pairs = match(item.catalysts, predicted);
    row.matched += pairs.length;
    for (const gold of item.catalysts) {
      if (!pairs.some(([each]) => each === gold)) misses.push(`  ${item.id} missed ${gold.type} ${span(gold)} «${gold.quote}»`);
    }
    for (const each of predicted) {
      if (!pairs.some(([, chosen]) => chosen === each)) misses.push(`  ${item.id} extra ${each.catalyst.type} ${each.catalyst.status} ${span({ ...each.catalyst.date })} «${each.catalyst.quote.slice(0, 90)}»`);
    }
    for (const [gold, { catalyst, asset }] of pairs) {
      const exact = catalyst.date.start === gold.start && catalyst.date.end === gold.end && catalyst.date.precision === gold.precision;
      count(row.dateExact, exact);
      count(row.dateWithin, catalyst.date.start <= gold.end && gold.start <= catalyst.date.end);
      if (!exact) misses.push(`  ${item.id} date ${gold.type} ${span(gold)} → ${span(catalyst.date)} «${catalyst.date.text}»`);
      count(row.status, catalyst.status === gold.status);
      if (catalyst.status !== gold.status) misses.push(`  ${item.id} status ${gold.type} ${gold.status} → ${catalyst.status}`);
      if (gold.assetKey !== null) {
        count(row.asset, asset === foldAsset(gold.assetKey));
        if (asset !== foldAsset(gold.assetKey)) misses.push(`  ${item.id} asset ${gold.type} ${gold.assetKey} → ${asset}`);
      }
    }
  }
  const all = emptyRow();
  for (const row of rows.values()) {
    all.predicted += row.predicted;
    all.gold += row.gold;
    all.matched += row.matched;
    for (const key of ["dateExact", "dateWithin", "status", "asset"] as const) {
      all[key].right += row[key].right;
      all[key].total += row[key].total;
    }
  }
  console.log(`\n${label}: ${items.length} items, ${all.gold} catalysts`);
  console.log("lang   gold  pred  type-P  type-R  type-F1  date-exact  date-within  status  asset");
  const line = (name: string, row: Row) => {
    const { precision, recall, f1: score } = f1(row);
    console.log(
      `${name.padEnd(5)} ${String(row.gold).padStart(5)} ${String(row.predicted).padStart(5)}   ${fixed(precision)}   ${fixed(recall)}   ${fixed(score)}      ${fixed(ratio(row.dateExact))}       ${fixed(ratio(row.dateWithin))}   ${fixed(ratio(row.status))}  ${fixed(ratio(row.asset))}`,
    );
  };
  for (const [name, row] of [...rows.entries()].sort()) line(name, row);
  line("all", all);
  if (showMisses) console.log(misses.join("\n"));
  const languagesMeet = [...rows.values()].every((row) => f1(row).f1 >= 0.75 && ratio(row.dateExact) >= 0.75);
  const met = f1(all).f1 >= 0.85 && ratio(all.dateExact) >= 0.9 && languagesMeet;
  console.log(`goals (type F1 ≥ 0.85, exact date ≥ 0.90, every language ≥ 0.75): ${met ? "met" : "not met"}`);
  return met;
}

const args = process.argv.slice(2);
const showMisses = args.includes("--misses");
const only = ["--dev", "--dev2", "--held-out"].filter((flag) => args.includes(flag));
const wanted = (flag: string) => only.length === 0 || only.includes(flag);
if (wanted("--dev")) run("development set (bench/gold/catalysts)", CATALYST_ITEMS, showMisses);
if (wanted("--dev2")) run("second development set (bench/gold/catalysts3)", CATALYST_ITEMS_DEV2, showMisses);
if (wanted("--held-out")) run("held-out set (bench/gold/catalysts2)", CATALYST_ITEMS_HELD_OUT, showMisses);
