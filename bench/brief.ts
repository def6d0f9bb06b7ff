// How often the English brief of a non-English article (src/server/core/ai/builtin/brief.ts)
// states the right facts, on the hand-labelled held-out set (bench/gold/briefs-gold16-cjk.ts and
// briefs-gold16-eu.ts: 120 articles written and labelled by two helpers without the engine's code
// or any other set open; measured once, after the nineteenth round, on 2026-11-30: event 0.98,
// company 0.98, asset 0.97, indication 0.95, regulator 0.98, every language ≥ 0.84 on every field,
// false statements 3.6% (13 of 120 articles); docs/decisions.md), and tuned to in the twentieth
// (3.4%).
// --gold15 scores the fifteenth set, measured once after the eighteenth round (0.93, 0.97, 0.97,
// 0.93, 0.96, Korean indication 0.71, 3.5% false) and tuned to in the nineteenth (1.7%).
// --gold14 scores the fourteenth set, measured once after the seventeenth round (0.93, 0.96,
// 0.92, 0.89, 0.98, 4.2% false) and tuned to in the eighteenth (1.0%).
// --gold13 scores the thirteenth set, measured once after the sixteenth round (0.94, 0.95, 0.90,
// 0.93, 0.96, 2.3% false) and tuned to in the seventeenth (1.0%).
// --gold12 scores the twelfth set, measured once after the fifteenth round (0.94, 0.98, 0.93,
// 0.98, 0.97, 4.7% false) and tuned to in the sixteenth (2.5%).
// --gold11 scores the eleventh set, measured once after the fourteenth round (0.95, 0.97, 0.91,
// 0.94, 0.96, 6.6% false) and tuned to in the fifteenth (3.7%).
// --gold10 scores the tenth set, measured once after the thirteenth round (0.91, 0.99, 0.99, 0.93,
// 1.00, de event 0.79, false 2.6%) and tuned to in the fourteenth.
// --gold9 scores the ninth set, measured once after the twelfth round (0.97, 1.00, 0.96, 0.95,
// 0.98, 2.5%, or 1.6% with the trial's authorizer counted apart, a change made after that reading)
// and tuned to in the thirteenth; --gold8 the eighth, measured once after the eleventh round (0.94,
// 0.99, 0.97, 0.96, 0.98, 2.5%) and tuned to in the twelfth; --gold7 the seventh, measured once
// after the tenth round (0.94, 0.97, 0.84, 0.95, 0.98, 2.0%; ko and fr asset 0.68) and tuned to in
// the eleventh; --gold6 the sixth, measured once after the ninth round (0.95, 0.99, 0.94, 1.00,
// 1.00, 2.2%) and tuned to in the tenth.
// For each article,
// recognize(title + "\n\n" + text), then writeBrief, then read the brief's title and summary
// text for the labelled event type (by its fixed phrase, EVENT_PHRASES), company (its English
// form or its original), asset, indication and regulator. A false statement is a named fact
// that contradicts the labels: an event type, company, asset or regulator the brief states that
// is not the labelled one (a party the article names beside it, `also`, is not false).
// Goals (issue 17 §3): ≥ 0.90 right on each field overall, no language below 0.80 on any field,
// false statements ≤ 1% of the facts stated. The exit code is 0 whether or not goals are met (a
// measure, not a test). Run: npm run bench:brief (add --verbose for every brief; --gold1 scores the
// first gold set, bench/gold/briefs.ts, held out for four rounds and then tuned to; --gold2 and
// --gold3, --gold4 and --gold5 the second to fifth, bench/gold/briefs-gold2-*.ts to -gold5-*.ts,
// each measured once and then tuned to (gold5 in the ninth round: event 0.89 → 1.00, company
// 0.95 → 0.99, asset 0.88 → 0.99, indication 0.94 → 0.97, regulator 0.96 → 1.00, false 5.3% →
// 1.2%); --dev scores
// the development set, bench/gold/briefs-dev.ts, --dev2 the harder second one,
// bench/gold/briefs-dev2.ts, --dev3 the third, bench/gold/briefs-dev3.ts, and --dev4 and --dev5 the
// fourth and fifth (bench/gold/briefs-dev4.ts, briefs-dev5.ts), written by another hand than the
// rules': those are the ones
// to tune against).
import { EVENT_PHRASES, writeBrief } from "../src/server/core/ai/builtin/brief";
import { summaryToPlainText } from "../src/server/core/ai/summary-html";
import { recognize } from "../src/server/core/recognize";
import { DRUGS } from "../src/server/core/recognize/registry/drugs";
import type { EventType } from "../src/server/core/recognize/types";
import { GOLD_BRIEFS, type BriefLabels } from "./gold/briefs";
import { GOLD2_CJK_BRIEFS } from "./gold/briefs-gold2-cjk";
import { GOLD2_EU_BRIEFS } from "./gold/briefs-gold2-eu";
import { GOLD3_CJK_BRIEFS } from "./gold/briefs-gold3-cjk";
import { GOLD3_EU_BRIEFS } from "./gold/briefs-gold3-eu";
import { GOLD4_CJK_BRIEFS } from "./gold/briefs-gold4-cjk";
import { GOLD4_EU_BRIEFS } from "./gold/briefs-gold4-eu";
import { GOLD5_CJK_BRIEFS } from "./gold/briefs-gold5-cjk";
import { GOLD5_EU_BRIEFS } from "./gold/briefs-gold5-eu";
import { GOLD6_CJK_BRIEFS } from "./gold/briefs-gold6-cjk";
import { GOLD6_EU_BRIEFS } from "./gold/briefs-gold6-eu";
import { GOLD7_CJK_BRIEFS } from "./gold/briefs-gold7-cjk";
import { GOLD7_EU_BRIEFS } from "./gold/briefs-gold7-eu";
import { GOLD8_CJK_BRIEFS } from "./gold/briefs-gold8-cjk";
import { GOLD8_EU_BRIEFS } from "./gold/briefs-gold8-eu";
import { GOLD9_CJK_BRIEFS } from "./gold/briefs-gold9-cjk";
import { GOLD9_EU_BRIEFS } from "./gold/briefs-gold9-eu";
import { GOLD10_CJK_BRIEFS } from "./gold/briefs-gold10-cjk";
import { GOLD10_EU_BRIEFS } from "./gold/briefs-gold10-eu";
import { GOLD11_CJK_BRIEFS } from "./gold/briefs-gold11-cjk";
import { GOLD11_EU_BRIEFS } from "./gold/briefs-gold11-eu";
import { GOLD12_CJK_BRIEFS } from "./gold/briefs-gold12-cjk";
import { GOLD12_EU_BRIEFS } from "./gold/briefs-gold12-eu";
import { GOLD13_CJK_BRIEFS } from "./gold/briefs-gold13-cjk";
import { GOLD13_EU_BRIEFS } from "./gold/briefs-gold13-eu";
import { GOLD14_CJK_BRIEFS } from "./gold/briefs-gold14-cjk";
import { GOLD14_EU_BRIEFS } from "./gold/briefs-gold14-eu";
import { GOLD15_CJK_BRIEFS } from "./gold/briefs-gold15-cjk";
import { GOLD15_EU_BRIEFS } from "./gold/briefs-gold15-eu";
import { GOLD16_CJK_BRIEFS } from "./gold/briefs-gold16-cjk";
import { GOLD16_EU_BRIEFS } from "./gold/briefs-gold16-eu";
import { DEV_BRIEFS } from "./gold/briefs-dev";
import { DEV2_BRIEFS } from "./gold/briefs-dev2";
import { DEV3_BRIEFS } from "./gold/briefs-dev3";
import { DEV4_BRIEFS } from "./gold/briefs-dev4";
import { DEV5_BRIEFS } from "./gold/briefs-dev5";

const FIELDS = ["event", "company", "asset", "indication", "regulator"] as const;
type Field = (typeof FIELDS)[number];

const fold = (text: string) => text.normalize("NFKC").toLowerCase();
/** Codes and names compared without spaces, hyphens or case: "HK-101" is "hk101". */
const compact = (text: string) => fold(text).replace(/[^\p{L}\p{N}]/gu, "");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const says = (text: string, phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(fold(phrase))}(?![\\p{L}\\p{N}])`, "u").test(fold(text));
const phraseOf = (text: string): EventType[] => (Object.keys(EVENT_PHRASES) as EventType[]).filter((type) => says(text, EVENT_PHRASES[type]));

// A medicine is stated when the brief gives any of the registry's names for it: a code labelled
// "ALTB4" is stated by its INN, berahyaluronidase alfa, once the registry knows the two are one.
const drugNames = new Map<string, readonly string[]>();
for (const drug of DRUGS) {
  const names = [drug.name, ...drug.aliases, ...(drug.identifiers ?? []).map((identifier) => identifier.value)].map(compact);
  for (const name of names) drugNames.set(name, names);
}
const namesOfAsset = (asset: string) => drugNames.get(compact(asset)) ?? [compact(asset)];

function isRight(field: Field, labels: BriefLabels, text: string): boolean {
  const value = labels[field];
  if (value === null) return false;
  if (field === "event") return says(text, EVENT_PHRASES[value as EventType]);
  if (field === "company") return says(text, value) || (labels.companyOriginal !== undefined && text.includes(labels.companyOriginal));
  if (field === "asset") return namesOfAsset(value).some((name) => compact(text).includes(name));
  if (field === "regulator") return new RegExp(`\\b${escape(value)}\\b`).test(text);
  return says(text, value);
}

/**
 * Whether a name the brief states ("Huakang Bio (华康生物)") is the labelled entity: it contains
 * the label, or one of its parts is contained in the label (a shorter form of the same name,
 * 润信生物 for 润信生物科技: incomplete, so not right, but not a different company either).
 */
function sameEntity(stated: string, expected: string): boolean {
  const [, english = stated, original] = /^(.*?)(?: \((.*)\))?$/.exec(stated) ?? [];
  const label = compact(expected);
  return compact(stated).includes(label) || [english, original].some((part) => part !== undefined && compact(part).length > 1 && label.includes(compact(part)));
}

/** The named facts of a brief that contradict the labels, and how many facts it named. */
function falseStatements(labels: BriefLabels, brief: ReturnType<typeof writeBrief>, text: string): { named: number; wrong: string[]; unlabelled: string[] } {
  const wrong: string[] = [];
  const { stated } = brief;
  const events = new Set<EventType>([...(stated.event ? [stated.event] : []), ...phraseOf(text)]);
  for (const event of events) if (event !== labels.event) wrong.push(`event ${event}`);
  const allowedCompanies = [labels.company, labels.companyOriginal, ...(labels.also ?? [])].filter((name): name is string => Boolean(name));
  for (const company of stated.companies) if (!allowedCompanies.some((name) => sameEntity(company, name))) wrong.push(`company ${company}`);
  const allowedAssets = [labels.asset, ...(labels.also ?? [])].filter((name): name is string => Boolean(name));
  for (const asset of stated.assets) if (!allowedAssets.flatMap(namesOfAsset).some((name) => sameEntity(asset, name))) wrong.push(`asset ${asset}`);
  for (const regulator of stated.regulators) if (regulator !== labels.regulator) wrong.push(`regulator ${regulator}`);
  // Who authorized a trial that starts: the sets label a trial start's regulator null whatever the
  // article says of its authorization (the convention since the first set), so the labels say nothing
  // of it and it is counted apart, as unlabelled (the ones in the seventh and ninth sets were read by
  // hand: each article says so). With any other labelled event it is checked against the regulator.
  const unlabelled = stated.trialAuthorizedBy && labels.event === "trial-start" ? [`trial authorized by ${stated.trialAuthorizedBy}`] : [];
  if (stated.trialAuthorizedBy && !unlabelled.length && stated.trialAuthorizedBy !== labels.regulator) wrong.push(`regulator ${stated.trialAuthorizedBy}`);
  return { named: events.size + stated.companies.length + stated.assets.length + stated.regulators.length + (stated.trialAuthorizedBy && !unlabelled.length ? 1 : 0), wrong, unlabelled };
}

const verbose = process.argv.includes("--verbose");
const SETS = ["gold15", "gold14", "gold13", "gold12", "gold11", "gold10", "gold1", "gold2", "gold3", "gold4", "gold5", "gold6", "gold7", "gold8", "gold9", "dev5", "dev4", "dev3", "dev2", "dev"] as const;
const set = SETS.find((name) => process.argv.includes(`--${name}`)) ?? "gold";
const ARTICLES = {
  gold: { ...GOLD16_CJK_BRIEFS, ...GOLD16_EU_BRIEFS },
  gold15: { ...GOLD15_CJK_BRIEFS, ...GOLD15_EU_BRIEFS },
  gold14: { ...GOLD14_CJK_BRIEFS, ...GOLD14_EU_BRIEFS },
  gold13: { ...GOLD13_CJK_BRIEFS, ...GOLD13_EU_BRIEFS },
  gold12: { ...GOLD12_CJK_BRIEFS, ...GOLD12_EU_BRIEFS },
  gold11: { ...GOLD11_CJK_BRIEFS, ...GOLD11_EU_BRIEFS },
  gold10: { ...GOLD10_CJK_BRIEFS, ...GOLD10_EU_BRIEFS },
  gold9: { ...GOLD9_CJK_BRIEFS, ...GOLD9_EU_BRIEFS },
  gold8: { ...GOLD8_CJK_BRIEFS, ...GOLD8_EU_BRIEFS },
  gold7: { ...GOLD7_CJK_BRIEFS, ...GOLD7_EU_BRIEFS },
  gold6: { ...GOLD6_CJK_BRIEFS, ...GOLD6_EU_BRIEFS },
  gold1: GOLD_BRIEFS,
  gold5: { ...GOLD5_CJK_BRIEFS, ...GOLD5_EU_BRIEFS },
  gold4: { ...GOLD4_CJK_BRIEFS, ...GOLD4_EU_BRIEFS },
  gold2: { ...GOLD2_CJK_BRIEFS, ...GOLD2_EU_BRIEFS },
  gold3: { ...GOLD3_CJK_BRIEFS, ...GOLD3_EU_BRIEFS },
  dev: DEV_BRIEFS, dev2: DEV2_BRIEFS, dev3: DEV3_BRIEFS, dev4: DEV4_BRIEFS, dev5: DEV5_BRIEFS }[set];
const languages = Object.keys(ARTICLES) as (keyof typeof ARTICLES)[];
type Tally = { right: Record<Field, number>; labelled: Record<Field, number>; named: number; wrong: number; unlabelled: number; articles: number; articlesWrong: number };
const emptyTally = (): Tally => ({
  right: { event: 0, company: 0, asset: 0, indication: 0, regulator: 0 },
  labelled: { event: 0, company: 0, asset: 0, indication: 0, regulator: 0 },
  named: 0,
  wrong: 0,
  unlabelled: 0,
  articles: 0,
  articlesWrong: 0,
});
const tallies = new Map<string, Tally>([...languages, "overall"].map((language) => [language, emptyTally()]));

for (const language of languages) {
  for (const article of ARTICLES[language]) {
    const recognition = recognize(`${article.title}\n\n${article.text}`);
    const brief = writeBrief({ title: article.title, text: article.text, language }, recognition);
    const text = `${brief.title}\n${summaryToPlainText(brief.summaryHtml)}`;
    const { named, wrong, unlabelled } = falseStatements(article.labels, brief, text);
    const missed: Field[] = [];
    for (const tally of [tallies.get(language)!, tallies.get("overall")!]) {
      tally.articles += 1;
      tally.named += named;
      tally.wrong += wrong.length;
      tally.unlabelled += unlabelled.length;
      if (wrong.length) tally.articlesWrong += 1;
      for (const field of FIELDS) {
        if (article.labels[field] === null) continue;
        tally.labelled[field] += 1;
        if (isRight(field, article.labels, text)) tally.right[field] += 1;
        else if (tally === tallies.get(language)) missed.push(field);
      }
    }
    if (verbose) {
      console.log(`[${language}] ${article.title}\n  → ${text.replace(/\n/g, "\n    ")}`);
      if (missed.length || wrong.length || unlabelled.length) console.log(`  missed: ${missed.join(", ") || "none"}; false: ${wrong.join(", ") || "none"}${unlabelled.length ? `; unlabelled: ${unlabelled.join(", ")}` : ""}`);
    }
  }
}

const rate = (right: number, total: number) => (total ? right / total : 1);
const cell = (value: number) => value.toFixed(2).padStart(11);
const setName = { gold: "Held-out set: ", gold1: "First gold set (tuned to since): ", gold2: "Second gold set (tuned to since): ", gold3: "Third gold set (tuned to since): ", gold4: "Fourth gold set (tuned to since): ", gold5: "Fifth gold set (tuned to since): ", gold6: "Sixth gold set (tuned to since): ", gold7: "Seventh gold set (tuned to since): ", gold8: "Eighth gold set (tuned to since): ", gold9: "Ninth gold set (tuned to since): ", gold10: "Tenth gold set (tuned to since): ", gold11: "Eleventh gold set (tuned to since): ", gold12: "Twelfth gold set (tuned to since): ", gold13: "Thirteenth gold set (tuned to since): ", gold14: "Fourteenth gold set (tuned to since): ", gold15: "Fifteenth gold set (tuned to since): ", dev: "Development set: ", dev2: "Second development set: ", dev3: "Third development set: ", dev4: "Fourth development set: ", dev5: "Fifth development set: " }[set];
console.log(`${setName}${languages.reduce((sum, language) => sum + ARTICLES[language].length, 0)} hand-labelled articles in ${languages.length} languages; right rate per field, false statements per fact named`);
console.log(`${"language".padEnd(9)}${"n".padStart(4)}${FIELDS.map((field) => field.padStart(11)).join("")}${"false".padStart(8)}${"articles w/ false".padStart(19)}`);
for (const [language, tally] of tallies) {
  const cells = FIELDS.map((field) => cell(rate(tally.right[field], tally.labelled[field]))).join("");
  const falseRate = `${((100 * tally.wrong) / Math.max(1, tally.named)).toFixed(1)}%`.padStart(8);
  console.log(`${language.padEnd(9)}${String(tally.articles).padStart(4)}${cells}${falseRate}${`${tally.articlesWrong}/${tally.articles}`.padStart(19)}`);
}

const overall = tallies.get("overall")!;
console.log(`Not in the labels, so neither right nor false: ${overall.unlabelled} statement(s) of who authorized a trial that starts (--verbose lists them)`);
const perLanguage = [...tallies].filter(([language]) => language !== "overall");
const goals = [
  ...FIELDS.map((field) => ({ goal: `${field} ≥ 0.90 overall`, met: rate(overall.right[field], overall.labelled[field]) >= 0.9 })),
  { goal: "no language below 0.80 on any field", met: perLanguage.every(([, tally]) => FIELDS.every((field) => rate(tally.right[field], tally.labelled[field]) >= 0.8)) },
  { goal: "false statements ≤ 1%", met: overall.wrong <= 0.01 * overall.named },
];
for (const { goal, met } of goals) console.log(`${met ? "met    " : "NOT met"}  ${goal}`);
console.log("(exit code 0 whether or not the goals are met: a measure, not a test)");
