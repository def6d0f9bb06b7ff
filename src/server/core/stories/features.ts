import { hasCjkLetters } from "@/shared/scripts";
import { englishCompanyName, hasNonLatinLetters, languageOfScript } from "../ai/builtin/romanize";
import { functionWords, isCjkFunctionChar, koreanStem } from "../ai/stop-words";
import { MIN_REPORTED_CONFIDENCE, recognize, type LearnedNames, type Recognition } from "../recognize";
import { normalizeUrl } from "../web/normalize-url";
import { findFigures } from "../recognize/figures";
import { minhash, shingles } from "./minhash";

// What the story clustering knows of an item (issue 20 §1): computed once when the item is
// written, stored with it, and compared by score.ts. Everything here is language-independent
// except `words`, which only items of the same language compare.

export type StoryInput = {
  /** Two-letter language code; null when unknown. */
  lang: string | null;
  title: string;
  /** The article's body (the original when it was fetched), without the title. */
  text: string;
  date: Date;
  url?: string | null;
};

export type StoryEvent = {
  type: string;
  regulator: string | null;
  outcome: string | null;
  /** Normalized amounts of money ("USD:1.2e9"), phases ("phase:3") and patient counts ("patients:420"). */
  figures: string[];
};

export type StoryFeatures = {
  lang: string | null;
  /** Milliseconds since the epoch. */
  at: number;
  url: string | null;
  /** The title folded (NFKC, lower case, letters and digits only); null when too short to mean anything. */
  title: string | null;
  /** MinHash signature of title and text; null for text without shingles. */
  signature: number[] | null;
  /** Significant words of the title (lower case, no function words or bare numbers; CJK character pairs). */
  words: string[];
  drugs: string[];
  /** Research codes among the drugs (normalized: "HRS2261"): a code names one molecule in every language. */
  codes: string[];
  /** Amounts of money anywhere in the article, in US dollars at fixed rough rates (comparison only). */
  dollars: number[];
  /** Phases stated anywhere in the article ("3", "1/2"). */
  phases: string[];
  trials: string[];
  /** Trial acronyms as written in Latin letters ("KEYNOTE-189", "NOVA-Lung01"), upper-cased: one trial's name in every language. */
  trialNames: string[];
  companies: string[];
  /**
   * The companies' names by their sound (companySounds): one company written in two scripts
   * (메디젠셀, MediGenCell; イザリオン, Isarion) sounds alike where its keys differ. Absent in features
   * stored before it existed.
   */
  companySounds?: string[];
  indications: string[];
  regulators: string[];
  events: StoryEvent[];
};

const LATIN_FUNCTION_WORDS = functionWords("en", "de", "fr", "es", "it", "pt");
const MIN_TITLE_CHARS = 16;

function foldTitle(title: string): string | null {
  const folded = title
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
  return [...folded].length >= MIN_TITLE_CHARS ? folded : null;
}

/** The words a title is about: Latin and Hangul words without function words, CJK character pairs. */
export function titleWords(title: string): string[] {
  const words = new Set<string>();
  const folded = title.normalize("NFKC").toLowerCase();
  for (const token of folded.match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? []) {
    if (/^\p{Script=Hangul}+$/u.test(token)) {
      const stem = koreanStem(token);
      if ([...stem].length >= 2) words.add(stem);
    } else if (hasCjkLetters(token)) {
      // Pairs within the runs between function characters and kana endings (获, 的, が…).
      let run: string[] = [];
      for (const char of [...token, "的"]) {
        if (isCjkFunctionChar(char) || /\p{Script=Hiragana}/u.test(char)) {
          for (let index = 0; index + 2 <= run.length; index += 1) words.add(run[index]! + run[index + 1]!);
          run = [];
        } else {
          run.push(char);
        }
      }
    } else if (token.length >= 3 && !/^[\d-]+$/.test(token) && !LATIN_FUNCTION_WORDS.has(token)) {
      words.add(token.replace(/(?<=...)s$/, ""));
    }
  }
  return [...words];
}

function amountKey(value: number, currency: string): string {
  // Two significant digits: 1.2 billion and 1.23 billion are the same deal, 1.2 and 1.5 are not.
  return `${currency}:${Number(value.toPrecision(2)).toExponential()}`;
}

function canonicalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return normalizeUrl(url);
  } catch {
    return null;
  }
}

/**
 * Rough US dollar rates, fixed: amounts in two currencies are compared within a tolerance wide
 * enough for a year's exchange-rate moves and the rounding of reports ("约1.5亿美元", "約1800億円").
 */
const DOLLARS_PER: Readonly<Record<string, number>> = { USD: 1, EUR: 1.1, GBP: 1.27, CHF: 1.13, CNY: 0.14, JPY: 0.0068, KRW: 0.00073, CAD: 0.73, AUD: 0.66, HKD: 0.128 };

// A trial's acronym: a word of four or more capitals, then a number, maybe after a word
// ("KEYNOTE-189", "DESTINY-Breast03", "CORAL-1"). Drug codes have the same shape and are left out.
const TRIAL_NAME = /\b[A-Z]{4,}(?:-[A-Z][a-z]+)?-?\d{1,3}[a-z]?\b/g;

function trialNamesOf(text: string, codes: readonly string[]): string[] {
  const names = (text.match(TRIAL_NAME) ?? []).map((name) => name.toUpperCase().replace(/-/g, ""));
  return [...new Set(names.filter((name) => !codes.includes(name)))];
}

// Words that say what kind of company it is, left out of its sound (romanized forms translate them).
const COMPANY_KIND_WORDS = /\b(?:bio|biotech|biotechnology|biosciences?|biologics|biopharma(?:ceuticals?)?|pharma(?:ceuticals?)?|pharm|therapeutics|medicines?|oncology|holdings|group|inc|ltd|corp|co|ag|se|gmbh|sa|sas|plc|kk|cell|cells|genomics|sciences?)\b/gu;
const MIN_SOUND = 3;

/**
 * A company name as the press of any language would spell it by ear: romanized (Revised
 * Romanization, Hepburn, pinyin), its kind of company left out, reduced to consonants with the
 * sounds other scripts merge made one (l and r, b, p, f and v, s and z, soft g and j…), once as
 * written and once without its r and l (English writes an r Japanese and Korean drop, Japanese an
 * ル English has as l). A sound under three consonants says nothing and is left out.
 */
export function companySounds(name: string): string[] {
  const language = languageOfScript(name);
  const english = hasNonLatinLetters(name) ? englishCompanyName(name, language).english : name;
  if (!english) return [];
  const text = english
    .normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(COMPANY_KIND_WORDS, " ").replace(/[^a-z]/g, "")
    .replace(/(?<=.{3})(?:cell|bio|pharma|pharm)$/, "")
    .replace(/ph/g, "f").replace(/th/g, "t").replace(/sh/g, "s").replace(/ts/g, "t").replace(/qu/g, "k").replace(/x/g, "ks")
    .replace(/c(?=[eiy])/g, "s").replace(/ck/g, "k").replace(/c/g, "k").replace(/g(?=[eiy])/g, "j").replace(/g/g, "k")
    .replace(/[lr]/g, "r").replace(/[bfpv]/g, "p").replace(/z/g, "s").replace(/h/g, "").replace(/[aeiouyw]/g, "").replace(/(.)\1+/g, "$1");
  return [...new Set([text, text.replace(/r/g, "").replace(/(.)\1+/g, "$1")])].filter((sound) => sound.length >= MIN_SOUND);
}

const keysOf = (recognition: Recognition, type: string, minConfidence = 0) =>
  [...new Set(recognition.mentions.filter((mention) => mention.type === type && mention.confidence >= minConfidence).map((mention) => mention.key))];

export function storyFeatures(input: StoryInput, recognition?: Recognition, learned?: LearnedNames): StoryFeatures {
  const text = `${input.title}\n\n${input.text}`;
  const found = recognition ?? recognize(text, learned);
  const figures = findFigures(text);
  const codes = [...new Set(found.mentions.flatMap((mention) => mention.identifiers.filter((id) => id.scheme === "drug-code").map((id) => id.value)))];
  const events = found.events
    .filter((event) => event.confidence >= MIN_REPORTED_CONFIDENCE)
    .map((event) => ({
      type: event.type,
      regulator: event.regulator,
      outcome: event.outcome,
      figures: event.figures.flatMap((figure) => {
        if (figure.kind === "amount") return [amountKey(figure.value, figure.currency)];
        if (figure.kind === "phase") return [`phase:${figure.value}`];
        if (figure.kind === "patients") return [`patients:${figure.value}`];
        return [];
      }),
    }));
  return {
    lang: input.lang,
    at: input.date.getTime(),
    url: canonicalUrl(input.url),
    title: foldTitle(input.title),
    signature: minhash(shingles(`${input.title}\n${input.text}`)),
    words: titleWords(input.title),
    drugs: keysOf(found, "drug"),
    codes,
    dollars: [
      ...new Set(
        figures.flatMap(({ figure }) => (figure.kind === "amount" && DOLLARS_PER[figure.currency] ? [Math.round(figure.value * DOLLARS_PER[figure.currency]!)] : [])),
      ),
    ],
    phases: [...new Set(figures.flatMap(({ figure }) => (figure.kind === "phase" ? [figure.value] : [])))],
    trials: keysOf(found, "trial"),
    trialNames: trialNamesOf(text, codes),
    companies: keysOf(found, "company", 0.6),
    companySounds: [
      ...new Set(
        found.mentions
          .filter((mention) => mention.type === "company" && mention.confidence >= 0.6)
          .flatMap((mention) => [...companySounds(mention.name), ...companySounds(mention.text)]),
      ),
    ],
    indications: keysOf(found, "indication"),
    regulators: keysOf(found, "regulator"),
    events,
  };
}
