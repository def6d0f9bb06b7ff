/**
 * Consistency check for the second catalyst development set (items.ts in this folder). Run:
 *   npx tsx bench/gold/catalysts3/check.ts
 * Prints counts by language, type, status and precision; exits 1 on any problem.
 * It checks the labels against the rules in ../catalysts/README.md, not against any extractor.
 */
import { checkCatalystGold } from "../catalysts/check-gold.ts";
import { CATALYST_ITEMS_DEV2 } from "./items.ts";

// Minimums the set promises (README "Counts").
checkCatalystGold({
  label: "Catalyst gold (development, second set)",
  items: CATALYST_ITEMS_DEV2,
  idPrefix: "d",
  minimums: { perLanguage: { en: 45, zh: 27, ja: 27, ko: 25, de: 25 }, items: 150, perType: 8, withoutCatalyst: 15, withTwo: 25, maxEstimated: 6 },
  dates: { from: "2026-01-01", to: "2027-03-31" },
});
