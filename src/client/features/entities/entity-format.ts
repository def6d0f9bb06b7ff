import type { EntityPage } from "@/shared/entities/contracts";

/** An identifier's scheme as people know it (core/recognize/registry/types.ts IdentifierScheme). */
const SCHEME_NAMES: Record<string, string> = {
  ticker: "Ticker",
  cik: "SEC CIK",
  "drug-code": "Research code",
  nct: "ClinicalTrials.gov",
  jrct: "jRCT",
  ctr: "CTR",
  chictr: "ChiCTR",
  euct: "EU CT",
  isrctn: "ISRCTN",
};

export const schemeName = (scheme: string) => SCHEME_NAMES[scheme] ?? scheme;

/** Where each group of names comes from, as the page labels it. */
const SCRIPT_NAMES: Record<EntityPage["aliases"][number]["script"], string> = {
  latin: "Latin script",
  zh: "Chinese",
  ja: "Japanese",
  ko: "Korean",
};

export const scriptName = (script: EntityPage["aliases"][number]["script"]) => SCRIPT_NAMES[script];
