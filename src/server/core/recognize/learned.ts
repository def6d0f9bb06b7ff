import { hasCjkLetters } from "@/shared/scripts";
import { PhraseMatcher, type FoldedText } from "@/server/core/ai/builtin/phrase-matcher";
import { shortNameOf } from "./company-shapes";
import { stripAccents } from "./normalize";
import { REVIEW_BELOW, type EntityType } from "./types";

// The registry grown from ingest: companies and drugs no list knows that an earlier article
// named by their shape ("Nuvaris Therapeutics") or an editor named, recognized by those names in
// the articles that follow, where nothing else would find them ("Nuvaris" alone in a headline).
// The database holds them; this module only matches their names, so it stays free of storage.

/** An entity the registry does not list, with the names it was seen under. */
export type LearnedEntity = { readonly key: string; readonly type: EntityType; readonly name: string; readonly names: readonly string[] };

type LearnedPhrase = { readonly entity: LearnedEntity; readonly confidence: number; readonly cased: boolean };

export type LearnedHit = { readonly entity: LearnedEntity; readonly start: number; readonly end: number; readonly confidence: number };

// A full name seen before links firmly; its first word alone ("Nuvaris") is likely the same
// company but may be another, so that link waits for an editor.
const FULL_NAME_CONFIDENCE = 0.8;
const SHORT_NAME_CONFIDENCE = REVIEW_BELOW - 0.1;
// Shorter names are too often something else ("Apex", "Nova").
const NAME_CHARS_MIN = 4;

function phrasesOf(entity: LearnedEntity): { phrase: string; value: LearnedPhrase }[] {
  const phrases = new Map<string, LearnedPhrase>();
  for (const name of [entity.name, ...entity.names]) {
    const cjk = hasCjkLetters(name);
    if (name.length >= (cjk ? 3 : NAME_CHARS_MIN)) phrases.set(stripAccents(name), { entity, confidence: FULL_NAME_CONFIDENCE, cased: !cjk });
  }
  const short = entity.type === "company" ? shortNameOf(entity.name) : null;
  if (short && !phrases.has(short)) phrases.set(short, { entity, confidence: SHORT_NAME_CONFIDENCE, cased: true });
  return [...phrases].map(([phrase, value]) => ({ phrase, value }));
}

/** A matcher over the names of entities learned from ingest (one pass over the text, as the registry's). */
export class LearnedNames {
  private readonly matcher: PhraseMatcher<LearnedPhrase>;
  readonly size: number;

  constructor(entities: readonly LearnedEntity[]) {
    this.matcher = new PhraseMatcher(entities.flatMap(phrasesOf));
    this.size = entities.length;
  }

  /** Learned names in the text (`folded` from `foldForMatching`); a Latin name must be written capitalized, as a name is. */
  find(text: string, folded: FoldedText): LearnedHit[] {
    return this.matcher
      .findAll(folded)
      .filter(({ value, start }) => !value.cased || /^\p{Lu}/u.test(text[start]!))
      .map(({ value, start, end }) => ({ entity: value.entity, start, end, confidence: value.confidence }));
  }
}
