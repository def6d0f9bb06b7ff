// Consistency check for the third held-out story gold set (items.ts + pairs.ts), with ../stories2/check-gold.ts.
// Run: npx tsx bench/gold/stories3/check.ts   (exit code 1 when a problem is found)

import { checkStoryGold } from "../stories2/check-gold";
import { STORY_ITEMS } from "./items";
import { STORY_PAIRS } from "./pairs";

// Minimums promised by README.md.
checkStoryGold(STORY_ITEMS, STORY_PAIRS, "g3-", {
  items: 100,
  stories: 40,
  singletons: 10,
  multiLanguageStories: 25,
  multiLanguageStoriesWithoutEnglish: 3,
  pairs: 200,
  crossLanguagePairs: 90,
  crossLanguagePositives: 70,
  hardNegatives: 30,
  crossLanguageHardNegatives: 10,
  ordinaryNegatives: 25,
  duplicates: 1,
  syndicated: 3,
});
