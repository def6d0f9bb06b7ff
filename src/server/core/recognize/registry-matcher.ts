import { hasCjkLetters } from "@/shared/scripts";
import { PhraseMatcher, foldText, type FoldedText } from "@/server/core/ai/builtin/phrase-matcher";
import { VOCABULARIES } from "@/shared/news/vocabularies";
import { entityKey } from "./keys";
import { MODALITY_TERMS } from "./modality-terms";
import { foldName, stripAccents } from "./normalize";
import { ALL_COMPANIES, REGISTRY_LISTS } from "./registry";
import { DRUGS } from "./registry/drugs";
import { TARGETS } from "./registry/targets";
import type { CuratedEntry } from "./registry/types";
import type { EntityType } from "./types";

// The registry as matchers, built once at module load: one Aho–Corasick pass finds every name
// and alias of every company, regulator, disease, target and drug in a text, accents ignored;
// lookup maps resolve a name found by shape, a drug code or a ticker to its registry entry.

export type RegistryEntity = { readonly type: EntityType; readonly name: string; readonly key: string };
export type RegistryHit = RegistryEntity & { readonly start: number; readonly end: number; readonly confidence: number };

type PhraseValue = RegistryEntity & { readonly confidence: number; readonly capitalized: boolean };


/**
 * A German disease name as its adjectives decline after an article or a preposition: "bei
 * atopischer Dermatitis", "der akuten myeloischen Leukämie" (every adjective, however many),
 * "des nicht-kleinzelligen Lungenkarzinoms", "bei nicht-kleinzelligem Lungenkarzinom"; and a
 * masculine or neuter noun in -om in the genitive ("des Prostatakarzinoms").
 */
function germanDeclensions(phrase: string): string[] {
  const words = phrase.split(" ");
  const noun = words.at(-1)!;
  if (!/^\p{Lu}[\p{L}-]+$/u.test(noun)) return [];
  const adjectives = words.slice(0, -1);
  const genitive = noun.endsWith("om") ? [`${noun}s`] : [];
  if (adjectives.length === 0) return genitive;
  // Feminine or plural ("akute myeloische Leukämie"): -en and -er.
  if (adjectives.every((word) => /^\p{L}[\p{L}-]*\p{Ll}e$/u.test(word))) return ["n", "r"].map((ending) => [...adjectives.map((word) => word + ending), noun].join(" "));
  // Neuter ("nicht-kleinzelliges Lungenkarzinom"): -en (with the genitive noun too) and -em.
  if (adjectives.every((word) => /^\p{L}[\p{L}-]*\p{Ll}es$/u.test(word))) {
    const stems = adjectives.map((word) => word.slice(0, -1));
    return [...[noun, ...genitive].map((form) => [...stems.map((stem) => `${stem}n`), form].join(" ")), [...stems.map((stem) => `${stem}m`), noun].join(" ")];
  }
  return [];
}

// German makes a disease the first part of a compound: "des Migränemittels", "Psoriasis-Patienten".
const GERMAN_COMPOUND_HEADS = ["mittel", "mittels", "medikament", "medikaments", "präparat", "präparats", "therapie", "patienten", "studie"];

/** A one-word disease name as the first part of a German compound, glued and hyphenated. */
function germanCompounds(phrase: string): string[] {
  if (!/^\p{Lu}\p{Ll}{4,}$/u.test(phrase)) return [];
  return GERMAN_COMPOUND_HEADS.flatMap((head) => [`${phrase}${head}`, `${phrase}-${head[0]!.toUpperCase()}${head.slice(1)}`]);
}

function phrasesOf(type: EntityType, entry: CuratedEntry): string[] {
  const drug = type === "drug" ? (entry as (typeof DRUGS)[number]) : null;
  const phrases = new Set([entry.name, ...entry.aliases, ...(drug?.inn ? [drug.inn] : []), ...(drug?.brands ?? [])]);
  // INNs in German drop the final e ("Tirzepatid"); in Spanish they end in a ("tirzepatida", "lurbinectedina").
  if (drug?.inn && /^[a-z ]+$/.test(drug.inn)) {
    if (drug.inn.endsWith("e")) phrases.add(drug.inn.slice(0, -1)).add(`${drug.inn.slice(0, -1)}a`);
    if (drug.inn.endsWith("in")) phrases.add(`${drug.inn}a`);
  }
  for (const phrase of [...phrases]) {
    // German adjectives take -n after the article: "der Europäischen Kommission".
    if (/ische /.test(phrase)) phrases.add(phrase.replace(/ische /g, "ischen "));
    if (type === "indication") for (const declined of [...germanDeclensions(phrase), ...germanCompounds(phrase)]) phrases.add(declined);
    // "KRAS G12D" is also written "KRAS-G12D" ("KRAS-G12D-Inhibitor").
    if ((type === "target" || type === "indication") && /^[\p{Script=Latin}\d .]+ [\p{Script=Latin}\d]+$/u.test(phrase)) phrases.add(phrase.replace(/ /g, "-"));
  }
  return [...phrases];
}

/**
 * How sure a registry alias is: 0.9 for an alias that names more than one entry or is short
 * (three Latin letters, two CJK characters), 0.93 for other aliases, 0.95 for the canonical
 * name or a long alias.
 */
function aliasConfidence(phrase: string, isName: boolean, ambiguous: boolean): number {
  if (ambiguous) return 0.9;
  const short = hasCjkLetters(phrase) ? phrase.length <= 2 : phrase.length <= 3;
  if (short) return 0.9;
  return isName || phrase.length >= 8 ? 0.95 : 0.93;
}

function buildPhrases(): { phrase: string; value: PhraseValue }[] {
  const owners = new Map<string, Set<string>>();
  const rows = REGISTRY_LISTS.flatMap(([type, entries]) =>
    entries.flatMap((entry) => {
      const key = entityKey(type, entry.name);
      return phrasesOf(type, entry).map((phrase) => {
        const folded = stripAccents(phrase).toLowerCase();
        owners.set(folded, (owners.get(folded) ?? new Set()).add(key));
        return { type, entry, key, phrase, folded };
      });
    }),
  );
  return rows.map(({ type, entry, key, phrase, folded }) => ({
    phrase: stripAccents(phrase),
    value: {
      type,
      name: entry.name,
      key,
      confidence: aliasConfidence(phrase, phrase === entry.name, owners.get(folded)!.size > 1),
      // "Prime Medicine", "Exact Sciences": a company or regulator name in lower case is a common phrase.
      capitalized: (type === "company" || type === "regulator") && /^\p{Lu}/u.test(phrase),
    },
  }));
}


/** The text folded once for every matcher: accents off, so that "déruxtécan" finds "deruxtecan". */
export function foldForMatching(text: string): FoldedText {
  return foldText(stripAccents(text));
}

function lookupMap(type: EntityType, entries: readonly CuratedEntry[], fold: (phrase: string) => string): Map<string, RegistryEntity> {
  const map = new Map<string, RegistryEntity>();
  for (const entry of entries) {
    for (const phrase of phrasesOf(type, entry)) {
      const folded = fold(phrase);
      if (folded && !map.has(folded)) map.set(folded, { type, name: entry.name, key: entityKey(type, entry.name) });
    }
  }
  return map;
}

const companiesByName = lookupMap("company", ALL_COMPANIES, foldName);
const targetsByName = lookupMap("target", TARGETS, foldName);

function identifierMap(type: EntityType, entries: readonly CuratedEntry[], scheme: string): Map<string, RegistryEntity> {
  const map = new Map<string, RegistryEntity>();
  for (const entry of entries) {
    for (const identifier of entry.identifiers ?? []) {
      if (identifier.scheme === scheme) map.set(identifier.value, { type, name: entry.name, key: entityKey(type, entry.name) });
    }
  }
  return map;
}

const drugsByCode = identifierMap("drug", DRUGS, "drug-code");
const companiesByTicker = identifierMap("company", ALL_COMPANIES, "ticker");

/** The registry company a name found by shape stands for, by its normalized name or alias. */
export function lookupCompany(name: string): RegistryEntity | null {
  return companiesByName.get(foldName(name)) ?? null;
}

/** The registry drug with this normalized research code ("LY3537982" → olomorasib). */
export function lookupDrugCode(code: string): RegistryEntity | null {
  return drugsByCode.get(code) ?? null;
}

export function lookupTicker(ticker: string): RegistryEntity | null {
  return companiesByTicker.get(ticker) ?? null;
}

export function lookupTarget(name: string): RegistryEntity | null {
  return targetsByName.get(foldName(name)) ?? null;
}

export type ModalityHit = { readonly label: string; readonly start: number; readonly end: number; readonly generic: boolean };
type ModalityValue = { readonly label: string; readonly generic: boolean };

// "antibody", "抗体", "Antikörper" alone: generic words that also end more specific phrases
// ("bispezifischen Antikörper"), so they yield to a more specific modality in the same text.
const GENERIC_MODALITY_WORDS = new Set(["antibody", "antibodies", "抗体", "항체", "antikorper", "anticorps", "anticuerpo", "anticuerpos"]);

function modalityPhrases(): { phrase: string; value: ModalityValue }[] {
  return VOCABULARIES.modalities.flatMap(({ label, synonyms }) =>
    [...synonyms, ...(MODALITY_TERMS[label] ?? [])].map((phrase) => {
      const plain = stripAccents(phrase);
      return { phrase: plain, value: { label, generic: GENERIC_MODALITY_WORDS.has(plain.replace(/\*/g, "").toLowerCase()) } };
    }),
  );
}

// Registry names and modality words in one matcher: one pass over the text finds both. Built on
// first use (about 14 MB of heap and a quarter of a second, once): a process that only serves
// readers never recognizes anything.
let matcher: PhraseMatcher<PhraseValue | ModalityValue> | null = null;

/** Registry entities and modality phrases in the text (`folded` from `foldForMatching`). */
export function matchPhrases(text: string, folded: FoldedText): { entities: RegistryHit[]; modalities: ModalityHit[] } {
  const entities: RegistryHit[] = [];
  const modalities: ModalityHit[] = [];
  matcher ??= new PhraseMatcher<PhraseValue | ModalityValue>([...buildPhrases(), ...modalityPhrases()]);
  for (const { value, start, end } of matcher.findAll(folded)) {
    if ("label" in value) modalities.push({ ...value, start, end });
    else if (!value.capitalized || /\p{Lu}/u.test(text[start]!)) entities.push({ type: value.type, name: value.name, key: value.key, start, end, confidence: value.confidence });
  }
  return { entities, modalities };
}

const drugsByName = lookupMap("drug", DRUGS, foldName);

/** The registry drug with this INN, brand or alias. */
export function lookupDrug(name: string): RegistryEntity | null {
  return drugsByName.get(foldName(name)) ?? null;
}
