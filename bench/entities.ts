// Precision and recall of the multilingual entity recognizer (src/server/core/recognize/entities.ts)
// on the hand-labelled gold set (bench/gold/entities.ts), per entity type and per language, and
// its speed on a 5,000-character article. A predicted entity counts when its type and key match
// a labelled entity of the same passage (each entity once per passage, however often it is
// mentioned). Goals (issue 17 §5): companies, drugs and regulators P ≥ 0.95 and R ≥ 0.85 overall.
// Run: npm run bench:entities  (--misses lists every miss and false positive)
import { performance } from "node:perf_hooks";
import { entityKey } from "../src/server/core/recognize/keys";
import { recognizeEntities } from "../src/server/core/recognize/entities";
import { DRUGS } from "../src/server/core/recognize/registry/drugs";
import { normalizeDrugCode } from "../src/server/core/recognize/identifiers";
import { lookupDrugCode } from "../src/server/core/recognize/registry-matcher";
import { ENTITY_TYPES, type EntityType } from "../src/server/core/recognize/types";
import { GOLD_PASSAGES, type GoldLanguage } from "./gold/entities";

type Tally = { truePositives: number; predicted: number; expected: number };
const emptyTally = (): Tally => ({ truePositives: 0, predicted: 0, expected: 0 });
const GOAL_TYPES: readonly EntityType[] = ["company", "drug", "regulator"];
const GOAL = { precision: 0.95, recall: 0.85 };
const showMisses = process.argv.includes("--misses");

const byType = new Map<EntityType, Tally>(ENTITY_TYPES.map((type) => [type, emptyTally()]));
const byLanguage = new Map<GoldLanguage, Tally>();
const byLanguageGoalTypes = new Map<GoldLanguage, Tally>();
const overall = emptyTally();
const tickers = { right: 0, expected: 0 };
// Which missed drugs the registry lists: a miss of a listed drug is the recognizer's, one of an unlisted drug the list's.
const listedDrugs = new Set(DRUGS.map((entry) => entityKey("drug", entry.name)));
const drugMisses = { listed: 0, unlisted: 0 };

// A label names a medicine by the code it was written with; where the registry has since filed that
// code under the medicine's INN (BNT327 is pumitamig), the label is that entry.
function labelKey(type: EntityType, name: string): string {
  const known = type === "drug" ? lookupDrugCode(normalizeDrugCode(name)) : null;
  return known?.key ?? entityKey(type, name);
}

function count(tally: Tally, expected: number, predicted: number, truePositives: number) {
  tally.expected += expected;
  tally.predicted += predicted;
  tally.truePositives += truePositives;
}

for (const passage of GOLD_PASSAGES) {
  const mentions = recognizeEntities(passage.text);
  const predicted = new Map<string, { type: EntityType; name: string; tickers: Set<string> }>();
  for (const mention of mentions) {
    const entry = predicted.get(mention.key) ?? { type: mention.type, name: mention.name, tickers: new Set<string>() };
    for (const identifier of mention.identifiers) if (identifier.scheme === "ticker") entry.tickers.add(identifier.value);
    predicted.set(mention.key, entry);
  }
  const expected = new Map(passage.mentions.map((mention) => [labelKey(mention.type, mention.name), mention]));
  for (const type of ENTITY_TYPES) {
    const gold = [...expected].filter(([, mention]) => mention.type === type);
    const found = [...predicted].filter(([, entry]) => entry.type === type);
    const right = found.filter(([key]) => expected.has(key)).length;
    count(byType.get(type)!, gold.length, found.length, right);
    count(overall, gold.length, found.length, right);
    if (!byLanguage.has(passage.language)) byLanguage.set(passage.language, emptyTally());
    if (!byLanguageGoalTypes.has(passage.language)) byLanguageGoalTypes.set(passage.language, emptyTally());
    count(byLanguage.get(passage.language)!, gold.length, found.length, right);
    if (GOAL_TYPES.includes(type)) count(byLanguageGoalTypes.get(passage.language)!, gold.length, found.length, right);
    if (type === "drug") for (const [key] of gold) if (!predicted.has(key)) drugMisses[listedDrugs.has(key) ? "listed" : "unlisted"] += 1;
    if (showMisses) {
      for (const [key, mention] of gold) if (!predicted.has(key)) console.log(`  miss ${passage.language} ${key} (${mention.name})`);
      for (const [key] of found) if (!expected.has(key)) console.log(`  false ${passage.language} ${key} in: ${passage.text.slice(0, 50).replace(/\n/g, " ")}`);
    }
  }
  for (const mention of passage.mentions) {
    if (!mention.ticker) continue;
    tickers.expected += 1;
    if (predicted.get(labelKey(mention.type, mention.name))?.tickers.has(mention.ticker)) tickers.right += 1;
    else if (showMisses) console.log(`  ticker miss ${passage.language} ${mention.ticker} for ${mention.name}`);
  }
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const format = (value: number) => value.toFixed(3).padStart(7);
function row(label: string, tally: Tally): string {
  return `${label.padEnd(12)}${String(tally.expected).padStart(5)}${String(tally.predicted).padStart(6)}${format(ratio(tally.truePositives, tally.predicted))}${format(ratio(tally.truePositives, tally.expected))}`;
}

const header = `${"".padEnd(12)}${"gold".padStart(5)}${"found".padStart(6)}${"P".padStart(7)}${"R".padStart(7)}`;
console.log(`${GOLD_PASSAGES.length} passages, ${overall.expected} labelled entities in ${byLanguage.size} languages`);
console.log(`by type\n${header}`);
for (const [type, tally] of byType) console.log(row(type, tally));
console.log(row("overall", overall));
console.log(`by language (all types)\n${header}`);
for (const [language, tally] of byLanguage) console.log(row(language, tally));
console.log(`by language (companies, drugs, regulators)\n${header}`);
for (const [language, tally] of byLanguageGoalTypes) console.log(row(language, tally));
console.log(`tickers attached to the right company: ${tickers.right}/${tickers.expected}`);
console.log(`drugs missed: ${drugMisses.listed} the registry lists, ${drugMisses.unlisted} it does not (${DRUGS.length} drugs listed)`);

// Speed: a 5,000-character article made of the gold passages of every language.
const article = GOLD_PASSAGES.map((passage) => passage.text).join("\n\n").slice(0, 5000);
const ROUNDS = 200;
for (let round = 0; round < 50; round += 1) recognizeEntities(article);
const started = performance.now();
const cpuStarted = process.cpuUsage();
for (let round = 0; round < ROUNDS; round += 1) recognizeEntities(article);
const cpu = process.cpuUsage(cpuStarted);
// CPU time is the figure to compare: wall time also counts waiting for a busy machine's cores.
console.log(
  `time per 5,000-character article: ${((cpu.user + cpu.system) / 1000 / ROUNDS).toFixed(2)} ms CPU, ${((performance.now() - started) / ROUNDS).toFixed(2)} ms wall`,
);

let failed = false;
for (const type of GOAL_TYPES) {
  const tally = byType.get(type)!;
  const precision = ratio(tally.truePositives, tally.predicted);
  const recall = ratio(tally.truePositives, tally.expected);
  const met = precision >= GOAL.precision && recall >= GOAL.recall;
  if (!met) failed = true;
  console.log(`${met ? "ok  " : "MISS"} ${type}: P ${precision.toFixed(3)} (goal ≥ ${GOAL.precision}), R ${recall.toFixed(3)} (goal ≥ ${GOAL.recall})`);
}
if (failed) process.exitCode = 1;
