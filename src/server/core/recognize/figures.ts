import type { Figure } from "./types";

// The figures a news article states, in any language: amounts of money with their currency
// ("$1.2 billion", "€40 Mio.", "1,5 Mrd. Euro", "12亿元", "45億円", "1조 2,000억 원", "2 millions
// d'euros"), trial phases ("Phase 1/2", "III期", "第3相", "3상", "Phase-III-Studie") and patient
// counts ("450 patients", "486例", "820名の患者", "1,200명", "1.450 Patienten"). Values are in
// plain units: an amount in currency units (12亿元 → 1.2e9 CNY), a count as a number.

/** A figure and where it is written in the text searched (UTF-16 offsets). */
export type LocatedFigure = { readonly figure: Figure; readonly start: number; readonly end: number };

type Amount = Extract<Figure, { kind: "amount" }>;

// Digits with thousands separators ("1,200", "1.450", "1 100" with a no-break space) and a decimal
// part ("1.2", "1,5"). Which mark is the decimal one is decided per match (see parseNumber).
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f]\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,]\d+)?`;

// Scale words after a number in Latin-script languages, longest first. `continental` marks the
// words of languages that write "1,5" for one and a half (German, French, Spanish).
const LATIN_SCALES: readonly { readonly pattern: string; readonly value: number; readonly continental: boolean }[] = [
  { pattern: "mil millones", value: 1e9, continental: true },
  { pattern: "Milliarden|Milliarde|Mrd\\.?|milliards?|Mds?\\.?|millardos?", value: 1e9, continental: true },
  { pattern: "Millionen|Mio\\.?|millions|millones|millón", value: 1e6, continental: true },
  { pattern: "Billionen", value: 1e12, continental: true },
  { pattern: "trillion|tn", value: 1e12, continental: false },
  { pattern: "billion|bn|b(?![\\p{L}])", value: 1e9, continental: false },
  { pattern: "million|mln|mn|m(?![\\p{L}])", value: 1e6, continental: false },
  { pattern: "thousand|Tsd\\.?|k(?![\\p{L}])", value: 1e3, continental: false },
];

// Currency written before the number ("$", "US$", "€", "CHF", "USD", "人民币") and after it or its
// scale word ("Euro", "d'euros", "de dólares", "元", "美元", "円", "ドル", "원", "달러").
const PREFIX_CURRENCIES: readonly (readonly [string, string])[] = [
  ["US$", "USD"], ["U.S.$", "USD"], ["A$", "AUD"], ["C$", "CAD"], ["HK$", "HKD"], ["S$", "SGD"], ["$", "USD"],
  ["€", "EUR"], ["£", "GBP"], ["CHF", "CHF"], ["USD", "USD"], ["EUR", "EUR"], ["GBP", "GBP"], ["JPY", "JPY"],
  ["CNY", "CNY"], ["RMB", "CNY"], ["KRW", "KRW"], ["HKD", "HKD"], ["人民币", "CNY"], ["¥", "JPY"], ["￥", "CNY"],
];

// Latin-script words; "dollars" alone are US dollars in the news we read.
const LATIN_CURRENCIES: readonly (readonly [string, string])[] = [
  ["US-Dollar|US dollars|U\\.S\\. dollars|dollars américains|dólares estadounidenses", "USD"],
  ["Swiss francs|Schweizer Franken|Franken|francs suisses|francos suizos", "CHF"],
  ["Dollar|dollars|dólares|USD|US\\$|\\$", "USD"],
  ["Euro|Euros|euros|EUR|€", "EUR"],
  ["pounds sterling|pounds|Pfund|livres sterling|libras esterlinas|GBP|£", "GBP"],
  ["yen|Yen|yens|yenes|JPY", "JPY"],
  ["yuan|renminbi|Yuan|CNY|RMB", "CNY"],
  ["won|Won|KRW", "KRW"],
  ["CHF", "CHF"],
];

// Chinese, Japanese and Korean (元 is the yuan in Chinese text; 人民元 in Japanese).
const CJK_CURRENCIES: readonly (readonly [string, string])[] = [
  ["元人民币|元人民幣|人民币|人民元|元", "CNY"],
  ["美元|美金|米ドル|ドル|달러", "USD"],
  ["欧元|ユーロ|유로", "EUR"],
  ["日元|日圆|円|엔", "JPY"],
  ["港元|港币|港幣", "HKD"],
  ["韩元|ウォン|원", "KRW"],
  ["瑞士法郎|スイスフラン", "CHF"],
  ["英镑|ポンド|파운드", "GBP"],
];

// Chinese, Japanese and Korean scale characters; a number may chain several ("1조 2,000억 원",
// "1亿2000万元", "1兆2000億円"), and a scale may combine two ("5千万" = 5 × 10³ × 10⁴).
const CJK_SCALES: Readonly<Record<string, number>> = {
  兆: 1e12, 조: 1e12, 亿: 1e8, 億: 1e8, 억: 1e8, 万: 1e4, 萬: 1e4, 만: 1e4, 千: 1e3, 천: 1e3, 百: 1e2, 백: 1e2,
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternatives = (list: readonly (readonly [string, string])[], escaped: boolean) =>
  list.map(([written]) => (escaped ? escape(written) : written)).join("|");
const exactly = (list: readonly (readonly [string, string])[], escaped: boolean) =>
  list.map(([pattern, code]) => [new RegExp(`^(?:${escaped ? escape(pattern) : pattern})$`, "iu"), code] as const);
const PREFIX_LOOKUP = exactly(PREFIX_CURRENCIES, true);
const LATIN_LOOKUP = exactly(LATIN_CURRENCIES, false);
const CJK_LOOKUP = exactly(CJK_CURRENCIES, false);
const SCALE_LOOKUP = LATIN_SCALES.map((scale) => [new RegExp(`^(?:${scale.pattern})$`, "iu"), scale] as const);
const currencyOf = (lookup: readonly (readonly [RegExp, string])[], written: string) => lookup.find(([pattern]) => pattern.test(written))?.[1] ?? null;

const CJK_SCALE_CLASS = `[${Object.keys(CJK_SCALES).join("")}]`;
// "1조 2,000억 원": number–scale pairs, then the currency.
const CJK_AMOUNT = new RegExp(
  String.raw`(?:(${alternatives(PREFIX_CURRENCIES, true)})\s?)?((?:(?:${NUMBER})\s?${CJK_SCALE_CLASS}{1,2}\s?)+|(?:${NUMBER})\s?)(${alternatives(CJK_CURRENCIES, false)})`,
  "gu",
);
const LATIN_AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(${alternatives(PREFIX_CURRENCIES, true)})\s?)?(${NUMBER})(?:\s?(${LATIN_SCALES.map(({ pattern }) => pattern).join("|")}))?(?:\s?(?:(?:de |d['’])\s?)?(${alternatives(LATIN_CURRENCIES, false)})(?![\p{L}]))?`,
  "giu",
);

/**
 * Reads a written number. A mark followed by exactly three digits groups thousands unless the
 * figure is written the continental way (German, French, Spanish scale or currency words), where
 * "," is the decimal mark and "." groups thousands: "1,200" → 1200 but "1,5 Mrd." → 1.5.
 */
function parseNumber(written: string, continental: boolean): number {
  const compact = written.replace(/[\u00a0\u202f\s]/g, "");
  const decimal = continental ? "," : ".";
  const grouping = continental ? "." : ",";
  const marks = compact.match(/[.,]/g) ?? [];
  // One kind of mark, not followed by three digits: it is a decimal mark whatever the language.
  if (marks.length === 1 && !/[.,]\d{3}$/.test(compact)) return Number(compact.replace(",", "."));
  return Number(compact.split(grouping).join("").replace(decimal, "."));
}

const CJK_PART = new RegExp(`(${NUMBER})\\s?(${CJK_SCALE_CLASS}*)`, "gu");

function cjkValue(chain: string): number {
  let total = 0;
  for (const [, number, scales] of chain.matchAll(CJK_PART)) {
    const multiplier = [...(scales ?? "")].reduce((product, scale) => product * (CJK_SCALES[scale] ?? 1), 1);
    total += parseNumber(number!, false) * multiplier;
  }
  return total;
}

function findCjkAmounts(text: string): LocatedFigure[] {
  return [...text.matchAll(CJK_AMOUNT)].flatMap((match) => {
    const [written, prefix, chain, suffix] = match;
    const currency = (prefix && currencyOf(PREFIX_LOOKUP, prefix)) || currencyOf(CJK_LOOKUP, suffix!);
    const value = cjkValue(chain!);
    if (!currency || !(value > 0)) return [];
    return [{ figure: { kind: "amount", value, currency, text: written.trim() }, start: match.index, end: match.index + written.trimEnd().length }];
  });
}

function findLatinAmounts(text: string): LocatedFigure[] {
  return [...text.matchAll(LATIN_AMOUNT)].flatMap((match) => {
    const [written, prefix, number, scaleWord, suffix] = match;
    // A number is money only with a currency, before or after.
    if (!prefix && !suffix) return [];
    const scale = scaleWord ? SCALE_LOOKUP.find(([pattern]) => pattern.test(scaleWord))?.[1] : undefined;
    const continental = scale?.continental ?? /^(?:euros?|dólares|franken|pfund|libras)$/iu.test(suffix ?? "");
    const currency = (prefix && currencyOf(PREFIX_LOOKUP, prefix)) || currencyOf(LATIN_LOOKUP, suffix!);
    const value = parseNumber(number!, continental) * (scale?.value ?? 1);
    if (!currency || !(value > 0)) return [];
    return [{ figure: { kind: "amount", value, currency, text: written.trim() }, start: match.index, end: match.index + written.trimEnd().length }];
  });
}

/** Amounts of money in the text, in text order, each with its value in currency units. */
function findAmounts(text: string): LocatedFigure[] {
  const cjk = findCjkAmounts(text);
  const latin = findLatinAmounts(text).filter(({ start, end }) => !cjk.some((other) => start < other.end && other.start < end));
  return [...cjk, ...latin].sort((a, b) => a.start - b.start);
}

const ROMAN: Readonly<Record<string, string>> = { I: "1", II: "2", III: "3", IV: "4", Ⅰ: "1", Ⅱ: "2", Ⅲ: "3", Ⅳ: "4", 一: "1", 二: "2", 三: "3", 四: "4" };
const PHASE_VALUES = new Set(["1", "1/2", "2", "2/3", "3", "4"]);
const STAGE = "(?:IV|I{1,3}|[ⅠⅡⅢⅣ1-4])";
const CJK_STAGE = "(?:IV|I{1,3}|[ⅠⅡⅢⅣ1-4一二三四])";
// "Phase 3", "Phase II", "Phase 1b/2", "Phase-III-Studie", "phase 3", "fase 3"; "III期", "Ⅲ期临床";
// "第3相", "第1/2相"; "임상 3상", "3상 임상".
const PHASE_PATTERNS: readonly RegExp[] = [
  new RegExp(`(?<![\\p{L}])(?:phase|fase)[\\s-]*(${STAGE})[ab]?(?:\\s*[/-]\\s*(${STAGE})[ab]?)?(?![\\p{L}\\d])`, "giu"),
  new RegExp(`(?<![A-Za-z])(${STAGE})[ab]?(?:\\s*/\\s*(${STAGE})[ab]?)?\\s?期`, "gu"),
  new RegExp(`第\\s*(${CJK_STAGE})(?:\\s*/\\s*(${CJK_STAGE}))?\\s*相`, "gu"),
  new RegExp(`임상\\s*([1-4])[ab]?(?:\\s*[/·]\\s*([1-4])[ab]?)?\\s*상|(?<!\\d)([1-4])[ab]?(?:\\s*[/·]\\s*([1-4]))?\\s*상\\s*(?:임상|시험)`, "gu"),
];

function phaseValue(first: string, second: string | undefined): Extract<Figure, { kind: "phase" }>["value"] | null {
  const stage = (written: string) => ROMAN[written.toUpperCase()] ?? written;
  const value = second ? `${stage(first)}/${stage(second)}` : stage(first);
  return PHASE_VALUES.has(value) ? (value as Extract<Figure, { kind: "phase" }>["value"]) : null;
}

function findPhases(text: string): LocatedFigure[] {
  return PHASE_PATTERNS.flatMap((pattern) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const [written, ...groups] = match;
      const [first, second] = groups.filter((group) => group !== undefined);
      const value = first ? phaseValue(first, second) : null;
      if (!value) return [];
      return [{ figure: { kind: "phase" as const, value, text: written }, start: match.index, end: match.index + written.length }];
    }),
  );
}

// "450 patients", "450 Patienten", "450 pacientes", "450 participants"; "450名患者", "486例",
// "820名の患者", "120名受试者"; "1,200명". The continental nouns read "1.450" as 1450.
const PATIENTS = new RegExp(
  String.raw`(${NUMBER})\s?(?:(patients|participants|subjects|volunteers|Patienten|Patientinnen|Probanden|Teilnehmer|pacientes|participantes|sujets|malades)(?![\p{L}])|(?:名|例|人)(?:の)?(?:患者|被験者|受试者|受試者|病人|参加者)?|명)`,
  "gu",
);
const CONTINENTAL_NOUNS = new Set(["Patienten", "Patientinnen", "Probanden", "Teilnehmer", "pacientes", "participantes", "sujets", "malades"]);

function findPatientCounts(text: string): LocatedFigure[] {
  return [...text.matchAll(PATIENTS)].flatMap((match) => {
    const [written, number, noun] = match;
    const value = parseNumber(number!, CONTINENTAL_NOUNS.has(noun ?? ""));
    // A year, a percentage or a lone digit is not a patient count.
    if (!Number.isInteger(value) || value < 2 || value > 1e6) return [];
    return [{ figure: { kind: "patients" as const, value, text: written }, start: match.index, end: match.index + written.length }];
  });
}

/** Every amount, phase and patient count in the text, in text order, with offsets. */
export function findFigures(text: string): LocatedFigure[] {
  const all = [...findAmounts(text), ...findPhases(text), ...findPatientCounts(text)].sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlaps: "486例" could be read twice; the longer, earlier reading wins.
  return all.filter((figure, index) => !all.slice(0, index).some((other) => other.figure.kind === figure.figure.kind && figure.start < other.end));
}

/** The amounts of money in a text, in text order ("$80 million upfront and up to $1.1 billion" → two figures). */
export function parseAmounts(text: string): Amount[] {
  return findAmounts(text).map(({ figure }) => figure as Amount);
}

// Words that mark an amount as the deal's total ("worth up to $1.2 billion", "总额最高13亿美元",
// "総額45億円", "총 1조 원", "au total", "por un total de"), looked for just before it, or just
// after it ("$2.1 billion in total", "insgesamt").
const TOTAL_BEFORE =
  /(?:total|worth|valued at|value of|deal value|aggregate|总额|总金额|总价|合计|総額|合計|총|insgesamt|Gesamtwert|im Wert von|au total|valorise|d'une valeur|en total|un total de|por valor de)\D{0,20}$/iu;
const TOTAL_AFTER = /^\s?(?:in total|in all|all told|total|insgesamt|au total|en total|合计|总计|総額)/iu;

/**
 * The order amounts are kept in on an event: the amount stated as the total first (the headline),
 * then the others in text order ("$80 million upfront… up to $1.12 billion in milestones"). With
 * no stated total, text order: the first written is the headline.
 */
export function orderAmounts(text: string, amounts: readonly LocatedFigure[]): LocatedFigure[] {
  const total = amounts.find(({ start, end }) => TOTAL_BEFORE.test(text.slice(Math.max(0, start - 30), start)) || TOTAL_AFTER.test(text.slice(end, end + 12)));
  return total ? [total, ...amounts.filter((amount) => amount !== total)] : [...amounts];
}

const SYMBOLS: Readonly<Record<string, string>> = { USD: "$", EUR: "€", GBP: "£" };
const SCALE_NAMES: readonly (readonly [number, string])[] = [[1e12, "trillion"], [1e9, "billion"], [1e6, "million"]];

/** An amount as English news writes it: "$1.2 billion", "€40 million", "CNY 500 million", "JPY 4.5 billion", "KRW 1.2 trillion". */
export function formatAmount(amount: Amount): string {
  const [divisor, name] = SCALE_NAMES.find(([size]) => amount.value >= size) ?? [1, ""];
  const number = (amount.value / divisor).toLocaleString("en-US", { maximumFractionDigits: 2 });
  const symbol = SYMBOLS[amount.currency];
  return `${symbol ?? `${amount.currency} `}${number}${name ? ` ${name}` : ""}`;
}
