/**
 * Consistency check for the held-out catalyst gold set (items.ts in this folder). Run:
 *   npx tsx bench/gold/catalysts2/check.ts
 * Prints counts by language, type, status and precision; exits 1 on any problem.
 * The same rule checks as the development set's (../catalysts/check-gold.ts, rules in
 * ../catalysts/README.md), with held-out ids (h-<lang>-NNN), lower minimums and item dates in
 * 2026-01-01..2027-03-31.
 */
import { checkCatalystGold } from "../catalysts/check-gold.ts";
import { CATALYST_ITEMS_HELD_OUT } from "./items.ts";

// Minimums the held-out set promises (README "Counts").
checkCatalystGold({
  label: "Catalyst gold (held out)",
  items: CATALYST_ITEMS_HELD_OUT,
  idPrefix: "h",
  minimums: { perLanguage: { en: 45, zh: 27, ja: 27, ko: 25, de: 25 }, items: 150, perType: 6, withoutCatalyst: 15, withTwo: 20, maxEstimated: 5 },
  dates: { from: "2026-01-01", to: "2027-03-31" },
});
