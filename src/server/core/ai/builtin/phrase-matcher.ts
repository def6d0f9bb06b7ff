// Finds many phrases in one pass (Aho–Corasick over a case- and width-folded copy of the text),
// then applies the matching rules written in src/shared/news/vocabularies.ts, plus a word start
// for Hangul and an optional plural "s".

/** The text and two folded copies of the same length, so that offsets are shared. */
export type FoldedText = { readonly text: string; readonly lower: string; readonly cased: string };

export type PhraseMatch<T> = { readonly value: T; readonly start: number; readonly end: number };

const SPACE = 32;
const HYPHEN = 45;
const APOSTROPHE = 39;
const foldCache = new Map<number, readonly [lower: number, cased: number]>();

function foldUnit(code: number): readonly [number, number] {
  if (code < 128) {
    if (code >= 65 && code <= 90) return [code + 32, code];
    if (code === 9 || code === 10 || code === 13) return [SPACE, SPACE];
    return [code, code];
  }
  const cached = foldCache.get(code);
  if (cached) return cached;
  let cased = code;
  if (code < 0xd800 || code > 0xdfff) {
    const normalized = String.fromCharCode(code).normalize("NFKC");
    if (normalized.length === 1) cased = normalized.charCodeAt(0);
    if ((cased >= 0x2010 && cased <= 0x2015) || cased === 0x2212 || cased === 0xfe63 || cased === 0xff0d) cased = HYPHEN;
    else if (cased === 0x2018 || cased === 0x2019 || cased === 0x2032) cased = APOSTROPHE;
    else if (/\s/.test(String.fromCharCode(cased))) cased = SPACE;
  }
  const lowered = String.fromCharCode(cased).toLowerCase();
  const result = [lowered.length === 1 ? lowered.charCodeAt(0) : cased, cased] as const;
  foldCache.set(code, result);
  return result;
}

function fromCodes(codes: Uint16Array): string {
  let result = "";
  for (let index = 0; index < codes.length; index += 8192) {
    result += String.fromCharCode(...codes.subarray(index, index + 8192));
  }
  return result;
}

export function foldText(text: string): FoldedText {
  const lower = new Uint16Array(text.length);
  const cased = new Uint16Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const [lowerCode, casedCode] = foldUnit(text.charCodeAt(index));
    lower[index] = lowerCode;
    cased[index] = casedCode;
  }
  return { text, lower: fromCodes(lower), cased: fromCodes(cased) };
}

/** Latin letters, digits and Greek letters: the characters a Latin-script word is made of. */
function isWordCode(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 0xc0 && code <= 0x24f && code !== 0xd7 && code !== 0xf7) ||
    (code >= 0x370 && code <= 0x3ff) ||
    (code >= 0x1e00 && code <= 0x1eff)
  );
}

function isLatinLetterCode(code: number): boolean {
  return isWordCode(code) && !(code >= 48 && code <= 57);
}

function isHangulCode(code: number): boolean {
  return (code >= 0xac00 && code <= 0xd7a3) || (code >= 0x1100 && code <= 0x11ff) || (code >= 0x3130 && code <= 0x318f);
}

type CompiledPhrase<T> = {
  readonly value: T;
  readonly length: number;
  readonly cased: string | null;
  readonly leadingWildcard: boolean;
  readonly trailingWildcard: boolean;
  readonly startRule: "word" | "hangul" | "none";
  readonly endsInWord: boolean;
  readonly pluralizable: boolean;
};

const ACRONYM = /^[A-Z][A-Z.&]*$/;

function compile<T>(phrase: string, value: T): { core: string; compiled: CompiledPhrase<T> } | null {
  let core = phrase.trim();
  const leadingWildcard = core.startsWith("*");
  const trailingWildcard = core.endsWith("*");
  core = core.replace(/^\*|\*$/g, "").trim();
  if (!core) return null;
  const folded = foldText(core);
  const letters = folded.cased.replace(/[^A-Z]/g, "").length;
  const isAcronym = ACRONYM.test(folded.cased) && letters >= 2 && letters <= 6;
  const first = folded.lower.charCodeAt(0);
  const last = folded.lower.charCodeAt(folded.lower.length - 1);
  return {
    core: folded.lower,
    compiled: {
      value,
      length: core.length,
      cased: isAcronym ? folded.cased : null,
      leadingWildcard,
      trailingWildcard,
      startRule: isWordCode(first) ? "word" : isHangulCode(first) ? "hangul" : "none",
      endsInWord: isWordCode(last),
      pluralizable: isLatinLetterCode(last) && !trailingWildcard,
    },
  };
}

/** A state's one child is kept in two arrays; a state with more children marks it so and keeps them in a Map. */
const NO_CHILD = -1;
const BRANCHES = -2;

/**
 * The trie is stored compactly: most of its states (each letter of each name) have one child, so a
 * state's child sits in two number arrays, and only the few states that branch hold a Map; the
 * phrases ending at a state are kept only where some do, and a state reaches the others through its
 * nearest suffix state that has some. A Map per state took about 70 MB for the entity registry.
 */
export class PhraseMatcher<T> {
  private readonly onlyCode: number[] = [NO_CHILD];
  private readonly onlyTarget: number[] = [0];
  private readonly branches = new Map<number, Map<number, number>>();
  private readonly fail: number[] = [0];
  /** The phrases that end at a state, for the states where some do. */
  private readonly ending = new Map<number, number[]>();
  /** The state itself or its nearest suffix state (by failure links) where a phrase ends; 0 for none. */
  private readonly outputAt: number[] = [0];
  private readonly phrases: CompiledPhrase<T>[] = [];

  constructor(entries: Iterable<{ readonly phrase: string; readonly value: T }>) {
    for (const { phrase, value } of entries) {
      const result = compile(phrase, value);
      if (!result) continue;
      this.insert(result.core, this.phrases.length);
      this.phrases.push(result.compiled);
    }
    this.link();
  }

  private child(state: number, code: number): number | undefined {
    const only = this.onlyCode[state]!;
    if (only === code) return this.onlyTarget[state];
    return only === BRANCHES ? this.branches.get(state)!.get(code) : undefined;
  }

  private children(state: number): Iterable<[code: number, target: number]> {
    const only = this.onlyCode[state]!;
    if (only === NO_CHILD) return [];
    return only === BRANCHES ? this.branches.get(state)! : [[only, this.onlyTarget[state]!]];
  }

  private addChild(state: number, code: number): number {
    const target = this.onlyCode.length;
    this.onlyCode.push(NO_CHILD);
    this.onlyTarget.push(0);
    this.fail.push(0);
    this.outputAt.push(0);
    const only = this.onlyCode[state]!;
    if (only === NO_CHILD) {
      this.onlyCode[state] = code;
      this.onlyTarget[state] = target;
    } else if (only === BRANCHES) {
      this.branches.get(state)!.set(code, target);
    } else {
      this.branches.set(
        state,
        new Map([
          [only, this.onlyTarget[state]!],
          [code, target],
        ]),
      );
      this.onlyCode[state] = BRANCHES;
    }
    return target;
  }

  private insert(word: string, id: number): void {
    let state = 0;
    for (let index = 0; index < word.length; index += 1) {
      const code = word.charCodeAt(index);
      state = this.child(state, code) ?? this.addChild(state, code);
    }
    const ending = this.ending.get(state);
    if (ending) ending.push(id);
    else this.ending.set(state, [id]);
  }

  private link(): void {
    const queue: number[] = [...this.children(0)].map(([, target]) => target);
    for (const state of queue) this.outputAt[state] = this.ending.has(state) ? state : 0;
    for (let head = 0; head < queue.length; head += 1) {
      const state = queue[head]!;
      for (const [code, target] of this.children(state)) {
        let fallback = this.fail[state]!;
        while (fallback !== 0 && this.child(fallback, code) === undefined) fallback = this.fail[fallback]!;
        const linked = this.child(fallback, code);
        this.fail[target] = linked !== undefined && linked !== target ? linked : 0;
        this.outputAt[target] = this.ending.has(target) ? target : this.outputAt[this.fail[target]!]!;
        queue.push(target);
      }
    }
  }

  /** Every match, by start and then longest first; the same value at the same span only once. */
  findAll(folded: FoldedText): PhraseMatch<T>[] {
    const { lower } = folded;
    const matches: PhraseMatch<T>[] = [];
    const seen = new Set<string>();
    let state = 0;
    for (let index = 0; index < lower.length; index += 1) {
      const code = lower.charCodeAt(index);
      while (state !== 0 && this.child(state, code) === undefined) state = this.fail[state]!;
      state = this.child(state, code) ?? 0;
      for (let at = this.outputAt[state]!; at !== 0; at = this.outputAt[this.fail[at]!]!) {
        for (const id of this.ending.get(at)!) {
          const phrase = this.phrases[id]!;
          const span = this.accept(folded, phrase, index + 1 - phrase.length, index + 1);
          if (!span) continue;
          const key = `${span[0]}:${span[1]}:${id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          matches.push({ value: phrase.value, start: span[0], end: span[1] });
        }
      }
    }
    return matches.sort((a, b) => a.start - b.start || b.end - a.end);
  }

  private accept(folded: FoldedText, phrase: CompiledPhrase<T>, coreStart: number, coreEnd: number): [number, number] | null {
    const { lower, cased } = folded;
    if (phrase.cased !== null && cased.slice(coreStart, coreEnd) !== phrase.cased) return null;
    let start = coreStart;
    let end = coreEnd;
    if (phrase.leadingWildcard) {
      while (start > 0 && isLatinLetterCode(lower.charCodeAt(start - 1))) start -= 1;
    } else if (start > 0) {
      const before = lower.charCodeAt(start - 1);
      if (phrase.startRule === "word" && isWordCode(before)) return null;
      if (phrase.startRule === "hangul" && isHangulCode(before)) return null;
    }
    if (phrase.trailingWildcard) {
      while (end < lower.length && isLatinLetterCode(lower.charCodeAt(end))) end += 1;
    } else if (phrase.endsInWord && end < lower.length) {
      if (phrase.pluralizable && lower.charCodeAt(end) === 115 && !isWordCode(lower.charCodeAt(end + 1))) end += 1;
      else if (isWordCode(lower.charCodeAt(end))) return null;
    }
    return [start, end];
  }
}

/** Drops each match that lies inside a longer one ("antibody" inside "bispecific antibody"). */
export function keepLongest<M extends { readonly start: number; readonly end: number }>(matches: readonly M[]): M[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: M[] = [];
  // A match is inside a longer one when an earlier start reaches its end, or the same start goes further.
  let reachBefore = -1;
  let index = 0;
  while (index < sorted.length) {
    const start = sorted[index]!.start;
    const groupEnd = sorted[index]!.end;
    for (; index < sorted.length && sorted[index]!.start === start; index += 1) {
      const match = sorted[index]!;
      if (reachBefore < match.end && groupEnd <= match.end) kept.push(match);
    }
    reachBefore = Math.max(reachBefore, groupEnd);
  }
  return kept;
}
