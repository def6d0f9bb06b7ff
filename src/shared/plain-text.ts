import { z } from "zod";

/**
 * Trojan Source (CVE-2021-42574): bidirectional embeddings, overrides and isolates make text read
 * differently than it is stored. They go, with invisible separators and operators, deprecated
 * format controls, interlinear annotations and the Mongolian vowel separator.
 */
const ALWAYS_REMOVED = "\\u202A-\\u202E\\u2066-\\u2069\\u200B\\u2060-\\u2064\\uFEFF\\u206A-\\u206F\\uFFF9-\\uFFFB\\u180E";
// Tag characters hide ASCII text from readers ("ASCII smuggling"); only a flag's tag sequence keeps them.
const FLAG_TAG_SEQUENCE = "\\u{1F3F4}[\\u{E0020}-\\u{E007E}]+\\u{E007F}";
const REMOVED = new RegExp(`(${FLAG_TAG_SEQUENCE})|[${ALWAYS_REMOVED}\\u{E0000}-\\u{E007F}]`, "gu");
const SUSPECT = new RegExp(`[${ALWAYS_REMOVED}\\u061C\\u200C-\\u200F\\u{E0000}-\\u{E007F}]`, "u");

const ZWNJ = "\u200C";
const ZWJ = "\u200D";
const DIRECTION_MARKS = new Set(["\u200E", "\u200F", "\u061C"]);
// Scripts whose letters take a different shape or conjunct with a joiner beside them (Persian
// ZWNJ, Indic ZWJ after a virama).
const JOINING_SCRIPT =
  /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Myanmar}\p{scx=Khmer}\p{scx=Tibetan}]/u;
const JOINABLE = /[\p{L}\p{M}]/u;
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const LETTER = /\p{L}/u;
const RIGHT_TO_LEFT_SCRIPT = /[\p{scx=Hebrew}\p{scx=Arabic}\p{scx=Syriac}\p{scx=Thaana}\p{scx=Nko}\p{scx=Samaritan}\p{scx=Mandaic}\p{scx=Adlam}]/u;

const joins = (before = "", after = "") =>
  JOINABLE.test(before) && JOINABLE.test(after) && JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after);

function isKept(char: string, before: string | undefined, after: string | undefined, hasRightToLeft: boolean): boolean {
  if (char === ZWJ) return (EMOJI_PART.test(before ?? "") && PICTOGRAPH.test(after ?? "")) || joins(before, after);
  if (char === ZWNJ) return joins(before, after);
  // A lone RLM among digits in left-to-right text reorders them ("1\u200F-2" shows as "2-1").
  if (DIRECTION_MARKS.has(char)) return hasRightToLeft;
  return true;
}

/**
 * Names, titles and comments as they read: the controls above removed; joiners kept only where a
 * script or an emoji sequence (👨‍👩‍👧) needs them; LRM, RLM and ALM only in text with right-to-left letters.
 */
export function toPlainText(text: string): string {
  if (!SUSPECT.test(text)) return text;
  const chars = Array.from(text.replace(REMOVED, (_match, flag: string | undefined) => flag ?? ""));
  const hasRightToLeft = chars.some((char) => LETTER.test(char) && RIGHT_TO_LEFT_SCRIPT.test(char));
  return chars.filter((char, index) => isKept(char, chars[index - 1], chars[index + 1], hasRightToLeft)).join("");
}

/** A string field cleaned by `toPlainText` before any other check (so "\u200B" alone is blank). */
export function plainTextSchema(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(toPlainText);
}

/** At most `max` characters of `text`, cut at a space when one comes late enough, with an ellipsis when cut. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
