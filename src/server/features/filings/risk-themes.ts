// Keyword families for the risk themes a biotech or pharma annual report names (agents spec §7,
// market-analysis). Matched on word starts, so "regulat" covers regulation and regulatory.
export const RISK_THEMES: ReadonlyArray<{ theme: string; keywords: readonly string[] }> = [
  { theme: "Competition", keywords: ["competition", "competitor", "competitive", "biosimilar", "generic"] },
  { theme: "Regulation and FDA approval", keywords: ["regulat", "fda", "european medicines agency", "approval", "marketing authorization"] },
  { theme: "Patents and intellectual property", keywords: ["patent", "intellectual property", "exclusivity", "infring"] },
  { theme: "Reimbursement and pricing", keywords: ["reimburse", "pricing", "price", "payer", "medicare", "medicaid", "inflation reduction act"] },
  { theme: "Supply chain and manufacturing", keywords: ["supply", "supplier", "manufactur", "third-party manufacturer", "shortage"] },
  { theme: "Clinical trial failure", keywords: ["clinical trial", "clinical development", "trial results", "efficacy", "adverse event", "safety"] },
  { theme: "Litigation", keywords: ["litigation", "lawsuit", "legal proceeding", "class action"] },
  { theme: "Currency and macroeconomics", keywords: ["currency", "exchange rate", "foreign exchange", "inflation", "interest rate", "macroeconomic"] },
  { theme: "Cybersecurity and data privacy", keywords: ["cyber", "security breach", "data privacy", "information technology systems", "gdpr"] },
  { theme: "Financing and going concern", keywords: ["additional capital", "financing", "going concern", "indebtedness", "net losses", "dilution"] },
  { theme: "Key personnel", keywords: ["key personnel", "attract and retain", "management team", "qualified personnel"] },
];

/** The themes a text names, in the list's order. */
export function riskThemesOf(text: string): string[] {
  const lower = ` ${text.toLowerCase()}`;
  return RISK_THEMES.filter(({ keywords }) => keywords.some((keyword) => new RegExp(`[^a-z]${escape(keyword)}`).test(lower))).map(
    ({ theme }) => theme,
  );
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
