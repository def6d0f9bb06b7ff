import { findDrugMentions, type DrugMention } from "@/server/core/ai/builtin/drug-names";
import { englishCompanyName, hasNonLatinLetters, languageOfScript, romanize } from "@/server/core/ai/builtin/romanize";
import { hasCjkLetters } from "@/shared/scripts";
import { VOCABULARIES } from "@/shared/news/vocabularies";
import { findCompanyShapes, shortNameOf, type CompanyShape } from "./company-shapes";
import { articleLanguage } from "./events";
import { findInnsBySound } from "./inn-sounds";
import { TRIAL_NAME_BEFORE, namesTrialAfterPhase, readShortDrugCodes, findSpacedDrugCodes, findTickers, findTrialIds, isDrugKindWord, normalizeDrugCode, type FoundIdentifier } from "./identifiers";
import { entityKey } from "./keys";
import type { LearnedHit, LearnedNames } from "./learned";
import { LEGAL_AFTER, LEGAL_BEFORE, stripAccents, stripLegalForm } from "./normalize";
import {
  foldForMatching,
  lookupCompany,
  lookupDrug,
  lookupDrugCode,
  lookupTarget,
  lookupTicker,
  matchPhrases,
  type ModalityHit,
  type RegistryEntity,
  type RegistryHit,
} from "./registry-matcher";
import { findTargetPhrases } from "./target-patterns";
import type { Identifier, Mention, MentionMethod } from "./types";

// The multilingual entity recognizer. Resolution order: identifiers first (trial numbers, drug
// codes, tickers), then registry names and aliases (normalized), then shapes of names no list
// knows. Where two candidates overlap, the longer wins, and at equal length the stronger method;
// modalities are a layer of their own ("PD-1/VEGF bispecific" is a target and a modality).
//
// Confidence, and its basis: an identifier 0.99 (a research code no registry knows 0.8: the
// drug is certain, its identity is not); a registry alias 0.9–0.95 by length and ambiguity; a
// company shape 0.6–0.8 (sector word and legal form together are strongest); a drug-name stem
// 0.7; a target or modality phrase 0.75–0.85.

type Candidate = Omit<Mention, "text"> & { readonly priority: number };

const PRIORITY: Record<MentionMethod, number> = { identifier: 4, registry: 3, learned: 2, shape: 1, pattern: 0 };

type Unlisted = { readonly type: Mention["type"]; readonly name: string };

/** A mention of a registry entry (it has a key) or of an entity no list knows (its key is made from its name). */
function candidate(entity: RegistryEntity | Unlisted, span: { start: number; end: number }, method: MentionMethod, confidence: number, identifiers: readonly Identifier[] = []): Candidate {
  const known = "key" in entity;
  return {
    type: entity.type,
    start: span.start,
    end: span.end,
    key: known ? entity.key : entityKey(entity.type, entity.name),
    name: entity.name,
    known,
    method,
    confidence,
    identifiers,
    priority: PRIORITY[method],
  };
}

function trialCandidates(text: string): Candidate[] {
  return findTrialIds(text).map(({ identifier, start, end }) => candidate({ type: "trial", name: identifier.value }, { start, end }, "identifier", 0.99, [identifier]));
}

// The drug-name shapes take up to six characters before 单抗/替尼: "抗体偶联药物德曲妥珠单抗" → "德曲妥珠单抗".
const CJK_DRUG_LEAD = /^.*(?:抗体|药物|偶联物?|抑制剂|疗法|新药|产品|候选|注射液|医药|药业|制药|生物)(?=\p{Script=Han}{4})/u;

function trimCjkDrugName<T extends { name: string; start: number }>(shape: T): T {
  const lead = CJK_DRUG_LEAD.exec(shape.name)?.[0].length ?? 0;
  return lead ? { ...shape, name: shape.name.slice(lead), start: shape.start + lead } : shape;
}

/**
 * A CJK drug-name shape can start a word or two early (百济神州泽布替尼: company, then medicine); where
 * the registry knows a tail of it (泽布替尼), that tail is the medicine.
 */
function knownCjkTail<T extends { name: string; start: number }>(shape: T): T {
  if (!/^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}ー]+$/u.test(shape.name) || lookupDrug(shape.name)) return shape;
  for (let cut = 1; shape.name.length - cut >= 3; cut += 1) {
    if (lookupDrug(shape.name.slice(cut))) return { ...shape, name: shape.name.slice(cut), start: shape.start + cut };
  }
  return shape;
}

function codeCandidates(text: string, codes: readonly FoundIdentifier[]): Candidate[] {
  return codes.flatMap(({ identifier, start, end }) => {
    const known = lookupDrugCode(identifier.value);
    // A code no list knows, in brackets after its trial, is the trial's name, also where it is the end
    // of a longer one ("III期研究（YX-HCC301）").
    const prefix = /[A-Za-z0-9]+-$/u.exec(text.slice(Math.max(0, start - 12), start))?.[0].length ?? 0;
    if (!known && (TRIAL_NAME_BEFORE.test(text.slice(Math.max(0, start - prefix - 16), start - prefix)) || namesTrialAfterPhase(text, start, end))) return [];
    return known
      ? candidate(known, { start, end }, "identifier", 0.99, [identifier])
      : candidate({ type: "drug", name: identifier.value }, { start, end }, "identifier", 0.8, [identifier]);
  });
}

function drugCandidates(text: string, shapes: readonly DrugMention[], shortCodes: readonly FoundIdentifier[]): Candidate[] {
  const fromCodes = codeCandidates(text, [
    ...shapes.filter((shape) => /\d/.test(shape.name)).map((shape) => ({ identifier: { scheme: "drug-code" as const, value: normalizeDrugCode(shape.name) }, start: shape.start, end: shape.end })),
    ...findSpacedDrugCodes(text),
    ...shortCodes,
  ]);
  const fromNames = shapes
    .filter((shape) => !/\d/.test(shape.name))
    .map(trimCjkDrugName)
    .map(knownCjkTail)
    .map((shape) => {
      const known = lookupDrug(shape.name);
      const name = /^[\p{Script=Latin} -]+$/u.test(shape.name) ? shape.name.toLowerCase() : shape.name;
      return known ? candidate(known, shape, "registry", 0.9) : candidate({ type: "drug", name }, shape, "shape", 0.7);
    });
  return [...fromCodes, ...fromNames];
}

/** A registry company's span takes in its legal form, so that "Bayer AG (XETRA: BAYN)" links the ticker. */
function withLegalForm(text: string, start: number, end: number): { start: number; end: number } {
  const after = LEGAL_AFTER.exec(text.slice(end, end + 20));
  const before = LEGAL_BEFORE.exec(text.slice(Math.max(0, start - 6), start));
  return { start: start - (before?.[0].length ?? 0), end: end + (after?.[0].length ?? 0) };
}

function registryCandidates(text: string, hits: readonly RegistryHit[]): Candidate[] {
  return hits.map((hit) => {
    const span = hit.type === "company" ? withLegalForm(text, hit.start, hit.end) : hit;
    return candidate(hit, span, "registry", hit.confidence);
  });
}

/**
 * A Latin shape can take in words before a name the registry knows ("Darmstädter Konzerns Merck
 * KGaA"): the longest known ending is the company.
 */
function knownLatinTail(shape: CompanyShape, text: string): CompanyShape {
  const written = text.slice(shape.start, shape.end);
  if (lookupCompany(shape.name) || !/^[\p{Script=Latin}]/u.test(written)) return shape;
  for (let space = written.indexOf(" "); space > 0; space = written.indexOf(" ", space + 1)) {
    const tail = written.slice(space + 1);
    const name = stripLegalForm(tail);
    if (lookupCompany(name)) return { ...shape, start: shape.end - tail.length, name, stem: name };
  }
  return shape;
}

function companyShapeCandidates(text: string, drugs: readonly DrugMention[]): Candidate[] {
  const shapes = findCompanyShapes(text, drugs).map((shape) => knownLatinTail(shape, text));
  // 苏州瑞恒医药 written so throughout is that company's name; where the article also writes the
  // short form (启明药业 in the headline, 苏州启明药业 in the body), the short form is the name it goes by.
  const written = new Set(shapes.map((shape) => shape.name));
  return shapes.map((shape) => {
    const known = lookupCompany(shape.name) ?? (shape.bare ? lookupCompany(shape.bare) : null) ?? lookupCompany(shape.stem);
    const name = shape.bare && written.has(shape.bare) ? shape.bare : shape.name;
    return known ? candidate(known, shape, "registry", 0.9) : candidate({ type: "company", name }, shape, "shape", shape.confidence);
  });
}

/** Names of entities an earlier article or an editor gave, where the registry has none (learned.ts). */
function learnedCandidates(hits: readonly LearnedHit[]): Candidate[] {
  return hits.map(({ entity, start, end, confidence }) => ({ ...candidate(entity, { start, end }, "learned", confidence), known: false }));
}

function targetCandidates(text: string): Candidate[] {
  return findTargetPhrases(text).map((phrase) => {
    const known = lookupTarget(phrase.symbol);
    return known ? candidate(known, phrase, "registry", 0.9) : candidate({ type: "target", name: phrase.symbol }, phrase, "pattern", 0.75);
  });
}

/** Longest first, then strongest method; a candidate is kept when no kept one overlaps it. */
function selectNonOverlapping(candidates: readonly Candidate[], length: number): Candidate[] {
  const taken = new Uint8Array(length);
  const kept: Candidate[] = [];
  const ordered = [...candidates].sort((a, b) => b.end - b.start - (a.end - a.start) || b.priority - a.priority || b.confidence - a.confidence || a.start - b.start);
  for (const item of ordered) {
    let free = true;
    for (let index = item.start; index < item.end && free; index += 1) free = taken[index] === 0;
    if (!free) continue;
    taken.fill(1, item.start, item.end);
    kept.push(item);
  }
  return kept;
}

/** Later bare uses of a company's first word ("Zenara will pay…" after "Zenara Biosciences"). */
function shortNameCandidates(text: string, companies: readonly Candidate[]): Candidate[] {
  const owners = new Map<string, Candidate>();
  for (const company of companies) {
    const short = shortNameOf(company.name);
    if (short && !owners.has(short)) owners.set(short, company);
  }
  if (owners.size === 0) return [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...owners.keys()].join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return [...text.matchAll(pattern)].flatMap((match) => {
    const company = owners.get(match[0])!;
    if (match.index < company.end) return [];
    return [{ ...company, start: match.index, end: match.index + match[0].length, confidence: Math.min(company.confidence, 0.7), identifiers: [] }];
  });
}

/**
 * Whether the name written before a ticker can be the registry's company of that ticker: their
 * first words agree. Tickers are reused and stubs invent them, so "Corvalis Therapeutics (Nasdaq:
 * CRVS)" is not Corvus Pharmaceuticals. A name in Chinese, Japanese or Korean script is taken to be
 * the ticker's company: the registry may not hold that name.
 */
function mayOwnTicker(written: string, registered: string): boolean {
  if (hasCjkLetters(written)) return true;
  const firstWord = (name: string) => stripAccents(stripLegalForm(name)).toLowerCase().split(/[^\p{L}\p{N}]+/u).find(Boolean);
  return firstWord(written) === firstWord(registered);
}

/** A ticker belongs to the company named just before it ("Corvalis Therapeutics (Nasdaq: CRVS)"). */
function attachTickers(text: string, mentions: readonly Candidate[]): Candidate[] {
  const result = [...mentions];
  // Identifiers first: a ticker the registry knows names the company, whatever the name says, in every mention of it.
  const renamed = new Map<string, RegistryEntity>();
  for (const ticker of findTickers(text)) {
    const known = lookupTicker(ticker.identifier.value);
    const index = result.findIndex((mention) => mention.type === "company" && mention.end <= ticker.start && /^[\s(（,，[]{0,3}$/u.test(text.slice(mention.end, ticker.start)));
    if (index >= 0) {
      const company = result[index]!;
      // Another company's ticker, or one reused: the name as written stands, without the ticker.
      if (known && known.key !== company.key && !mayOwnTicker(text.slice(company.start, company.end), known.name)) continue;
      if (known && known.key !== company.key) renamed.set(company.key, known);
      result[index] = { ...company, identifiers: [...company.identifiers, ticker.identifier], confidence: known ? 0.99 : company.confidence };
    } else if (known) {
      result.push(candidate(known, ticker, "identifier", 0.99, [ticker.identifier]));
    }
  }
  return result.map((mention) => {
    const entity = renamed.get(mention.key);
    return entity ? { ...mention, key: entity.key, name: entity.name, known: true } : mention;
  });
}

/**
 * A one-word name stands for the longer company the same article names with it: "Merck" after
 * "Merck KGaA" is Merck KGaA, not the registry's "Merck" (Merck & Co.); "von Moselgrund" in the
 * headline is the body's "Moselgrund Biotherapeutics AG". A registry name gives way only to a
 * registry company; a name no list knows, to any.
 */
function resolveBareNames(mentions: readonly Candidate[], text: string): Candidate[] {
  const companies = mentions.filter((mention) => mention.type === "company");
  return mentions.map((mention) => {
    if (mention.type !== "company") return mention;
    const written = text.slice(mention.start, mention.end);
    if (!/^\p{Lu}[\p{Script=Latin}]+$/u.test(written)) return mention;
    const fuller = companies.find((other) => other.key !== mention.key && (other.known || !mention.known) && text.slice(other.start, other.end).startsWith(`${written} `));
    return fuller ? { ...mention, key: fuller.key, name: fuller.name, known: fuller.known } : mention;
  });
}

/**
 * A medicine and another name of it in parentheses ("vafidemstat (ORY-2001)", "리브리반트(아미반타맙)",
 * "Leqembi (lecanemab)", "Velastat-Kapseln (Wirkstoff Solpiramod)") are one medicine: the pair takes the registry's entry where it knows one
 * of them, else the name without digits (the INN before its research code).
 */
// What stands between a medicine's two names: a bracket, after a brand's mark or dosage form and
// before the word for its active substance ("Velastat-Kapseln (Wirkstoff Solpiramod)", "Neuvelle® (lostapéridone").
const PAIRED_NAME_BETWEEN = /^[®™]?(?:-(?:Kapseln|Tabletten|Injektion|Infusion|Lösung|Tropfen))?\s?[(（](?:(?:Wirkstoff|INN|principe actif|principio activo|active ingredient):?\s)?$/u;

function pairAliases(mentions: readonly Candidate[], text: string): Candidate[] {
  const result = [...mentions];
  for (let index = 0; index + 1 < result.length; index += 1) {
    const [first, second] = [result[index]!, result[index + 1]!];
    if (first.type !== "drug" || second.type !== "drug" || first.key === second.key) continue;
    const between = text.slice(first.end, second.start);
    if (!PAIRED_NAME_BETWEEN.test(between) || !/^[)）]/u.test(text.slice(second.end, second.end + 1))) continue;
    if (first.known && second.known) continue;
    // After a brand's mark, dosage form or "Wirkstoff", the name in brackets is the active substance.
    const substanceSecond = /^[®™]|^-|[(（]\S/u.test(between);
    const named = first.known ? first : second.known ? second : substanceSecond || (/\d/.test(first.name) && !/\d/.test(second.name)) ? second : first;
    const same = { key: named.key, name: named.name, known: named.known };
    result[index] = { ...first, ...same };
    result[index + 1] = { ...second, ...same };
  }
  return result;
}

const MODALITY_NAMES = new Map(VOCABULARIES.modalities.map((entry) => [entry.label, entry.name]));

function modalityMentions(text: string, phrases: readonly ModalityHit[], drugs: readonly Candidate[]): Mention[] {
  // "deruxtecan" in "trastuzumab deruxtecan", 单抗 in 卡瑞利珠单抗: a drug's name, not a modality mention.
  const inDrug = new Uint8Array(text.length);
  for (const drug of drugs) inDrug.fill(1, drug.start, drug.end);
  const found = phrases.filter((hit) => inDrug[hit.start] === 0 && inDrug[hit.end - 1] === 0);
  // "the antibody", 同抗体, "bispezifischen Antikörper": once a bispecific or an ADC is named, a bare antibody is that one.
  const specific = found.some((hit) => hit.label === "bispecific" || hit.label === "adc");
  const hits = found.filter((hit) => !(hit.generic && specific));
  const candidates = hits.map((hit) => ({ ...candidate({ type: "modality", name: hit.label }, hit, "pattern", hit.generic ? 0.75 : 0.85), name: MODALITY_NAMES.get(hit.label) ?? hit.label }));
  return selectNonOverlapping(candidates, text.length).map(({ priority: _priority, ...mention }) => ({ ...mention, known: true, text: text.slice(mention.start, mention.end) }));
}

const isTarget = (code: string) => lookupTarget(code) !== null;

// A name written just before a research code in brackets, "Elbacoplan (ELB-417)", "Velmora (VX-12)":
// the medicine's INN or brand, which no list may know yet.
const NAME_BEFORE_CODE = /(?<![\p{L}\p{N}-])(\p{L}[\p{Ll}\p{M}]{4,24})\s?[(（]$/u;
const NOT_A_NAME = /^(?:Studie|Phase|Antrag|study|trial|essai|étude|ensayo|estudio|phase|fase|code|Code|código|Prüfsubstanz|Substanz|substance|sustancia|produit|producto|product|Produkt|Präparats?|Präparat)$/u;

/**
 * Medicines named by a word before their code ("Elbacoplan (ELB-417)") that the article names again:
 * each place it names the word is that medicine, and pairAliases makes the code the same one.
 */
function namesBeforeCodes(text: string, mentions: readonly Candidate[]): Candidate[] {
  const covered = (start: number, end: number) => mentions.some((mention) => start < mention.end && mention.start < end);
  const found: Candidate[] = [];
  for (const code of mentions) {
    if (code.type !== "drug" || code.known || code.method !== "identifier" || !/^[)）]/u.test(text.slice(code.end, code.end + 1))) continue;
    const match = NAME_BEFORE_CODE.exec(text.slice(Math.max(0, code.start - 30), code.start));
    const word = match?.[1];
    if (!word || isDrugKindWord(word) || NOT_A_NAME.test(word) || found.some((each) => each.name === word.toLowerCase())) continue;
    const places = [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "gu"))].map((each) => ({ start: each.index, end: each.index + word.length }));
    if (places.length < 2 || places.some(({ start, end }) => covered(start, end))) continue;
    // An INN is written in lower case and a brand capitalized; German capitalizes every noun, so there
    // the word's case says nothing and it is taken for an INN ("Elbacoplan (ELB-417)" → elbacoplan).
    const brand = /^\p{Lu}/u.test(word) && articleLanguage(text) !== "de";
    for (const place of places) found.push(candidate({ type: "drug", name: brand ? word : word.toLowerCase() }, place, "shape", 0.7));
  }
  return found;
}

/** A company's name in Latin letters, word by word, as written and as an English reader would have it (라온바이오 → raonbaio; raon bio). */
function latinForms(name: string): string[][] {
  const language = languageOfScript(name);
  const forms = hasNonLatinLetters(name) ? [romanize(name, language), englishCompanyName(name, language).english ?? ""] : [name];
  return forms
    .filter((form) => !hasNonLatinLetters(form))
    .map((form) => stripAccents(form).toLowerCase().split(/[^a-z]+/).filter(Boolean))
    .filter((words) => words.join("").length > 1);
}

/**
 * Whether a code's letters are a company's initials: its first letter, then the others in order, a
 * vowel only where a word of the name starts (CLV: Calvane, TBP: Tannhof Biopharma, ELB: Elim Bio);
 * a trial's name spells words (NORA-2 of Nordkamm Therapeutics is no compound of it).
 */
function isInitialsOf(letters: string, words: readonly string[]): boolean {
  const wanted = letters.toLowerCase();
  const form = words.join("");
  if (form[0] !== wanted[0]) return false;
  const wordStarts = new Set(words.map((_, index) => words.slice(0, index).join("").length));
  let at = 1;
  for (const letter of wanted.slice(1)) {
    const vowel = /[aeiouy]/.test(letter);
    while (at < form.length && !(form[at] === letter && (!vowel || wordStarts.has(at)))) at += 1;
    if (at >= form.length) return false;
    at += 1;
  }
  return true;
}

function ownersOf(text: string, mentions: readonly Candidate[]): (letters: string) => boolean {
  const names = mentions.filter((mention) => mention.type === "company").flatMap((mention) => latinForms(mention.name).concat(latinForms(text.slice(mention.start, mention.end))));
  return (letters) => names.some((words) => isInitialsOf(letters, words));
}

/** Entities mentioned in an article, in any of the supported languages. `text` is the title, a blank line, then the body. */
export function recognizeEntities(text: string, learned?: LearnedNames): Mention[] {
  const folded = foldForMatching(text);
  const phrases = matchPhrases(text, folded);
  const drugShapes = findDrugMentions({ text });
  const { found: shortCodes, undecided } = readShortDrugCodes(text, isTarget);
  // Short codes are medicines too when a company's ownership of one is read ("BC-77, de Biocantábrica").
  const allDrugShapes = [...drugShapes, ...shortCodes.map(({ start, end }) => ({ name: text.slice(start, end), start, end, implies: [] }))];
  const candidates = [
    ...trialCandidates(text),
    ...drugCandidates(text, drugShapes, shortCodes),
    // An INN written in katakana or Hangul that no alias lists, known by its sound (inn-sounds.ts).
    ...findInnsBySound(text).map(({ entity, start, end }) => candidate(entity, { start, end }, "registry", 0.85)),
    ...registryCandidates(text, phrases.entities),
    ...learnedCandidates(learned?.find(text, folded) ?? []),
    ...companyShapeCandidates(text, allDrugShapes),
    ...targetCandidates(text),
  ];
  const first = selectNonOverlapping(candidates, text.length);
  // A code the first reading left, whose letters are the initials of a company it found, is that company's product.
  const isOwners = undecided.length ? ownersOf(text, first) : () => false;
  const owned = undecided.filter((code) => isOwners(code.letters) && !first.some((mention) => code.start < mention.end && mention.start < code.end));
  const coded = [...first, ...codeCandidates(text, owned)];
  const kept = [...coded, ...namesBeforeCodes(text, coded)].sort((a, b) => a.start - b.start);
  const shortNames = selectNonOverlapping(
    shortNameCandidates(text, kept.filter((mention) => mention.type === "company")).filter((short) => !kept.some((mention) => short.start < mention.end && mention.start < short.end)),
    text.length,
  );
  const entities = pairAliases(resolveBareNames(attachTickers(text, [...kept, ...shortNames].sort((a, b) => a.start - b.start)), text), text);
  const drugs = entities.filter((mention) => mention.type === "drug");
  const mentions: Mention[] = entities.map(({ priority: _priority, ...mention }) => ({ ...mention, text: text.slice(mention.start, mention.end) }));
  return [...mentions, ...modalityMentions(text, phrases.modalities, drugs)].sort((a, b) => a.start - b.start || b.end - a.end);
}
