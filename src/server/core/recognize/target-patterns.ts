// Targets no list knows, from the words around a gene or protein symbol: "anti-X", "X inhibitor",
// "X-Inhibitor", "inhibiteur de X", "inhibidor de X", X抑制剂, X阻害剤, X 억제제. The symbol is
// capitals and digits ("MAT2A", "KRAS-G12D"); words of other kinds that take the same phrases
// (an "ADC inhibitor" does not exist, a "TKI" is a class) are left out.

export type TargetPhrase = { readonly symbol: string; readonly start: number; readonly end: number };

const SYMBOL = String.raw`[A-Z][A-Za-z0-9]*\d[A-Za-z0-9]*(?:[-/][A-Z0-9]{1,5})?|[A-Z]{3,6}(?:-[A-Z0-9]{1,5})?`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\p{N}])[Aa]nti-(${SYMBOL})(?![\p{L}\p{N}])`, "gu"),
  new RegExp(String.raw`(?<![\p{L}\p{N}-])(${SYMBOL})[ -](?:inhibitors?|Inhibitors?|antagonists?|agonists?|degraders?|blockers?|Hemmer|Antagonisten?|Agonisten?)(?![\p{L}])`, "gu"),
  new RegExp(String.raw`(?:inhibiteurs?|inhibidor(?:es)?|antagonistes?|antagonistas?)(?: oral| orale| sélectif| selectivo)? (?:de |d'|d’|du |del )(?:la |l'|l’)?(${SYMBOL})(?![\p{L}\p{N}])`, "gu"),
  new RegExp(String.raw`(?<![A-Za-z0-9-])(${SYMBOL})\s?(?:抑制剂|阻害剤|阻害薬|억제제|저해제)`, "gu"),
];
const NOT_TARGETS = new Set(["ADC", "ADCS", "TKI", "TKIS", "FDA", "EMA", "NMPA", "PMDA", "MFDS", "CAR", "RNA", "DNA", "MRNA", "SIRNA", "AAV", "USA", "NSCLC", "PROTAC", "SGLT", "DPP", "COVID", "HIV"]);

export function findTargetPhrases(text: string): TargetPhrase[] {
  const found: TargetPhrase[] = [];
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const symbol = match[1]!;
      if (NOT_TARGETS.has(symbol.toUpperCase())) continue;
      const start = match.index + match[0].indexOf(symbol);
      found.push({ symbol, start, end: start + symbol.length });
    }
  }
  return found;
}
