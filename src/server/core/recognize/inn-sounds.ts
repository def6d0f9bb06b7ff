import { romanize } from "@/server/core/ai/builtin/romanize";
import { entityKey } from "./keys";
import { DRUGS } from "./registry/drugs";
import type { RegistryEntity } from "./registry-matcher";

// Japanese and Korean write an INN by its sound, syllable by syllable: ゾルベツキシマブ is zolbetuximab,
// 캄렐리주맙 camrelizumab, パトリツマブ デルクステカン patritumab deruxtecan. The transliteration is
// regular (JAN and the Korean INN rules), so a katakana or Hangul word is the registry medicine whose
// INN sounds the same: both are reduced to their consonants, with the sounds the scripts merge made
// one (l and r, v and b, f and p, z and j, ti and chi, tu and tsu, x and ks, a soft c and s…). Only a
// match of at least five consonants that names one medicine is taken: the registry's brands and codes
// are matched as written elsewhere, and a common word is not that long a string of consonants.

const MIN_CONSONANTS = 5;

/** The consonants of a Latin-letter word as Japanese and Korean hear them. */
function skeleton(latin: string): string {
  let text = latin.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z]/g, "");
  text = text
    .replace(/ph/g, "f")
    .replace(/th/g, "t")
    .replace(/ch(?=[aeiouy])/g, "t") // Hepburn chi is the INN's ti
    .replace(/sh/g, "s")
    .replace(/ts/g, "t") // tsu is tu
    .replace(/qu/g, "k")
    .replace(/x/g, "ks")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c/g, "k")
    .replace(/ck/g, "k")
    .replace(/[lr]/g, "r")
    .replace(/v/g, "b")
    .replace(/f/g, "p")
    .replace(/z/g, "j")
    .replace(/g/g, "k")
    .replace(/h/g, "")
    .replace(/[aeiouyw]/g, "");
  // Whether the word starts with a vowel is kept (アテゾリズマブ, 아미반타맙 as atezolizumab, amivantamab):
  // a word that shares an INN's consonants but not its opening (チェックポイント, atogepant) is another word.
  const opening = /^[aeiouy]/.test(latin.normalize("NFD").toLowerCase().replace(/[^a-z]/g, "")) ? "_" : "";
  return opening + text.replace(/(.)\1+/g, "$1");
}

// Hangul read letter by letter, without the sound changes between syllables that Revised
// Romanization writes (캄렐 is kam-rel, not kamnel): the INN is spelled, not spoken.
const INITIALS = ["g", "g", "n", "d", "t", "r", "m", "b", "b", "s", "s", "", "j", "j", "ch", "k", "t", "p", "h"];
const FINALS = ["", "g", "g", "gs", "n", "nj", "n", "d", "r", "rg", "rm", "rb", "rs", "rt", "rp", "r", "m", "b", "bs", "s", "s", "n", "j", "ch", "k", "t", "p", "h"];

function spellHangul(word: string): string {
  let result = "";
  for (const char of word) {
    const code = char.charCodeAt(0) - 0xac00;
    if (code < 0 || code > 11171) continue;
    result += `${INITIALS[Math.floor(code / 588)]}a${FINALS[code % 28]}`;
  }
  return result;
}

type SoundIndex = Map<string, RegistryEntity | null>;
let index: SoundIndex | undefined;

/** Each medicine by the consonants of its INN; null where two medicines share them. */
function soundIndex(): SoundIndex {
  if (index) return index;
  const built: SoundIndex = new Map();
  for (const drug of DRUGS) {
    const inn = drug.inn ?? drug.name;
    if (!/^[a-z][a-z -]+$/.test(inn)) continue;
    const entity: RegistryEntity = { type: "drug", name: drug.name, key: entityKey("drug", drug.name) };
    // Korean writes an r after a vowel as English says it, not at all (osimertinib 오시머티닙).
    // Japanese writes an m before b or p as ン (olverembatinib オルベレンバチニブ): that form too.
    const forms = [inn, inn.replace(/([aeiou])r(?=[^aeiouy])/g, "$1"), inn.replace(/m(?=[bp])/g, "n")];
    for (const key of new Set(forms.map(skeleton))) {
      if (key.replace("_", "").length < MIN_CONSONANTS) continue;
      built.set(key, built.has(key) && built.get(key)?.key !== entity.key ? null : entity);
    }
  }
  index = built;
  return built;
}

// A katakana word, or two written with a space or a middle dot (パトリツマブ デルクステカン).
const KATAKANA_WORDS = /[\p{Script=Katakana}ー]{4,}(?:[ \u3000・][\p{Script=Katakana}ー]{3,})?/gu;
const HANGUL_WORD = /[가-힣]{4,}/gu;
// Korean particles after a noun: the word without them is tried as well.
const KOREAN_PARTICLE = /(?:으로|에서|과의|와의|은|는|이|가|을|를|의|에|와|과|도|로|만)$/u;
// These are never the end of an INN in Hangul, so the word is not tried with them (셀로닉스를 is no selinexor).
const ONLY_A_PARTICLE = /(?:으로|에서|과의|와의|은|는|을|를|의|에)$/u;

export type SoundMatch = { readonly entity: RegistryEntity; readonly start: number; readonly end: number };

/** Katakana and Hangul words in `text` that are a registry medicine's INN written by its sound. */
export function findInnsBySound(text: string): SoundMatch[] {
  if (!/[\p{Script=Katakana}가-힣]/u.test(text)) return [];
  const sounds = soundIndex();
  const found: SoundMatch[] = [];
  const lookup = (latin: string) => {
    const key = skeleton(latin);
    return key.replace("_", "").length >= MIN_CONSONANTS ? (sounds.get(key) ?? null) : null;
  };
  for (const match of text.matchAll(KATAKANA_WORDS)) {
    const words = match[0].split(/[ \u3000・]/u);
    // Two words as one INN first (patritumab deruxtecan), else the first word alone.
    const candidates = words.length > 1 ? [match[0], words[0]!] : [match[0]];
    for (const written of candidates) {
      const entity = lookup(romanize(written.replace(/[ \u3000・]/gu, ""), "ja"));
      if (entity) {
        found.push({ entity, start: match.index, end: match.index + written.length });
        break;
      }
    }
  }
  for (const match of text.matchAll(HANGUL_WORD)) {
    const bare = match[0].replace(KOREAN_PARTICLE, "");
    for (const written of bare === match[0] || ONLY_A_PARTICLE.test(match[0]) ? [bare] : [bare, match[0]]) {
      const entity = lookup(spellHangul(written));
      if (entity) {
        found.push({ entity, start: match.index, end: match.index + written.length });
        break;
      }
    }
  }
  return found;
}
