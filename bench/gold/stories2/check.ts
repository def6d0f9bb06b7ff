// Consistency check for the held-out story gold set (items.ts + pairs.ts), with check-gold.ts.
// Run: npx tsx bench/gold/stories2/check.ts   (exit code 1 when a problem is found)

import { checkStoryGold } from "./check-gold";
import { STORY_ITEMS } from "./items";
import { STORY_PAIRS } from "./pairs";

// Minimums promised by README.md.
checkStoryGold(STORY_ITEMS, STORY_PAIRS, "g2-", {
  items: 150,
  stories: 55,
  singletons: 12,
  multiLanguageStories: 28,
  multiLanguageStoriesWithoutEnglish: 2,
  pairs: 300,
  crossLanguagePairs: 70,
  crossLanguagePositives: 55,
  hardNegatives: 40,
  crossLanguageHardNegatives: 10,
  ordinaryNegatives: 30,
  duplicates: 1,
  syndicated: 2,
});
