/**
 * Consistency check for the catalyst gold set (items.ts). Run:
 *   npx tsx bench/gold/catalysts/check.ts
 * Prints counts by language, type, status and precision; exits 1 on any problem.
 * It checks the labels against the rules in README.md, not against any extractor (check-gold.ts).
 */
import { checkCatalystGold } from "./check-gold.ts";
import { CATALYST_ITEMS } from "./items.ts";

// Minimums the set promises (README "Counts").
checkCatalystGold({
  label: "Catalyst gold",
  items: CATALYST_ITEMS,
  idPrefix: "c",
  minimums: { perLanguage: { en: 70, zh: 40, ja: 40, ko: 35, de: 35 }, items: 220, perType: 8, withoutCatalyst: 18, withTwo: 30, maxEstimated: 10 },
});
