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
// number has four digits at least.
const SPACED_CODE = /\b([A-Z]{2,5}) ([A-Z]?\d{4,7})\b(?![.,]\d)/g;
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
    found.push({ identifier: { scheme: "drug-code", value: normalizeDrugCode(whole) }, start: match.index, end: match.index + whole.length });
  }
  return found;
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
