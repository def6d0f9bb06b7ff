import type { Identifier } from "./types";

// Identifiers written in article text: clinical trial registry numbers, drug research codes and
// stock tickers, each normalized to the form `Identifier` stores ("NCT05512345", "LY3537982",
// "NASDAQ:CRVS"). An identifier is the strongest evidence a mention can have: it names one thing.

export type FoundIdentifier = { readonly identifier: Identifier; readonly start: number; readonly end: number };

// Trial registries: ClinicalTrials.gov, Japan (jRCT), China's drug trial platform (CTR) and
// clinical trial registry (ChiCTR), the EU (CTIS "EU CT" numbers and older EudraCT numbers), ISRCTN.
const TRIAL_PATTERNS: readonly [Identifier["scheme"], RegExp][] = [
  ["nct", /\bNCT ?(\d{8})\b/g],
  ["jrct", /\b(jRCTs?\d{9,10})\b/g],
  ["chictr", /\b(ChiCTR(?:-[A-Z]{2,5}-)?\d{8,10})\b/g],
  ["ctr", /(?<![A-Za-z])(CTR\d{8})\b/g],
  ["euct", /\b(?:EU ?CT|EudraCT)(?: (?:number|No\.?|Nr\.?|n°))?[\s:#]*(\d{4}-\d{6}-\d{2}(?:-\d{2})?)\b/g],
  ["euct", /(?<![\d-])(\d{4}-5\d{5}-\d{2}-\d{2})(?![\d-])/g],
  ["isrctn", /\b(ISRCTN ?\d{8})\b/g],
];

export function findTrialIds(text: string): FoundIdentifier[] {
  const found: FoundIdentifier[] = [];
  const taken = new Set<number>();
  for (const [scheme, pattern] of TRIAL_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (taken.has(match.index)) continue;
      const value = scheme === "nct" ? `NCT${match[1]}` : match[1]!.replace(/ /g, "");
      const valueStart = match.index + match[0].lastIndexOf(match[1]!);
      // The EU CT number also matches the bare pattern: keep the span that includes "EUCT".
      for (let index = match.index; index < match.index + match[0].length; index += 1) taken.add(index);
      taken.add(valueStart);
      found.push({ identifier: { scheme, value }, start: match.index, end: match.index + match[0].length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** "LY-3537982", "LY 3537982", "ly3537982" → "LY3537982". */
export function normalizeDrugCode(code: string): string {
  return code.normalize("NFKC").toUpperCase().replace(/[\s\-‐‑–]+/g, "");
}

// A research code written with a space ("LY 3537982", "PXB 2210"): the hyphenated and joined
// forms are found by the built-in engine's drug-name shapes. A space is also what separates a
// word from a year or a count, so the prefix must not be a word that takes numbers, and the
// number has four digits at least (three after a word that says it is a medicine: "Wirkstoffkandidat MRB 118").
const SPACED_CODE = /\b([A-Z]{2,5}) ([A-Z]?\d{3,7})\b(?![.,]\d)/g;
const NOT_CODE_PREFIX = new Set([
  "NCT", "EUCT", "CTR", "ISRCTN", "ISO", "FY", "CY", "ASCO", "ESMO", "AACR", "ASH", "EHA", "ADA", "EASD", "AAN", "ATS", "ERS", "WCLC", "SABCS",
  "NASDAQ", "NYSE", "HKEX", "HKSE", "SSE", "SZSE", "TSE", "KOSDAQ", "KOSPI", "KRX", "XETRA", "FWB", "SIX", "LSE", "ASX", "TSX", "BME", "AIM",
  "USD", "EUR", "RMB", "CNY", "JPY", "KRW", "GBP", "CHF", "HKD", "SEK", "NOK", "DKK", "INR", "AUD", "CAD", "SGD", "TWD", "BRL",
  "US", "EU", "UK", "COVID", "SARS", "BIO", "JPM", "DIN", "EN", "TOP", "PAGE", "ROOM", "NO", "NR", "PO", "ID",
]);

export function findSpacedDrugCodes(text: string): FoundIdentifier[] {
  const found: FoundIdentifier[] = [];
  for (const match of text.matchAll(SPACED_CODE)) {
    const [whole, prefix, digits] = match as unknown as [string, string, string];
    if (NOT_CODE_PREFIX.has(prefix)) continue;
    // "ABC 2025": a year, not a code.
    if (/^(19|20)\d\d$/.test(digits)) continue;
    if (/^[A-Z]?\d{3}$/.test(digits) && !DRUG_WORD_BEFORE.test(text.slice(Math.max(0, match.index - 24), match.index))) continue;
    found.push({ identifier: { scheme: "drug-code", value: normalizeDrugCode(whole) }, start: match.index, end: match.index + whole.length });
  }
  return found;
}

// Short research codes: two to four capitals, a hyphen, one to three digits ("MC-12", "HK-101",
// "LT-9"). Targets (IL-6, CD-20), viruses (COVID-19) and rating scales (SF-36, PASI-75) are written
// the same way, so a short code counts only where the article says it is a medicine: a drug word
// just before it or a dosage form after it (候选药物MC-12, XZ-09片, 후보물질 SB-17, Wirkstoff MF-31,
// candidat VR-18), or the headline names it and the body names it again (the subject of the news).
const SHORT_CODE = /(?<![\p{Script=Latin}\p{N}-])([A-Z]{2,4})-(\d{1,3})(?![\p{Script=Latin}\p{N}]|-\d|[.,]\d|\s?%)/gu;
const NOT_SHORT_CODE_PREFIX = new Set([
  "CD", "IL", "HER", "PD", "CTLA", "TNF", "JAK", "GLP", "GIP", "FGF", "FGFR", "VEGF", "TGF", "TLR", "HLA", "BCL", "CDK", "MMP", "PARP", "BTK", "EGFR", "KRAS", "BRCA", "TP", "SOD", "APO", "CXCL", "CCL", "CCR", "CXCR", "LAG", "TIM", "NKG", "FLT", "IDH", "ROS", "NTRK", "MET", "PI", "ALK",
  "SGLT", "DPP", "HIF", "MCL", "ROR", "KAT", "SHP", "TYK", "IRAK", "NLRP", "PRMT", "DLL", "HDAC", "TROP", "CLDN", "FGL", "GPC", "MUC", "STAT", "TRPV", "NAV", "KV", "MAT", "WRN", "PCSK", "APOC", "LPA",
  "COVID", "SARS", "MERS", "HIV", "HPV", "HBV", "HCV", "HSV", "RSV", "CMV", "EBV", "HTLV", "MPX", "FMD",
  "SF", "EQ", "PHQ", "GAD", "PASI", "EASI", "ACR", "DAS", "NRS", "VAS", "HAM", "MADRS", "ECOG", "NYHA", "CTCAE", "IGA", "SCORAD", "CDAI", "UPDRS", "ADAS", "MMSE", "CDR", "QOL", "FACT", "EORTC", "ALSFRS", "HFMSE", "NIHSS", "EDSS", "KPS",
  "ISO", "DIN", "EN", "FY", "CY", "EU", "US", "UK", "USA", "ASCO", "ESMO", "AACR", "ASH", "EHA", "BIO", "JPM", "NCT", "ICD", "ATC", "DSM", "GCP", "GMP", "CAR", "TCR", "NK", "AAV", "LNP", "ADC", "API", "KOSDAQ", "KOSPI", "HKEX", "NASDAQ", "NYSE", "TSE", "SSE", "SZSE", "UTC", "GMT", "CET", "PM", "AM",
]);
const DRUG_WORD = String.raw`候选药物|候选|药物|新药|产品|疗法|注射液|抗体|单抗|双抗|抑制剂|激动剂|拮抗剂|融合蛋白|偶联药物|偶联物|疫苗|片|胶囊|治験薬|治療薬|候補|開発品|医薬品|製剤|製品|複合体|錠|阻害薬|阻害剤|作動薬|拮抗薬|ワクチン|薬|후보물질|후보|신약|치료제|항체|물질|주사|억제제|저해제|작용제|길항제|접합체|화합물|백신|[Ww]irkstoff\p{L}*|\p{L}*[Kk]andidat\p{L}*|Prüfpräparat|Präparat|\p{L}*[Kk]onjugat|Biosimilar|Antikörper\p{L}*|Medikament\p{L}*|Arzneimittel\p{L}*|Molekül\p{L}*|\p{L}*[Ii]mpfstoff|\p{L}*[Tt]herapie|candidat|vaccin|médicament|molécule|anticorps|candidato|fármaco|medicamento|molécula|anticuerpo|vacuna|conjugué|conjugado|biosimilaire|drug|candidate|antibody|compound|molecule|inhibitor|agonist|vaccine|conjugate|biosimilar|inhibidor|inhibiteur|\p{L}*[Ii]nhibitor|agonista|agoniste|antagonista|antagoniste|[Aa]ntagonist|modulateur|modulador|[Mm]odulator|[Rr]adioligand\p{L}*|radioligando|comprimé|comprimido|gélule|cápsula|Tablette|Kapsel|tablet|capsule`;
const WHOLE_DRUG_WORD = new RegExp(`^(?:${DRUG_WORD})$`, "u");
/** Whether a word only says what kind of medicine something is ("Wirkstoff", "anticorps", "candidate"). */
export const isDrugKindWord = (word: string) => WHOLE_DRUG_WORD.test(word);
// The kind may be followed by its abbreviation: "抗体薬物複合体（ADC）HG-88".
// A product name in quotes after its kind ("치료제 'RNB-07'", "候选药物「XZ-09」", "Wirkstoff „MF-31“").
const DRUG_WORD_BEFORE = new RegExp(`(?:${DRUG_WORD})(?:[（(][A-Za-z]{2,6}[)）])?[\\s(（「『'‘"“„«]{0,3}$`, "u");
// An apposition after the code says what it is: "GPT-02, la thérapie génique de…", "BLD-3, su
// candidato para…", "MYL-1, une molécule de…".
const DRUG_WORD_AFTER = new RegExp(`^,\\s(?:\\p{Ll}+\\s){0,2}?(?:${DRUG_WORD}|thérapie|terapia|\\p{L}*[Tt]herapie|therapy|vaccin|vacuna|\\p{L}*[Ii]mpfstoff|vaccine|oligonucle\\p{L}*|antiviral\\p{L}*|antisens\\p{L}*|crema|crème|cream|pomada|pommade|Creme|Salbe)|^,\\s(?:un|una|une|a|an|son|su|its)\\s(?:\\p{Ll}+\\s)?(?:tratamiento|traitement|treatment)`, "u");
// What a trial tests is a medicine: "Phase-2-Studie mit KT-17", "essai de phase 1 avec LMV-2",
// "ensayo de fase 1 con TV-9", "trial of AB-12" (a questionnaire is used by a study, not tested in it).
const TRIAL_OF_BEFORE =
  /(?:essai|étude|ensayo|estudio|trial|study|[Ss]tudie)\p{L}*[^.;]{0,30}?\s(?:qui |que )?(?:évaluait|évalue|evaluaba|evalúa|evaluated|evaluates|evaluating|untersuchte|untersucht)\s+(?:l['’]|le\s|la\s|el\s|das\s|den\s)?$|(?:[Ss]tudie|[Pp]rüfung|essai|étude|ensayo|estudio|trial|study)(?:\s+(?:de\s+|d['’])?(?:[Pp]hase|fase)\s*[0-9IV]+(?:\/[0-9IV]+)?[ab]?)?(?:\s+[A-Z][A-Z0-9]+(?:-[A-Z0-9]+)?)?\s+(?:mit|avec|de|du|con|del|of|with|évaluant|evaluando|evaluating|testing)\s+(?:dem\s|der\s|l['’]|le\s|la\s|el\s)?$/u;
// What is approved, filed, launched, licensed or given to a patient is a medicine: "die Zulassung für
// NT-17", "la demande d'autorisation pour CV-20", "l'administration de GP-17", "la solicitud para AL-15",
// "commercialiser OR-12", "codesarrollar MB-07", "el lanzamiento comercial de BC-77".
const REGULATED_OR_LICENSED_BEFORE =
  /(?:承認申請|製造販売承認申請)(?:していた|中の|した)?$|[（(](?:s?NDA|s?BLA|MAA|IND|CTA|NDS|ANDA)[)）]\s(?:für|von|des|pour|de|du|d['’]|para|del|for|of)\s?$|(?:Zulassung|Zulassungsantrags?|Markteinführung|Vermarktung|autorisation|approbation|administration|commercialisation|lancement|solicitud|autorización|aprobación|comercialización|lanzamiento(?: comercial)?|approval|application|launch|mise sur le marché)\s(?:für|von|des|pour|de|du|d['’]|para|del|for|of)\s?$|(?:développer|développe|commercialiser|codévelopper|desarrollar|desarrolla|comercializar|codesarrollar|entwickeln|entwickelt|vermarkten|develop|develops|commercialize|co-develop)(?:\set\s\p{Ll}+|\sy\s\p{Ll}+|\sund\s\p{Ll}+|\sand\s\p{Ll}+)?\s$/u;
// What a trial's results are of is a medicine: "les résultats de phase 2b de MRV-15", "results of AB-12".
const RESULTS_OF_BEFORE =
  /(?:résultats|données|resultados|datos|results|data|Ergebnisse|Daten)(?:\s(?:de|of|der|aus)\s(?:la\s|der\s)?(?:[Pp]hase|fase)[\s-]*[0-9IV]+[ab]?)?\s(?:de|du|of|von|zu|mit|del|con|pour|para|for|sur|on|with)\s$/u;
// What the article then says a code is: "TBP-09 ist eine Gentherapie", "VMB-14 est un anticorps",
// "SRN-8 es un inhibidor", "AB-12 is an oral inhibitor", "RNB-07은 … 항체로", "ELB-88은 … 화합물이다",
// "XZ-09是一种…抑制剂", "SNT-88は…薬で".
const DEFINED_AFTER = new RegExp(
  `^(?:\\s(?:ist|war|est|était|es|era|is|was)\\s(?:ein|eine|einen|un|une|una|a|an)\\s(?:[\\p{L}-]+\\s){0,3}?(?:${DRUG_WORD}|\\p{L}*[Tt]h[ée]rapi\\p{L}*|terapia|tratamiento|traitement|treatment|vaccin\\p{L}*|vacuna)|[은는]\\s[^.。\\n]{0,50}?(?:${DRUG_WORD})(?:이다|다|로|으로|이며|이고)|是一(?:种|款|个)[^。\\n]{0,30}?(?:${DRUG_WORD})|は[^。\\n]{0,40}?(?:${DRUG_WORD})(?:で|だ|です|である|。))`,
  "u",
);
// Korean and Chinese: the code's trial ("GO-55의 임상 3상", "XZ-12的临床试验").
const TRIAL_OF_AFTER = /^(?:의\s?임상|的(?:I|II|III|[1-3一二三])?期?临床|の(?:第[1-3１-３](?:\/[1-3１-３])?相|臨床試験|治験))/u;
// After the code only a dosage form names it (XZ-09片); "DPP-4 inhibitor", "ROR-1 antibody",
// "SGLT-2抑制剂" name a target, whatever else the article says.
const DOSAGE_FORM_AFTER = /^[\s)）」]{0,2}(?:片|注射液|胶囊|颗粒|錠|注射剤|정|주사|[Tt]ablet|Tablette|comprimé|comprimido|injection|Injektion)/u;
const TARGET_CLASS_AFTER =
  /^[\s-]{0,2}(?:抑制剂|激动剂|拮抗剂|抗体|单抗|靶向|阻害|抗体|作動薬|억제제|저해제|작용제|항체|표적|[Ii]nhibit|[Aa]gonist|[Aa]ntagonist|[Aa]ntibod|[Aa]ntikörper|[Aa]nticorps|[Aa]nticuerpo|[Dd]egrader|[Bb]locker|-?targeted|-?gerichtet|-?positive|-?positiv|[Ee]xpress)/u;

// Two targets joined by a slash before a bispecific or an antibody name one medicine's targets, not
// medicines: "BDCA2/TACI双抗", "TIGIT/PVRIG bispecific".
const TARGET_PAIR_AFTER =
  /^\/[A-Za-z0-9-]{2,10}[\s-]{0,2}(?:双抗|双特异|双功能|二重特異|이중\s?(?:항체|특이)|[Bb]ispe[cz]\p{L}*|bispécifique|biespecífico|抗体|单抗|항체|[Aa]ntibod|[Aa]ntikörper|[Aa]nticorps|[Aa]nticuerpo|ADC)/u;

// Japanese names a trial by a code written straight before 試験 ("第3相EV-302試験"); a medicine's
// trial takes の ("YZ-1207の第2相試験"). Such a code is the trial's, not a medicine's.
export const TRIAL_NAME_AFTER = /^試験/u;

// A code in brackets right after the trial it names is the trial's acronym: "글로벌 3상(CARES-310)",
// "第3相試験（SPOTLIGHT-2）", "Phase-III-Studie (FIBRA-2)", "essai de phase III (VALOR-1)".
export const TRIAL_NAME_BEFORE = /(?:[1-3]\s?상|임상|試験|治験|第[1-3１-３]相|期|试验|研究|[Pp]hase[\s-]?(?:I{1,3}|[1-3])[ab]?|[Ss]tudie|étude|essai|ensayo|estudio|trial|study)\s?[（(]$/u;

// A code written straight after a trial and its phase, with no "of" between, is the trial's name: "l'étude de
// phase III LTQ-301, menée…", "the phase 3 ABC-301 trial", "el ensayo de fase 2 ORB-22" (a trial of a medicine
// says so: "l'étude de phase III de LTQ-3").
const TRIAL_NAMED_BEFORE = /(?:étude|essai|ensayo|estudio|trial|study|[Ss]tudie)\s+(?:de\s+|d['’])?(?:[Pp]hase|fase)[\s-]*(?:I{1,3}|IV|[1-4])(?:\/(?:I{1,3}|[1-3]))?[ab]?\s$/u;
const PHASE_BEFORE = /(?:[Pp]hase|fase)[\s-]*(?:I{1,3}|IV|[1-4])[ab]?\s$/u;
const TRIAL_WORD_AFTER = /^\s(?:trial|study|Studie)\b/u;
/** Whether the code at start..end of `text` is written as a trial's name after the trial and its phase. */
export const namesTrialAfterPhase = (text: string, start: number, end: number) =>
  TRIAL_NAMED_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || (PHASE_BEFORE.test(text.slice(Math.max(0, start - 16), start)) && TRIAL_WORD_AFTER.test(text.slice(end, end + 12)));

// A code that belongs to a company is its product: "SB-12 von Spreewald Biologics", "VR-7 de Vernay".
const OWNER_AFTER = /^,?\s(?:von|de|del|d['’]|of)\s\p{Lu}/u;
const CLOCK_PREFIX = new Set(["AM", "PM"]);
// "FY-25": a year; "CY-9" (one or three digits) cannot be one, so it may be a code.
const YEAR_PREFIX = new Set(["FY", "CY"]);
const isYearLike = (code: string) => /-\d\d$/.test(code);

// The same codes written without a hyphen ("NBTXR3"), three to five capitals and one or two digits:
// a gene or a receptor is written so too (HER2, TROP2), so besides the exclusions above only where
// the headline and the body both name it or a drug word comes before it.
const JOINED_SHORT_CODE = /(?<![\p{Script=Latin}\p{N}-])([A-Z]{3,5})(\d{1,2})(?![\p{Script=Latin}\p{N}]|-|[.,]\d|\s?%)/gu;

/** Short research codes the article says are medicines; `isTarget` keeps out codes that name a target ("IL-17"). */
export function findShortDrugCodes(text: string, isTarget: (code: string) => boolean): FoundIdentifier[] {
  return readShortDrugCodes(text, isTarget).found;
}

/** A short code whose shape passed but whose context said nothing: a medicine only if its letters are a company's initials. */
export type UndecidedCode = FoundIdentifier & { readonly letters: string };

/**
 * The short codes the article says are medicines, and those it leaves undecided (read once): the
 * caller takes an undecided code whose letters are the initials of a company the article names
 * (CLV-88 of Calvane Pharma, SBP-41 of Saebom Pharm: how companies name their compounds).
 */
export function readShortDrugCodes(text: string, isTarget: (code: string) => boolean): { found: FoundIdentifier[]; undecided: UndecidedCode[] } {
  const headlineEnd = text.indexOf("\n\n");
  const found: FoundIdentifier[] = [];
  const undecided: UndecidedCode[] = [];
  for (const match of text.matchAll(SHORT_CODE)) {
    const [code, prefix] = match as unknown as [string, string];
    const start = match.index;
    const end = start + code.length;
    const before = text.slice(Math.max(0, start - 40), start);
    // "抗体AM-9": after a drug word, a time of day's letters are a code's.
    const clock = CLOCK_PREFIX.has(prefix) && DRUG_WORD_BEFORE.test(before.slice(-24));
    if ((NOT_SHORT_CODE_PREFIX.has(prefix) && !clock && !(YEAR_PREFIX.has(prefix) && !isYearLike(code))) || isTarget(code)) continue;
    const after = text.slice(end, end + 24);
    if (TARGET_CLASS_AFTER.test(after) || TRIAL_NAME_AFTER.test(after)) continue;
    const drugWord =
      DRUG_WORD_BEFORE.test(before.slice(-24)) ||
      TRIAL_OF_BEFORE.test(before) ||
      REGULATED_OR_LICENSED_BEFORE.test(before) ||
      DOSAGE_FORM_AFTER.test(after) ||
      OWNER_AFTER.test(after) ||
      DRUG_WORD_AFTER.test(after) ||
      TRIAL_OF_AFTER.test(after) ||
      RESULTS_OF_BEFORE.test(before) ||
      DEFINED_AFTER.test(text.slice(end, end + 80));
    const inHeadlineAndBody = headlineEnd > 0 && text.indexOf(code) < headlineEnd && text.indexOf(code, headlineEnd) > 0;
    const identifier = { identifier: { scheme: "drug-code" as const, value: normalizeDrugCode(code) }, start, end };
    if (drugWord || inHeadlineAndBody) found.push(identifier);
    else undecided.push({ ...identifier, letters: prefix });
  }
  for (const match of text.matchAll(JOINED_SHORT_CODE)) {
    const [code, prefix] = match as unknown as [string, string];
    if (NOT_SHORT_CODE_PREFIX.has(prefix) || isTarget(code) || isTarget(`${prefix}-${match[2]}`)) continue;
    const start = match.index;
    const end = start + code.length;
    if (TARGET_CLASS_AFTER.test(text.slice(end, end + 24)) || TARGET_PAIR_AFTER.test(text.slice(end, end + 24))) continue;
    const drugWord = DRUG_WORD_BEFORE.test(text.slice(Math.max(0, start - 24), start));
    const inHeadlineAndBody = headlineEnd > 0 && text.indexOf(code) < headlineEnd && text.indexOf(code, headlineEnd) > 0;
    const identifier = { identifier: { scheme: "drug-code" as const, value: code }, start, end };
    if (drugWord || inHeadlineAndBody) found.push(identifier);
    else undecided.push({ ...identifier, letters: prefix });
  }
  return { found, undecided };
}

// Exchanges as the press writes them, to the one name a ticker is stored under.
const EXCHANGE_NAMES: readonly [RegExp, string][] = [
  [/^nasdaq/i, "NASDAQ"],
  [/^nyse/i, "NYSE"],
  [/^(hkex|hkse|sehk|hk|港交所|香港联交所|港股)/i, "HKEX"],
  [/^(sse|sh|ss|上交所|上海证券交易所|科创板)$/i, "SSE"],
  [/^(szse|sz|深交所|深圳证券交易所)$/i, "SZSE"],
  [/^(tse|t|東証|东证|東京証券取引所)/i, "TSE"],
  [/^(kosdaq|kq|코스닥)$/i, "KOSDAQ"],
  [/^(kospi|ks|krx|코스피|유가증권시장)$/i, "KOSPI"],
  [/^(xetra|fwb|frankfurt)/i, "XETRA"],
  [/^euronext/i, "EURONEXT"],
  [/^(bme|bolsa de madrid)$/i, "BME"],
  [/^six/i, "SIX"],
  [/^(lse|lon|aim)$/i, "LSE"],
  [/^asx$/i, "ASX"],
  [/^tsx$/i, "TSX"],
];

function exchangeOf(written: string): string | null {
  return EXCHANGE_NAMES.find(([pattern]) => pattern.test(written.trim()))?.[1] ?? null;
}

function tickerValue(exchange: string, symbol: string): string {
  // Hong Kong codes are written with and without leading zeros ("01801", "1801").
  const normalized = exchange === "HKEX" ? symbol.replace(/^0+(?=\d)/, "") : symbol.toUpperCase();
  return `${exchange}:${normalized}`;
}

const EXCHANGE = String.raw`NASDAQ|Nasdaq|NYSE(?: American)?|HKEX|HKSE|SEHK|SSE|SZSE|TSE|KOSDAQ|KOSPI|KRX|XETRA|Xetra|FWB|SIX|LSE|AIM|ASX|TSX|BME|Euronext(?: Paris| Brussels| Amsterdam| Growth)?|港交所|上交所|深交所|東証(?:プライム|グロース|スタンダード)?|东证|코스닥|코스피`;
// Latin-script edges only: in Chinese or Japanese the code follows a word directly (港股代码1801.HK).
const EXCHANGE_FIRST = new RegExp(String.raw`(?<![\p{Script=Latin}\p{N}])(${EXCHANGE})\s?[:：]\s?([A-Z]{1,6}(?:\.[A-Z])?|\d{4,6})(?![\p{Script=Latin}\p{N}])`, "gu");
const SYMBOL_FIRST = /(?<![\p{Script=Latin}\p{N}.])(\d{4,6})\.(HK|SH|SS|SZ|T|KS|KQ)(?![\p{Script=Latin}\p{N}])/gu;
// "股票代码：688235": mainland codes say their exchange by their first digit.
const CHINESE_CODE = /(?:股票代码|证券代码|股票代號)\s?[:：]?\s?(\d{6})(?!\d)/gu;

function mainlandExchange(code: string): string {
  return code.startsWith("6") ? "SSE" : code.startsWith("0") || code.startsWith("3") ? "SZSE" : "BSE";
}

export function findTickers(text: string): FoundIdentifier[] {
  const found: FoundIdentifier[] = [];
  const add = (exchange: string | null, symbol: string, start: number, end: number) => {
    if (exchange) found.push({ identifier: { scheme: "ticker", value: tickerValue(exchange, symbol) }, start, end });
  };
  for (const match of text.matchAll(EXCHANGE_FIRST)) add(exchangeOf(match[1]!), match[2]!, match.index, match.index + match[0].length);
  for (const match of text.matchAll(SYMBOL_FIRST)) add(exchangeOf(match[2]!), match[1]!, match.index, match.index + match[0].length);
  for (const match of text.matchAll(CHINESE_CODE)) add(mainlandExchange(match[1]!), match[1]!, match.index, match.index + match[0].length);
  return found.sort((a, b) => a.start - b.start);
}
