// Consistency check for the story gold set: `npx tsx bench/gold/stories/check.ts`.
// Verifies ids, labels and the minimum counts, then prints counts by kind and by language pair.
// Exits with code 1 when a check fails.

import { STORY_ITEMS, type StoryGoldItem } from "./items.ts";
import { STORY_PAIRS, type StoryGoldPair } from "./pairs.ts";

type StoryGoldPairKind = StoryGoldPair["kind"];

const errors: string[] = [];
const fail = (message: string) => errors.push(message);

const POSITIVE_KINDS = new Set<StoryGoldPairKind>(["duplicate", "syndicated", "same-language", "cross-language"]);
const HARD_KINDS = new Set<StoryGoldPairKind>([
  "hard-negative-same-company",
  "hard-negative-same-drug",
  "hard-negative-same-week",
  "hard-negative-same-target",
]);

// ---- items
const byId = new Map<string, StoryGoldItem>();
const byStory = new Map<string, StoryGoldItem[]>();
for (const item of STORY_ITEMS) {
  if (byId.has(item.id)) fail(`duplicate item id ${item.id}`);
  byId.set(item.id, item);
  const list = byStory.get(item.story) ?? [];
  list.push(item);
  byStory.set(item.story, list);
  if (!/^2026-(0[1-9]|1[01])-(0[1-9]|[12]\d|3[01])$/.test(item.date)) fail(`${item.id}: date ${item.date} outside 2026-01..2026-11`);
  if (Number.isNaN(Date.parse(`${item.date}T00:00:00Z`))) fail(`${item.id}: invalid date ${item.date}`);
  if (!/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//.test(item.url)) fail(`${item.id}: bad url ${item.url}`);
  if (item.title.trim() === "" || item.text.trim() === "") fail(`${item.id}: empty title or text`);
}

// ---- pairs
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const seenPairs = new Set<string>();
for (const pair of STORY_PAIRS) {
  const a = byId.get(pair.a);
  const b = byId.get(pair.b);
  const label = `${pair.a}-${pair.b}`;
  if (!a || !b) {
    fail(`pair ${label}: unknown id`);
    continue;
  }
  if (pair.a === pair.b) fail(`pair ${label}: same item twice`);
  const key = pairKey(pair.a, pair.b);
  if (seenPairs.has(key)) fail(`pair ${label}: listed twice`);
  seenPairs.add(key);
  const same = a.story === b.story;
  if (pair.same_story !== same) fail(`pair ${label}: same_story=${pair.same_story} but stories are ${a.story} / ${b.story}`);
  if (POSITIVE_KINDS.has(pair.kind) !== pair.same_story) fail(`pair ${label}: kind ${pair.kind} disagrees with same_story=${pair.same_story}`);
  const sameLang = a.lang === b.lang;
  if (pair.kind === "cross-language" && sameLang) fail(`pair ${label}: cross-language but both ${a.lang}`);
  if ((pair.kind === "same-language" || pair.kind === "duplicate" || pair.kind === "syndicated") && !sameLang)
    fail(`pair ${label}: ${pair.kind} across ${a.lang}/${b.lang}`);
  if (pair.kind === "duplicate") {
    const stripped = (url: string) => url.split("?")[0];
    if (a.title !== b.title || (a.text !== b.text && stripped(a.url) !== stripped(b.url)))
      fail(`pair ${label}: duplicate but titles/texts/urls differ`);
  }
}

// every positive pair within every story of size <= 4
for (const [story, items] of byStory) {
  if (items.length > 4) continue;
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i];
      const b = items[j];
      if (a && b && !seenPairs.has(pairKey(a.id, b.id))) fail(`story ${story}: missing positive pair ${a.id}-${b.id}`);
    }
}

// ---- counts
const stories = [...byStory.values()];
const singletons = stories.filter((s) => s.length === 1).length;
const multiLanguage = stories.filter((s) => new Set(s.map((i) => i.lang)).size >= 2).length;
const sizes = new Map<number, number>();
for (const s of stories) sizes.set(s.length, (sizes.get(s.length) ?? 0) + 1);

const byKind = new Map<string, number>();
const byLangPair = new Map<string, { positive: number; negative: number }>();
let crossLanguage = 0;
let crossLanguagePositive = 0;
let hardNegatives = 0;
let hardCrossLanguage = 0;
for (const pair of STORY_PAIRS) {
  const a = byId.get(pair.a);
  const b = byId.get(pair.b);
  if (!a || !b) continue;
  byKind.set(pair.kind, (byKind.get(pair.kind) ?? 0) + 1);
  const langs = [a.lang, b.lang].sort().join("-");
  const entry = byLangPair.get(langs) ?? { positive: 0, negative: 0 };
  if (pair.same_story) entry.positive++;
  else entry.negative++;
  byLangPair.set(langs, entry);
  if (a.lang !== b.lang) {
    crossLanguage++;
    if (pair.same_story) crossLanguagePositive++;
  }
  if (HARD_KINDS.has(pair.kind)) {
    hardNegatives++;
    if (a.lang !== b.lang) hardCrossLanguage++;
  }
}
const positives = STORY_PAIRS.filter((p) => p.same_story).length;

const minimum = (name: string, value: number, min: number) => {
  if (value < min) fail(`${name} = ${value}, expected at least ${min}`);
};
minimum("items", STORY_ITEMS.length, 170);
minimum("stories", stories.length, 60);
minimum("singleton stories", singletons, 15);
minimum("multi-language stories", multiLanguage, 30);
minimum("pairs", STORY_PAIRS.length, 320);
minimum("cross-language pairs", crossLanguage, 80);
minimum("cross-language positive pairs", crossLanguagePositive, 60);
minimum("hard-negative pairs", hardNegatives, 40);
for (const lang of ["en", "zh", "ja", "ko", "de", "fr", "es"]) {
  minimum(`items in ${lang}`, STORY_ITEMS.filter((i) => i.lang === lang).length, lang === "fr" || lang === "es" ? 3 : 10);
}

// ---- report
const itemsByLang = new Map<string, number>();
for (const item of STORY_ITEMS) itemsByLang.set(item.lang, (itemsByLang.get(item.lang) ?? 0) + 1);
console.log(`items: ${STORY_ITEMS.length}  (${[...itemsByLang].map(([l, n]) => `${l} ${n}`).join(", ")})`);
console.log(`stories: ${stories.length}  singletons: ${singletons}  multi-language: ${multiLanguage}`);
console.log(`story sizes: ${[...sizes].sort((x, y) => x[0] - y[0]).map(([size, n]) => `${size}:${n}`).join("  ")}`);
console.log(`pairs: ${STORY_PAIRS.length}  positive: ${positives}  negative: ${STORY_PAIRS.length - positives}`);
console.log(`cross-language pairs: ${crossLanguage}  (positive ${crossLanguagePositive}, negative ${crossLanguage - crossLanguagePositive})`);
console.log(`hard negatives: ${hardNegatives}  (cross-language ${hardCrossLanguage})`);
console.log("by kind:");
for (const [kind, n] of [...byKind].sort()) console.log(`  ${kind.padEnd(28)} ${n}`);
console.log("by language pair (positive / negative):");
for (const [langs, { positive, negative }] of [...byLangPair].sort())
  console.log(`  ${langs.padEnd(6)} ${String(positive).padStart(4)} / ${negative}`);

if (errors.length > 0) {
  console.error(`\n${errors.length} problem(s):`);
  for (const e of errors) console.error(`  - ${e}`);
  process.exit(1);
}
console.log("\nOK");
