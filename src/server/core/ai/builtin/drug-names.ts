import { stripAccents } from "@/server/core/recognize/normalize";
import type { ArticleDocument } from "./document";
import type { ImpliedTag } from "./lexicon";

// Drug names recognised by their form: INN stems (WHO "Use of stems in the selection of INNs"),
// development codes (AZD0780, SHR-A1811) and the Chinese, Japanese and Korean renderings of
// the commonest stems. They are bolded, kept as keywords and hint at a modality.

export type DrugMention = { readonly name: string; readonly start: number; readonly end: number; readonly implies: readonly ImpliedTag[] };

const modality = (label: string): ImpliedTag[] => [{ category: "modalities", label, weight: 0.5 }];

const INN_STEMS: readonly [stem: string, implies: ImpliedTag[]][] = [
  ["mab", modality("monoclonal-antibody")],
  ["nib", modality("small-molecule")],
  ["ciclib", modality("small-molecule")],
  ["parib", modality("small-molecule")],
  ["lisib", modality("small-molecule")],
  ["rasib", modality("small-molecule")],
  ["sertib", modality("small-molecule")],
  ["gliflozin", modality("small-molecule")],
  ["gliptin", modality("small-molecule")],
  ["xaban", modality("small-molecule")],
  ["zomib", modality("small-molecule")],
  ["vastatin", modality("small-molecule")],
  ["previr", modality("small-molecule")],
  ["buvir", modality("small-molecule")],
  ["navir", modality("small-molecule")],
  ["tegravir", modality("small-molecule")],
  ["siran", modality("rna-therapeutics")],
  ["rsen", modality("rna-therapeutics")],
  ["glutide", modality("peptide")],
  ["patide", modality("peptide")],
  ["trutide", modality("peptide")],
  ["leucel", modality("cell-therapy")],
  ["temcel", modality("cell-therapy")],
  ["parvovec", modality("gene-therapy")],
  ["cept", []],
  ["grastim", []],
  ["poetin", []],
  ["platin", []],
  ["taxel", []],
  ["rubicin", []],
  ["mycin", []],
  ["floxacin", []],
  ["sartan", []],
  // Stems of classes that have reached the clinic since the list above was written: NK3/NK1
  // antagonists (elinzanetant), marine alkaloids (lurbinectedin), LSD1 inhibitors (vafidemstat),
  // PDE4 inhibitors (nerandomilast) and the risperidone family.
  ["netant", []],
  ["pitant", []],
  ["ectedin", []],
  ["demstat", modality("small-molecule")],
  ["milast", modality("small-molecule")],
  ["peridone", []],
  // S1P receptor modulators (ozanimod, etrasimod).
  ["imod", []],
];
const ADC_PAYLOADS = /^\s+(deruxtecan|vedotin|govitecan|emtansine|tesirine|mafodotin|soravtansine|ravtansine|tirumotecan|sudocetaxel zendusortamab)\b/i;
const NOT_DRUGS = new Set(["concept", "except", "accept", "intercept", "precept", "percept", "peptide"]);

// Spanish, Italian and French write an INN ending in -in or -one with a vowel of their own
// (lurbinectedina, risperidona, trabectedine): the stem is found all the same, and the name is
// given in its English form.
const romanceStem = (stem: string) => (stem.endsWith("in") ? `${stem}[ae]?` : stem.endsWith("one") ? `${stem.slice(0, -1)}[ea]` : stem);
const LATIN_DRUG = new RegExp(`\\b[A-Za-z][a-z]{2,}(?:${INN_STEMS.map(([stem]) => romanceStem(stem)).join("|")})\\b`, "g");
const ROMANCE_ENDING = new RegExp(`(?:${INN_STEMS.map(([stem]) => stem).filter((stem) => stem.endsWith("in") || stem.endsWith("one")).join("|")})$`);

/** "lurbinectedina" → "lurbinectedin", "risperidona" → "risperidone"; an English INN as it is. */
function englishInn(word: string): string {
  const lower = word.toLowerCase();
  if (/n[ae]$/.test(lower) && ROMANCE_ENDING.test(lower.slice(0, -1))) return word.slice(0, -1);
  if (lower.endsWith("ona") && ROMANCE_ENDING.test(`${lower.slice(0, -1)}e`)) return `${word.slice(0, -1)}e`;
  return word;
}

// CAR-T cell therapies have two-word INNs, written as one hyphenated word in German
// ("ciltacabtagene autoleucel", "Lirocabtagen-Autoleucel"): the whole name, not its second word.
const CAR_T_INN = /\b([A-Za-z][a-z]{2,}cabtagene?)[\s-]+(autoleucel)\b/gi;
// Development codes: 2–5 capitals, an optional hyphen and letter, 3–8 digits ("MK-2870", "SHR-A1811").
const CODE_NAME = /\b[A-Z]{2,5}-?[A-Z]?\d{3,8}[a-z]?\b/g;
const NOT_CODE_PREFIX = /^(CD|IL|HER|COVID|FY|ISO|NCT|EU|US|CT|ICD|GLP|SGLT|HLA|PMID|DOI|CAS|SARS|ATC|ISRCTN|CTR|JRCT|EUCT|ASCO|ESMO|AACR|ASH|EHA|HK|SH|SZ)(?=-?\d)/;
// German names the active substance of a brand: "Velastat-Kapseln (Wirkstoff Solpiramod)". The
// capitalized word after "Wirkstoff" is a medicine whatever its stem.
const ACTIVE_SUBSTANCE = /(?<![\p{L}])Wirkstoffs?\s+(\p{Lu}\p{Ll}{4,})(?![\p{L}-])/gu;
const HAN_DRUG = /\p{Script=Han}{1,6}(?:单抗|替尼|鲁肽|格列净)/gu;
const KATAKANA_DRUG = /\p{Script=Katakana}{2,12}(?:マブ|ニブ|チド)/gu;
const HANGUL_DRUG = /[가-힣]{3,9}(?:맙|닙)/g;
// Characters that end a Chinese phrase before a drug name: "获批的卡瑞利珠单抗" → "卡瑞利珠单抗".
const HAN_FUNCTION = /^.*[的了和与及为是在其将该款已获批准用于治疗一种新型个、，：]/u;
const HAN_SUFFIX_INSIDE = /^.*(单抗|替尼|鲁肽|格列净)(?=.)/u;

function stemImplies(name: string): readonly ImpliedTag[] {
  const lower = name.toLowerCase();
  if (/单抗|マブ|맙$/u.test(name)) return modality("monoclonal-antibody");
  if (/替尼|ニブ|닙$/u.test(name)) return modality("small-molecule");
  if (/鲁肽|チド/u.test(name)) return modality("peptide");
  return INN_STEMS.find(([stem]) => lower.endsWith(stem))?.[1] ?? [];
}

export function findDrugMentions(document: Pick<ArticleDocument, "text">): DrugMention[] {
  const { text } = document;
  const mentions: DrugMention[] = [];
  const carT: [number, number][] = [];
  for (const match of text.matchAll(CAR_T_INN)) {
    const first = match[1]!.toLowerCase();
    const name = `${first.endsWith("e") ? first : `${first}e`} autoleucel`;
    carT.push([match.index, match.index + match[0].length]);
    mentions.push({ name, start: match.index, end: match.index + match[0].length, implies: modality("cell-therapy") });
  }
  // French and Spanish write INNs with accents (sélivrumab, apixabán, lurbinectédine); English
  // INNs have none, so the stems are found in the text without accents (same length, same offsets)
  // and the name is given without them.
  for (const match of stripAccents(text).matchAll(LATIN_DRUG)) {
    const written = match[0];
    const word = englishInn(written);
    const start = match.index;
    if (NOT_DRUGS.has(word.toLowerCase()) || carT.some(([from, to]) => start >= from && start < to)) continue;
    const payload = ADC_PAYLOADS.exec(text.slice(start + written.length, start + written.length + 40));
    if (payload) {
      const end = start + written.length + payload[0].length;
      mentions.push({ name: text.slice(start, end), start, end, implies: [{ category: "modalities", label: "adc", weight: 0.5 }] });
    } else {
      mentions.push({ name: word, start, end: start + written.length, implies: stemImplies(word) });
    }
  }
  for (const match of text.matchAll(ACTIVE_SUBSTANCE)) {
    const start = match.index + match[0].length - match[1]!.length;
    if (!mentions.some((mention) => mention.start === start)) mentions.push({ name: match[1]!, start, end: start + match[1]!.length, implies: stemImplies(match[1]!) });
  }
  for (const match of text.matchAll(CODE_NAME)) {
    if (NOT_CODE_PREFIX.test(match[0])) continue;
    mentions.push({ name: match[0], start: match.index, end: match.index + match[0].length, implies: [] });
  }
  for (const pattern of [HAN_DRUG, KATAKANA_DRUG, HANGUL_DRUG]) {
    for (const match of text.matchAll(pattern)) {
      const cut = match[0].replace(HAN_SUFFIX_INSIDE, "").replace(HAN_FUNCTION, "");
      const stemLength = cut.length - 2;
      if (stemLength < 2) continue;
      const start = match.index + match[0].length - cut.length;
      mentions.push({ name: cut, start, end: start + cut.length, implies: stemImplies(cut) });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}
