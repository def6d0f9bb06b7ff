import { TRIAL_NAME_AFTER } from "@/server/core/recognize/identifiers";
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
  // More WHO stems of classes in the news: endothelin antagonists (macitentan), GnRH antagonists and
  // agonists (relugolix, degarelix, leuprorelin), HIF-PH inhibitors (roxadustat), potassium-competitive
  // acid blockers and proton-pump inhibitors (vonoprazan, esomeprazole), CGRP antagonists and
  // migraine drugs (rimegepant, lasmiditan, sumatriptan), orexin antagonists (daridorexant),
  // androgen-receptor inhibitors (darolutamide), carbamates (cenobamate), azapirones (buspirone),
  // peptides (octreotide), oral GLP-1 agonists (orforglipron), new multi-specific antibodies
  // (pumitamig), gene-therapy vectors (laherparepvec), mTOR inhibitors, hedgehog inhibitors,
  // nucleoside analogues, antifolates, antifungals and antibiotics named beside them.
  ["sentan", []],
  ["tentan", []],
  ["golix", modality("small-molecule")],
  ["relix", []],
  ["relin", modality("peptide")],
  ["dustat", modality("small-molecule")],
  ["prazan", modality("small-molecule")],
  ["prazole", modality("small-molecule")],
  ["gepant", modality("small-molecule")],
  ["ditan", modality("small-molecule")],
  ["triptan", modality("small-molecule")],
  ["setron", modality("small-molecule")],
  ["orexant", modality("small-molecule")],
  ["lutamide", modality("small-molecule")],
  ["amate", []],
  ["pirone", []],
  ["tide", modality("peptide")],
  ["glipron", modality("small-molecule")],
  ["tamig", modality("bispecific")],
  ["vec", modality("gene-therapy")],
  ["olimus", modality("small-molecule")],
  ["degib", modality("small-molecule")],
  ["oxetine", []],
  ["citabine", []],
  ["trexed", []],
  ["mustine", []],
  ["conazole", []],
  ["fungin", []],
  ["bactam", []],
  ["penem", []],
  ["cycline", []],
  ["cillin", []],
  ["parin", []],
  ["gatran", []],
  ["lukast", []],
  ["vaptan", []],
  // Enzyme inhibitors (pelmostat, vorinostat), antivirals (nolatrevir, ensitrelvir), and the
  // antibody suffixes of the 2022 scheme: -tug (unmodified), -bart (artificial), -mig (multi-specific).
  ["stat", modality("small-molecule")],
  ["vir", modality("small-molecule")],
  ["tug", modality("monoclonal-antibody")],
  ["bart", modality("monoclonal-antibody")],
  ["mig", modality("bispecific")],
  // Sodium-channel blockers (suzetrigine), IBAT inhibitors (odevixibat), PPAR agonists (elafibranor).
  ["trigine", modality("small-molecule")],
  ["xibat", modality("small-molecule")],
  ["fibranor", modality("small-molecule")],
  // 5-HT2 antagonists (pimavanserin, pelanserin), beta-3 agonists (mirabegron, vibegron) and P2X3
  // antagonists (gefapixant, camlipixant): WHO stems -anserin, -begron, -pixant.
  ["anserin", modality("small-molecule")],
  ["begron", modality("small-molecule")],
  ["pixant", modality("small-molecule")],
  // Oestrogen-receptor degraders (elacestrant, camizestrant), CFTR modulators (ivacaftor,
  // vanzacaftor) and COMT inhibitors (opicapone): WHO stems -estrant, -caftor, -capone.
  ["estrant", modality("small-molecule")],
  ["caftor", modality("small-molecule")],
  ["capone", modality("small-molecule")],
];
// Kinds of molecule, not medicines: peptides and nucleotides in any language (Oligonukleotide,
// polypeptide); words that end like a stem: thermostat, French constat, Spanish servir and vivir,
// German vereinbart, offenbart, benachbart, einstimmig, geräumig.
const NOT_DRUG_ENDING = /(?:peptid|nu[ck]leotid)e?$|(?:thermo|rheo|hemo|haemo|cryo|aero|gyro|bio|con)stat$|(?:servir|vivir)$|(?:vereinbart|offenbart|benachbart)$|(?:stimmig|räumig|schaumig|sämig)$/i;
const ADC_PAYLOADS = /^\s+(deruxtecan|vedotin|govitecan|emtansine|tesirine|mafodotin|soravtansine|ravtansine|tirumotecan|sudocetaxel zendusortamab)\b/i;
const NOT_DRUGS = new Set([
  "concept", "except", "accept", "intercept", "precept", "percept", "riptide", "eventide", "yuletide",
  // Spanish verbs in -sentan and -tentan (they present, try, hold…).
  "presentan", "representan", "ausentan", "sustentan", "intentan", "reintentan", "ostentan", "detentan", "atentan", "contentan",
]);

// Spanish, Italian, French and German write an INN's last vowel their own way (lurbinectedina,
// risperidona, trabectedine; Darolutamid, Risperidon, Topiramat, darolutamida, topiramato): the stem
// is found all the same, and the name is given in its English form. Peptides in -tide keep their
// English or German form only: a Spanish -tida/-tido is as often a participle (permitida, partido).
function stemForms(stem: string): string {
  if (stem === "tide") return "tide?";
  if (/(?:ide|one|ine)$/.test(stem)) return `${stem.slice(0, -1)}[ea]?`;
  if (stem.endsWith("ate")) return `${stem.slice(0, -1)}[eo]?`;
  if (stem.endsWith("ole")) return `${stem.slice(0, -1)}e?`;
  if (stem.endsWith("in")) return `${stem}[ae]?`;
  return stem;
}
const LATIN_DRUG = new RegExp(`\\b[A-Za-z][a-z]{2,}(?:${INN_STEMS.map(([stem]) => stemForms(stem)).join("|")})\\b`, "g");
const STEM_ENDINGS = [...INN_STEMS]
  .map(([stem]) => stem)
  .sort((a, b) => b.length - a.length)
  .map((stem) => ({ stem, ending: new RegExp(`(?:${stemForms(stem)})$`, "i") }));

/** "lurbinectedina" → "lurbinectedin", "Darolutamid" → "Darolutamide", "topiramato" → "topiramate"; an English INN as it is. */
function englishInn(word: string): string {
  for (const { stem, ending } of STEM_ENDINGS) {
    const match = ending.exec(word);
    if (match) return word.slice(0, match.index) + stem;
  }
  return word;
}

// CAR-T cell therapies have two-word INNs, written as one hyphenated word in German
// ("ciltacabtagene autoleucel", "Lirocabtagen-Autoleucel"): the whole name, not its second word.
const CAR_T_INN = /\b([A-Za-z][a-z]{2,}cabtagene?)[\s-]+(autoleucel)\b/gi;
// Gene therapies have two-word INNs too ("onasemnogene abeparvovec"; German "Ferimagen arparvovec").
const GENE_INN = /\b([A-Za-z][a-z]{2,}gene?)\s+([a-z]{3,}vec)\b/gi;
// Development codes: 2–5 capitals, an optional hyphen and letter, 3–8 digits, an optional letter
// ("MK-2870", "SHR-A1811", "BNT162b2", "GC012F").
const CODE_NAME = /\b[A-Z]{2,5}-?[A-Z]?\d{3,8}[a-zA-Z]?\b/g;
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
// Kinds of antibody, not names: 人源化单抗 (a humanized mAb), 全人源单抗, 双特异性单抗.
const HAN_KIND = /^(?:人源化|全人源|人源|鼠源|嵌合|双特异性?|双抗|单克隆|新型|创新|靶向)(?:单抗|抗体)$/u;

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
  const twoWordInns: [number, number][] = [];
  // Accents are left out for the two-word INNs too ("nerafogén lemparvovec"): same length, same offsets.
  const unaccented = stripAccents(text);
  for (const [pattern, kind] of [[CAR_T_INN, "cell-therapy"], [GENE_INN, "gene-therapy"]] as const) {
    for (const match of unaccented.matchAll(pattern)) {
      const first = match[1]!.toLowerCase();
      const name = `${first.endsWith("e") ? first : `${first}e`} ${match[2]!.toLowerCase()}`;
      twoWordInns.push([match.index, match.index + match[0].length]);
      mentions.push({ name, start: match.index, end: match.index + match[0].length, implies: modality(kind) });
    }
  }
  // French and Spanish write INNs with accents (sélivrumab, apixabán, lurbinectédine); English
  // INNs have none, so the stems are found in the text without accents (same length, same offsets)
  // and the name is given without them.
  for (const match of unaccented.matchAll(LATIN_DRUG)) {
    const written = match[0];
    const word = englishInn(written);
    const start = match.index;
    if (NOT_DRUGS.has(word.toLowerCase()) || NOT_DRUG_ENDING.test(word) || twoWordInns.some(([from, to]) => start >= from && start < to)) continue;
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
    if (NOT_CODE_PREFIX.test(match[0]) || TRIAL_NAME_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 2))) continue;
    mentions.push({ name: match[0], start: match.index, end: match.index + match[0].length, implies: [] });
  }
  for (const pattern of [HAN_DRUG, KATAKANA_DRUG, HANGUL_DRUG]) {
    for (const match of text.matchAll(pattern)) {
      const cut = match[0].replace(HAN_SUFFIX_INSIDE, "").replace(HAN_FUNCTION, "");
      const stemLength = cut.length - 2;
      if (stemLength < 2 || HAN_KIND.test(cut)) continue;
      const start = match.index + match[0].length - cut.length;
      mentions.push({ name: cut, start, end: start + cut.length, implies: stemImplies(cut) });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}
