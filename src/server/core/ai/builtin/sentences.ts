// Sentence splitting for Latin-script languages (English, German: ".", "!", "?" with
// abbreviations) and for Chinese and Japanese ("。", "！", "？"). Korean uses Latin punctuation.
// Each line break ends a sentence: extracted article text has one paragraph per line.

export type Sentence = {
  /** Index in the list. */
  readonly index: number;
  readonly text: string;
  /** Offsets into the text that was split. */
  readonly start: number;
  readonly end: number;
  readonly paragraph: number;
};

const CJK_TERMINATORS = new Set(["。", "！", "？", "．"]);
const LATIN_TERMINATORS = new Set([".", "!", "?"]);
const CLOSERS = new Set(['"', "'", "”", "’", "」", "』", "）", ")", "]", "】", "》"]);
const CJK_QUOTES: Record<string, string> = { "“": "”", "「": "」", "『": "』" };

// How far a sentence's punctuation looks around itself. Every look is bounded, so that splitting a
// line is linear in its length, however long the line and whatever it holds.
const QUOTE_REACH = 400;
const WORD_REACH = 100;

/** A CJK quotation opened before `at` (within reach) and closed later in the line holds several sentences. */
function insideCjkQuote(line: string, from: number, at: number): boolean {
  for (let index = at - 1; index >= Math.max(from, at - QUOTE_REACH); index -= 1) {
    const char = line[index]!;
    if (Object.values(CJK_QUOTES).includes(char)) return false;
    const closer = CJK_QUOTES[char];
    if (closer) return line.slice(at, at + QUOTE_REACH).includes(closer);
  }
  return false;
}

// Lower-case, without the final dot.
const ABBREVIATIONS = new Set([
  "dr", "mr", "mrs", "ms", "prof", "sr", "jr", "st", "inc", "corp", "co", "ltd", "llc", "plc", "no", "nos", "vs",
  "e.g", "i.e", "etc", "al", "fig", "approx", "est", "dept", "u.s", "u.k", "u.n", "e.u", "jan", "feb", "mar",
  "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "mon", "tue", "wed", "thu", "fri", "sat",
  "sun", "mg", "ml", "vol", "ph.d", "m.d", "z.b", "bzw", "ca", "d.h", "u.a", "usw", "vgl", "mio", "mrd", "nr",
  "abs", "inkl", "evtl", "ggf", "sog", "dt", "jh", "gmbh", "ag",
]);

// German ordinals ("am 3. März", "im 2. Quartal") follow these words.
const ORDINAL_LEADS = new Set(["am", "im", "vom", "zum", "bis", "ab", "seit", "den", "dem", "der", "des", "zur", "beim"]);

function previousWords(line: string, dot: number): [string, string] {
  const before = line.slice(Math.max(0, dot - WORD_REACH), dot);
  const match = /(\S+)\s+(\S+)$/.exec(before) ?? /()(\S+)$/.exec(before);
  return [match?.[1]?.toLowerCase() ?? "", match?.[2] ?? ""];
}

function isLatinBoundary(line: string, at: number): boolean {
  const mark = line[at]!;
  let next = at + 1;
  while (next < line.length && CLOSERS.has(line[next]!)) next += 1;
  if (next >= line.length) return true;
  if (!/\s/.test(line[next]!) && !/[\p{Script=Han}\p{Script=Hangul}]/u.test(line[next]!)) return false;
  const following = line.slice(next, next + WORD_REACH).trimStart();
  if (!following) return true;
  if (/^\p{Ll}/u.test(following)) return false;
  if (mark !== ".") return true;
  const [earlier, word] = previousWords(line, at);
  const bare = word.replace(/^[("'“‘[]+/, "").toLowerCase();
  if (ABBREVIATIONS.has(bare)) return false;
  if (/^\p{Lu}$/u.test(bare.toUpperCase()) && bare.length === 1) return false;
  if (/^(\p{L}\.)+\p{L}$/u.test(bare)) return false;
  if (/^\d{1,2}$/.test(bare) && ORDINAL_LEADS.has(earlier)) return false;
  return true;
}

/** Splits text into sentences with their offsets; `offset` is added to every offset. */
export function splitSentences(text: string, offset = 0): Sentence[] {
  const sentences: Sentence[] = [];
  let paragraph = 0;
  let lineStart = 0;
  for (const line of text.split("\n")) {
    if (line.trim()) {
      let start = 0;
      const push = (end: number) => {
        const raw = line.slice(start, end);
        const leading = raw.length - raw.trimStart().length;
        const trimmed = raw.trim();
        if (trimmed) {
          const absolute = offset + lineStart + start + leading;
          sentences.push({ index: sentences.length, text: trimmed, start: absolute, end: absolute + trimmed.length, paragraph });
        }
        start = end;
      };
      for (let at = 0; at < line.length; at += 1) {
        const char = line[at]!;
        if (CJK_TERMINATORS.has(char)) {
          let end = at + 1;
          while (end < line.length && (CLOSERS.has(line[end]!) || CJK_TERMINATORS.has(line[end]!))) end += 1;
          const closesQuote = [...line.slice(at + 1, end)].some((next) => Object.values(CJK_QUOTES).includes(next));
          if (!closesQuote && insideCjkQuote(line, start, at)) continue;
          push(end);
          at = end - 1;
        } else if (LATIN_TERMINATORS.has(char) && isLatinBoundary(line, at)) {
          let end = at + 1;
          while (end < line.length && (CLOSERS.has(line[end]!) || LATIN_TERMINATORS.has(line[end]!))) end += 1;
          push(end);
          at = end - 1;
        }
      }
      push(line.length);
      paragraph += 1;
    }
    lineStart += line.length + 1;
  }
  return sentences;
}
