// Name normalization shared by every part of the entity recognizer: what two spellings of one
// name have in common (NFKC, case, accents, punctuation, legal form), so that "Pfizer Inc.",
// "PFIZER" and "Pfizer" are one lookup key, and "华康生物股份有限公司" is shown as "华康生物".

const accentCache = new Map<number, number>();

/** The unaccented letter of a Latin letter ("é" → "e", "ü" → "u"), one UTF-16 unit for one, so offsets survive. */
function baseLetter(code: number): number {
  if (code < 0xc0 || (code > 0x24f && (code < 0x1e00 || code > 0x1eff))) return code;
  const cached = accentCache.get(code);
  if (cached !== undefined) return cached;
  const base = String.fromCharCode(code).normalize("NFD").charCodeAt(0);
  const result = base < 128 ? base : code;
  accentCache.set(code, result);
  return result;
}

/** The text with accents taken off Latin letters; the same length as the text. */
export function stripAccents(text: string): string {
  let changed = false;
  const codes = new Uint16Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    codes[index] = baseLetter(code);
    if (codes[index] !== code) changed = true;
  }
  if (!changed) return text;
  let result = "";
  for (let index = 0; index < codes.length; index += 8192) result += String.fromCharCode(...codes.subarray(index, index + 8192));
  return result;
}

// Legal forms, written after the name (or before it: 株式会社, (주), 주식회사). Longest first.
const LATIN_LEGAL = String.raw`Incorporated|Inc\.?|Corporation|Corp\.?|Limited|Ltd\.?|Co\.,? Ltd\.?|Co\.|LLC|L\.L\.C\.|plc|PLC|KGaA|AG|GmbH|SE|S\.A\.U\.?|S\.A\.S\.?|SAS|S\.A\.|SA|S\.L\.U?\.?|S\.p\.A\.|N\.V\.|NV|B\.V\.|A/S|Oyj|AB \(publ\)`;
const CJK_LEGAL = String.raw`股份有限公司|有限责任公司|有限公司|株式会社|주식회사|\(주\)|（주）|㈜`;

/** A legal form right after a name: ", Inc.", " AG", "股份有限公司", "(주)". */
export const LEGAL_AFTER = new RegExp(String.raw`^(?:,?\s?(?:${LATIN_LEGAL})(?![\p{L}\p{N}-])|\s?(?:${CJK_LEGAL}))`, "u");
/** A legal form right before a name: "株式会社", "(주)", "주식회사 ". */
export const LEGAL_BEFORE = /(?:株式会社|\(주\)|（주）|㈜|주식회사\s?)$/u;
const LEGAL_AT_END = new RegExp(String.raw`(?:,?\s(?:${LATIN_LEGAL})|\s?(?:${CJK_LEGAL}))$`, "u");
const LEGAL_AT_START = /^(?:株式会社|\(주\)|（주）|㈜|주식회사)\s?/u;

/** The name without its legal form, as it is shown: "Northlake Pharmaceuticals Inc." → "Northlake Pharmaceuticals". */
export function stripLegalForm(name: string): string {
  let result = name.normalize("NFKC").trim();
  for (let previous = ""; previous !== result; ) {
    previous = result;
    result = result.replace(LEGAL_AT_END, "").replace(LEGAL_AT_START, "").trim();
  }
  return result;
}

/** The lookup key of a name: NFKC, case-folded, unaccented, legal form and punctuation dropped. */
export function foldName(name: string): string {
  return stripAccents(stripLegalForm(name)).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

// An address has lost the case and the dots a legal form is known by ("pfizer-inc", "novartis-ag").
const LATIN_LEGAL_AT_END_ANY_CASE = new RegExp(String.raw`(?:\s(?:${LATIN_LEGAL}))+$`, "iu");

/** The lookup key of the name in an entity's address (`pfizer-inc` of `company-pfizer-inc`), as foldName makes it of the name. */
export function foldAddressName(words: string): string {
  return foldName(words.replace(/-+/g, " ").replace(LATIN_LEGAL_AT_END_ANY_CASE, ""));
}
