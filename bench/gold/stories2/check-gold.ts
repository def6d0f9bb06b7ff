// The consistency check of a story gold set (items.ts + pairs.ts), shared by the held-out sets
// (stories2, stories3): each set's check.ts runs it with its id prefix and the minimums its README
// promises. Exit code 1 when a problem is found.

import type { StoryGoldItem } from "./items";
import type { StoryGoldPair } from "./pairs";

const LANGS = new Set<StoryGoldItem["lang"]>(["en", "zh", "ja", "ko", "de", "fr", "es"]);
const POSITIVE_KINDS = new Set<StoryGoldPair["kind"]>(["duplicate", "syndicated", "same-language", "cross-language"]);
const HARD_KINDS = new Set<StoryGoldPair["kind"]>([
  "hard-negative-same-company",
  "hard-negative-same-drug",
  "hard-negative-same-week",
  "hard-negative-same-target",
]);

export type StoryGoldMinimums = {
  items: number;
  stories: number;
  singletons: number;
  multiLanguageStories: number;
  multiLanguageStoriesWithoutEnglish: number;
  pairs: number;
  crossLanguagePairs: number;
  crossLanguagePositives: number;
  hardNegatives: number;
  crossLanguageHardNegatives: number;
  ordinaryNegatives: number;
  duplicates: number;
  syndicated: number;
};

const MAX_STORY_SIZE = 6;
const MAX_DAYS_WITHIN_STORY = 3;
const MAX_DAYS_HARD_NEGATIVE = 5;


export function checkStoryGold(STORY_ITEMS: readonly StoryGoldItem[], STORY_PAIRS: readonly StoryGoldPair[], idPrefix: string, MIN: StoryGoldMinimums): void {
  const problems: string[] = [];
  const problem = (message: string): void => {
    problems.push(message);
  };

  const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const daysApart = (a: StoryGoldItem, b: StoryGoldItem): number => Math.abs(dayNumber(a.date) - dayNumber(b.date));
  const pairKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const langPair = (a: StoryGoldItem, b: StoryGoldItem): string => [a.lang, b.lang].sort().join("-");
  const increment = (map: Map<string, number>, key: string): void => {
    map.set(key, (map.get(key) ?? 0) + 1);
  };

  // Items.
  const items = new Map<string, StoryGoldItem>();
  for (const item of STORY_ITEMS) {
    if (items.has(item.id)) problem(`duplicate item id ${item.id}`);
    items.set(item.id, item);
    if (!item.id.startsWith(idPrefix)) problem(`${item.id}: id must start with "${idPrefix}"`);
    if (!LANGS.has(item.lang)) problem(`${item.id}: unknown lang ${String(item.lang)}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(item.date) || Number.isNaN(dayNumber(item.date))) {
      problem(`${item.id}: bad date ${item.date}`);
    } else if (item.date < "2026-01-01" || item.date > "2026-11-30") {
      problem(`${item.id}: date ${item.date} outside 2026-01..2026-11`);
    }
    if (!URL.canParse(item.url)) problem(`${item.id}: bad url ${item.url}`);
    if (item.title.trim() === "" || item.text.trim() === "") problem(`${item.id}: empty title or text`);
    if (item.story.trim() === "") problem(`${item.id}: empty story`);
  }

  const stories = new Map<string, StoryGoldItem[]>();
  for (const item of STORY_ITEMS) {
    const list = stories.get(item.story) ?? [];
    list.push(item);
    stories.set(item.story, list);
  }

  let singletons = 0;
  let multiLanguageStories = 0;
  let multiLanguageStoriesWithoutEnglish = 0;
  const storySizes = new Map<string, number>();
  for (const [story, list] of stories) {
    increment(storySizes, String(list.length));
    if (list.length === 1) singletons++;
    if (list.length > MAX_STORY_SIZE) problem(`story ${story} has ${list.length} reports (max ${MAX_STORY_SIZE})`);
    const langs = new Set(list.map((item) => item.lang));
    if (langs.size > 1) {
      multiLanguageStories++;
      if (!langs.has("en")) multiLanguageStoriesWithoutEnglish++;
    }
    for (const a of list) {
      for (const b of list) {
        if (a.id < b.id && daysApart(a, b) > MAX_DAYS_WITHIN_STORY) {
          problem(`story ${story}: ${a.id} and ${b.id} are ${daysApart(a, b)} days apart`);
        }
      }
    }
  }

  // Pairs.
  const seenPairs = new Set<string>();
  const byKind = new Map<string, number>();
  const byLangPair = new Map<string, number>();
  let crossLanguagePairs = 0;
  let crossLanguagePositives = 0;
  let crossLanguageHardNegatives = 0;
  for (const pair of STORY_PAIRS) {
    const label = `pair ${pair.a}/${pair.b}`;
    const a = items.get(pair.a);
    const b = items.get(pair.b);
    if (!a || !b) {
      problem(`${label}: unknown item id`);
      continue;
    }
    if (pair.a === pair.b) problem(`${label}: pairs an item with itself`);
    const key = pairKey(pair.a, pair.b);
    if (seenPairs.has(key)) problem(`${label}: listed twice`);
    seenPairs.add(key);

    const same = a.story === b.story;
    if (pair.same_story !== same) problem(`${label}: same_story=${pair.same_story} but stories are ${a.story} / ${b.story}`);
    if (POSITIVE_KINDS.has(pair.kind) !== pair.same_story) problem(`${label}: kind ${pair.kind} disagrees with same_story`);

    const cross = a.lang !== b.lang;
    if (pair.kind === "cross-language" && !cross) problem(`${label}: cross-language pair in one language`);
    if ((pair.kind === "same-language" || pair.kind === "syndicated" || pair.kind === "duplicate") && cross) {
      problem(`${label}: ${pair.kind} pair across languages`);
    }
    if (pair.kind === "duplicate" && (a.title !== b.title || a.text !== b.text)) {
      problem(`${label}: duplicate pair without identical title and text`);
    }
    if (HARD_KINDS.has(pair.kind) && daysApart(a, b) > MAX_DAYS_HARD_NEGATIVE) {
      problem(`${label}: hard negative ${daysApart(a, b)} days apart (max ${MAX_DAYS_HARD_NEGATIVE})`);
    }

    increment(byKind, pair.kind);
    increment(byLangPair, langPair(a, b));
    if (cross) {
      crossLanguagePairs++;
      if (pair.same_story) crossLanguagePositives++;
      if (HARD_KINDS.has(pair.kind)) crossLanguageHardNegatives++;
    }
  }

  // Every positive pair inside each story must be labelled.
  for (const [story, list] of stories) {
    for (const a of list) {
      for (const b of list) {
        if (a.id < b.id && !seenPairs.has(pairKey(a.id, b.id))) problem(`story ${story}: missing pair ${a.id}/${b.id}`);
      }
    }
  }

  const count = (kinds: Set<StoryGoldPair["kind"]>): number =>
    STORY_PAIRS.filter((pair) => kinds.has(pair.kind)).length;
  const hardNegatives = count(HARD_KINDS);
  for (const kind of HARD_KINDS) {
    if ((byKind.get(kind) ?? 0) === 0) problem(`no pairs of kind ${kind}`);
  }

  const atLeast = (name: keyof typeof MIN, actual: number): void => {
    if (actual < MIN[name]) problem(`${name}: ${actual} < ${MIN[name]}`);
  };
  atLeast("items", STORY_ITEMS.length);
  atLeast("stories", stories.size);
  atLeast("singletons", singletons);
  atLeast("multiLanguageStories", multiLanguageStories);
  atLeast("multiLanguageStoriesWithoutEnglish", multiLanguageStoriesWithoutEnglish);
  atLeast("pairs", STORY_PAIRS.length);
  atLeast("crossLanguagePairs", crossLanguagePairs);
  atLeast("crossLanguagePositives", crossLanguagePositives);
  atLeast("hardNegatives", hardNegatives);
  atLeast("crossLanguageHardNegatives", crossLanguageHardNegatives);
  atLeast("ordinaryNegatives", byKind.get("negative") ?? 0);
  atLeast("duplicates", byKind.get("duplicate") ?? 0);
  atLeast("syndicated", byKind.get("syndicated") ?? 0);

  // Report.
  const itemsByLang = new Map<string, number>();
  for (const item of STORY_ITEMS) increment(itemsByLang, item.lang);
  const table = (map: Map<string, number>): string =>
    [...map.entries()]
      .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
      .map(([key, value]) => `  ${key.padEnd(28)} ${value}`)
      .join("\n");

  console.log(`items ${STORY_ITEMS.length}, stories ${stories.size} (${singletons} singletons), ` +
    `multi-language stories ${multiLanguageStories} (${multiLanguageStoriesWithoutEnglish} without English)`);
  console.log(`story sizes:\n${table(storySizes)}`);
  console.log(`items by language:\n${table(itemsByLang)}`);
  console.log(`pairs ${STORY_PAIRS.length}: positive ${count(POSITIVE_KINDS)}, hard negative ${hardNegatives}, ` +
    `negative ${byKind.get("negative") ?? 0}`);
  console.log(`cross-language pairs ${crossLanguagePairs} (positive ${crossLanguagePositives}, ` +
    `hard negative ${crossLanguageHardNegatives})`);
  console.log(`pairs by kind:\n${table(byKind)}`);
  console.log(`pairs by language pair:\n${table(byLangPair)}`);

  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log("\nOK");
  }
}
