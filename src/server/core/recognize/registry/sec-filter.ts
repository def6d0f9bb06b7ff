import type { Company, Identifier } from "./types";

// Picks the biopharma companies out of SEC's company tickers file and cleans their names for
// display. scripts/build-sec-companies.mjs writes sec-companies.ts from it; data.test.ts runs it
// again on the recorded excerpt to prove the generated file is up to date.

/** One row of SEC's file: `company_tickers_exchange.json` has the exchange, `company_tickers.json` does not. */
type SecRow = { readonly cik: number; readonly title: string; readonly ticker: string; readonly exchange?: string };

/** What the generated file holds: new companies, and identifiers for companies already curated. */
export type SecSelection = {
  readonly companies: readonly Company[];
  readonly identifiersOf: Readonly<Record<string, readonly Identifier[]>>;
};

// Name shapes of drug developers: "… Therapeutics", "… Pharma", "… Bio", "… Oncology".
const BIOPHARMA_SHAPE =
  /\b(therapeutics?|therapies|therapeutix|pharma\w*|bio|biosciences?|bioscience|biotech\w*|biotherapeutics|biopharma\w*|biologics|biomedic\w*|genetics|genomics|oncology|medicines?|vaccines?|immun\w*|neuro\w*|life sciences|lifesciences)\b/i;
// Words that mark a fund, a SPAC or a business that only shares a word with biopharma.
const NOT_BIOPHARMA =
  /\b(acquisition|fund|trust|etf|capital|realty|reit|insurance|bank|bancorp|biofuels?|biorobotics|cannabis|health care reit)\b/i;
// Drug developers whose SEC name has no biopharma word, kept by CIK (checked by hand against
// their filings' business descriptions).
const DEVELOPERS_WITHOUT_SHAPE = new Set([
  1559053, 1898416, 1679363, 885590, 1962918, 1850270, 921299, 887359, 944809, 899460, 1840439,
  1739614, 704562, 1069530, 1737953, 1437402, 1590877, 1828316, 1843762, 1080014, 1836379, 1782999,
  1653087, 1231457, 1370053, 1098972, 1855129, 1367644, 1888012, 897448, 1819576, 1761918, 1754068,
  1818382, 1613780, 1564824, 1604950, 1661181, 1846253, 1816590, 1735438, 1535955, 1285819,
  1944885, 1953530, 1786255, 1835597, 1356090, 1528115, 1468748, 1580149, 1830487, 1708688,
  1851657, 1831283, 1326190, 1787400, 1410098, 1160308, 791908, 1567529, 1494650, 1815620, 1757064,
  1603454, 1600847, 1739410, 72444, 1200375, 1826892, 1372299, 1682639, 1832038, 1162194, 1608390,
  1506184, 1082038, 1253689, 725363, 863894, 1680367, 1627281, 1226616, 1756594, 1838716, 1513818,
  1626878, 1593984, 1117480, 1178253, 1828185, 1512717, 1684693, 1108205, 1752828, 1526119,
  1498403, 1509261, 1119774, 1822791, 1721484, 1740279, 1833141, 1818838, 1588972, 1213809,
  1800315, 1567892, 1661059, 25743, 1532346, 1595248, 1677940, 1709626, 925741, 1527599, 1445283,
  1681087, 1746466, 1183765, 1811623, 1191070, 1205922, 1824893, 1293310, 832489, 861838, 1368148,
  1858685, 1611842, 1734005, 1113423, 1660046, 1603207, 1429560, 749647, 1267602, 1862150, 1420720,
  1585608, 1801777, 1739174, 1768946, 1698530, 1814140, 1538210, 1671818, 1478069, 1174940,
  1674365, 1571934, 1522602, 1300699, 1444307, 812796, 1574235, 1872812,
]);
// Names that are ordinary words or phrases in articles ("cingulate cortex", "organogenesis",
// "better therapeutics"): a generated entry has no context to tell the company from the words,
// so these are left to companies.ts.
const ORDINARY_PHRASES = new Set([
  "cingulate", "organogenesis", "target", "summit", "compass", "insight", "genesis", "harmony", "relay",
  "better therapeutics", "plus therapeutics", "china pharma", "genetic technologies",
]);
// Display names SEC writes in capitals or in a form the companies do not use themselves.
const DISPLAY_NAME_BY_CIK: Readonly<Record<number, string>> = {
  1339970: "aTyr Pharma",
  1590877: "REGENXBIO",
  1370053: "AnaptysBio",
  1125345: "MacroGenics",
  882796: "BioCryst Pharmaceuticals",
  1368514: "ADMA Biologics",
  1023024: "ANI Pharmaceuticals",
  891293: "CTI BioPharma",
  1426332: "NGM Biopharmaceuticals",
  1001233: "Sangamo Therapeutics",
  1055726: "INOVIO Pharmaceuticals",
  1070081: "PTC Therapeutics",
  1001316: "TG Therapeutics",
  1029142: "Dynavax Technologies",
  1213809: "Dyadic International",
  1162194: "Standard BioTools",
  834365: "BioLife Solutions",
  1314052: "Anavex Life Sciences",
  1010086: "SIGA Technologies",
  1326110: "ImmunityBio",
  1447028: "Arbutus Biopharma",
  1287098: "MaxCyte",
  1356090: "Precigen",
  1133818: "Bio-Path Holdings",
  12208: "Bio-Rad Laboratories",
  842023: "Bio-Techne",
  1580149: "BioVie",
  897448: "Amarin",
  725363: "CEL-SCI",
  921299: "FibroGen",
  899460: "MannKind",
  1850270: "ProKidney",
  791908: "XOMA",
  1082038: "DURECT",
  1253689: "GlycoMimetics",
  1226616: "MediciNova",
  1178253: "SCYNEXIS",
  1681087: "AVROBIO",
  944809: "OPKO Health",
  1740279: "IN8bio",
  1173313: "ABVC BioPharma",
  1810182: "ALX Oncology",
  1824293: "GRI Bio",
  1787297: "Passage Bio",
  1299130: "Pacific Biosciences of California",
  1022899: "Protagenic Therapeutics",
  1444307: "OncoSec Medical",
  1427925: "AcelRx Pharmaceuticals",
};

// Legal forms and listing notes SEC appends to names: "Inc.", "Corp /DE/", "A/S", "plc", "N.V.".
const LEGAL_SUFFIX =
  /[\s,]+(inc\.?|incorporated|corp\.?|corporation|co\.?|company|ltd\.?|limited|llc|l\.?p\.?|plc|public ltd co|public limited company|n\.?\s?v\.?|s\.?\s?a\.?|s\.p\.a\.|ag|se|a\/?\s?s|ab|\(publ\)|holdings?|group|bv|b\.v\.|kgaa|gmbh|pbc|&)$/i;

function parseSecFile(file: unknown): SecRow[] {
  if (file && typeof file === "object" && "fields" in file && "data" in file) {
    const { fields, data } = file as { fields: string[]; data: unknown[][] };
    const at = (name: string) => fields.indexOf(name);
    return data.map((row) => ({
      cik: Number(row[at("cik")]),
      title: String(row[at("name")]),
      ticker: String(row[at("ticker")]),
      exchange: row[at("exchange")] ? String(row[at("exchange")]) : undefined,
    }));
  }
  return Object.values(file as Record<string, { cik_str: number; ticker: string; title: string }>).map((row) => ({
    cik: Number(row.cik_str),
    title: row.title,
    ticker: row.ticker,
  }));
}

/** "VERTEX PHARMACEUTICALS INC / MA" → "Vertex Pharmaceuticals"; "Immunocore Holdings plc" → "Immunocore". */
export function cleanSecName(title: string): string {
  let name = title
    .replace(/\s*[/\\]\s*[A-Z]{2,3}\s*[/\\]?\s*$/i, "") // state of incorporation: "/DE/", "\DE", "/ MA"
    .replace(/\s*\([^)]*\)/g, "") // "(China)", "(publ)", "(MindMed)"
    .trim();
  for (let previous = ""; previous !== name; ) {
    previous = name;
    name = name.replace(LEGAL_SUFFIX, "").replace(/[\s,.&-]+$/, "");
  }
  return /[a-z]/.test(name) ? name : titleCase(name);
}

// Words without a vowel stay capitals ("PTC", "TG"): they are initials, not words.
function titleCase(name: string): string {
  return name
    .split(/(\s+|-)/)
    .map((word) => (/^[A-Z]+$/.test(word) && /[AEIOUY]/.test(word) ? word[0] + word.slice(1).toLowerCase() : word))
    .join("");
}

const fold = (name: string) => name.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

const EXCHANGES: Readonly<Record<string, string>> = { Nasdaq: "NASDAQ", NYSE: "NYSE" };

function identifiersOf(row: SecRow): Identifier[] {
  const exchange = row.exchange ? EXCHANGES[row.exchange] : undefined;
  return [
    ...(exchange ? [{ scheme: "ticker" as const, value: `${exchange}:${row.ticker}` }] : []),
    { scheme: "cik" as const, value: String(row.cik).padStart(10, "0") },
  ];
}

function isBiopharma(row: SecRow, name: string): boolean {
  if (ORDINARY_PHRASES.has(name.toLowerCase())) return false;
  if (DEVELOPERS_WITHOUT_SHAPE.has(row.cik)) return true;
  return BIOPHARMA_SHAPE.test(name) && !NOT_BIOPHARMA.test(row.title);
}

/**
 * The US-listed (Nasdaq, NYSE) biopharma companies of an SEC tickers file. A company already in
 * `known` (same CIK, or same folded name or alias) is not added again: its identifiers are
 * returned under its curated name instead. One row per CIK: the first listing SEC gives.
 */
export function selectSecCompanies(file: unknown, known: readonly Company[]): SecSelection {
  const knownByCik = new Map<string, string>();
  const knownByName = new Map<string, string>();
  for (const company of known) {
    for (const id of company.identifiers ?? []) if (id.scheme === "cik") knownByCik.set(id.value, company.name);
    for (const phrase of [company.name, ...company.aliases]) knownByName.set(fold(phrase), company.name);
  }
  const seen = new Set<number>();
  const companies: Company[] = [];
  const merged: Record<string, Identifier[]> = {};
  for (const row of parseSecFile(file)) {
    if (seen.has(row.cik) || !(row.exchange === undefined || row.exchange in EXCHANGES) || row.ticker.includes("-")) continue;
    seen.add(row.cik);
    const name = DISPLAY_NAME_BY_CIK[row.cik] ?? cleanSecName(row.title);
    const identifiers = identifiersOf(row);
    const curated = knownByCik.get(identifiers.at(-1)!.value) ?? knownByName.get(fold(name));
    if (curated) merged[curated] = [...(merged[curated] ?? []), ...identifiers];
    else if (isBiopharma(row, name)) companies.push({ name, aliases: [], identifiers });
  }
  companies.sort((a, b) => a.name.localeCompare(b.name, "en"));
  return { companies, identifiersOf: merged };
}

const quote = (text: string) => JSON.stringify(text);
const identifierList = (ids: readonly Identifier[]) =>
  `[${ids.map((id) => `{ scheme: ${quote(id.scheme)}, value: ${quote(id.value)} }`).join(", ")}]`;

/** The source of sec-companies.ts: one company per line, a header that says how it was made. */
export function renderSecCompanies(selection: SecSelection, source: string): string {
  return [
    "// GENERATED by scripts/build-sec-companies.mjs from SEC's company tickers file — do not edit by hand.",
    `// Source: ${source} (see README.md). Regenerate: node --import tsx scripts/build-sec-companies.mjs [file]`,
    "// Companies already in companies.ts are not repeated here: their SEC identifiers are in SEC_IDENTIFIERS.",
    'import type { Company, Identifier } from "./types";',
    "",
    "export const SEC_COMPANIES: readonly Company[] = [",
    ...selection.companies.map((company) => `  { name: ${quote(company.name)}, aliases: [], identifiers: ${identifierList(company.identifiers ?? [])} },`),
    "];",
    "",
    "/** SEC identifiers (ticker, CIK) of companies curated in companies.ts, by their curated name. */",
    "export const SEC_IDENTIFIERS: Readonly<Record<string, readonly Identifier[]>> = {",
    ...Object.entries(selection.identifiersOf).map(([name, ids]) => `  ${quote(name)}: ${identifierList(ids)},`),
    "};",
    "",
  ].join("\n");
}
