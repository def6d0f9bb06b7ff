import { splitSentences, type Sentence } from "@/server/core/ai/builtin/sentences";
import { detectLanguage } from "@/server/core/ai/language";
import { BACKGROUND, HEDGES, NEGATIONS, TRIGGER_LANGUAGES, TRIGGERS, type Trigger, type TriggerLanguage, WITHDRAWAL } from "./event-triggers";
import { eventDate, findDates, type LocatedDate } from "./dates";
import { findFigures, orderAmounts, type LocatedFigure } from "./figures";
import { entityKey } from "./keys";
import { REGULATORS } from "./registry/regulators";
import type { EventType, Figure, Mention, RecognizedEvent } from "./types";

// The events an article reports, in any language: trigger words and patterns per sentence
// (event-triggers.ts), taken back when hedged ("plans to file") or negated, lowered when told as
// background ("a rival drug approved last year"), then one event per type (per designation) for
// the article, with its subjects, regulator and figures from the mentions and the text.

/**
 * Below this an event is a mention, not what the article reports (background, a weak word): kept
 * for stories and catalysts, not to be stated as the article's news.
 */
export const MIN_REPORTED_CONFIDENCE = 0.5;
const BACKGROUND_CONFIDENCE = 0.4;

// Events a regulator decides or receives.
const REGULATED = new Set<EventType>(["approval", "submission", "filing-acceptance", "designation", "complete-response-letter"]);
// Deals: their amounts are the headline figures; they are often stated in the next sentence.
const DEALS = new Set<EventType>(["licensing", "partnership", "acquisition", "financing"]);
const CJK = new Set<TriggerLanguage>(["zh", "ja", "ko"]);
// How far before a trigger a hedge or a negation still governs it (UTF-16 units).
const HEDGE_WINDOW = { latin: 50, cjk: 30 };
const NEGATION_WINDOW = { latin: 16, cjk: 3 };
const AFTER_WINDOW = 12;
// Japanese and Korean close a list of examples after it ("買収など", "인수 등").
const EXAMPLE_AFTER = /^(?:など|\s?등(?:을|의|이|에|과|도|으로)?(?![\p{L}]))/u;
// A sentence reports a few events at most; past this many triggers it is a list or junk, and each
// trigger's nearest mentions would be sought among all of its mentions (quadratic time).
const MAX_HITS_PER_SENTENCE = 12;

type CompiledTrigger = Trigger & { readonly regex: RegExp; readonly requiresRegex: RegExp | null };

// A language's triggers are tried only on sentences written (at least partly) in its script, and
// only where one of them could match (one scan for all of them first: most sentences have none).
const SCRIPTS: Readonly<Record<TriggerLanguage, RegExp>> = {
  en: /\p{Script=Latin}/u,
  de: /\p{Script=Latin}/u,
  fr: /\p{Script=Latin}/u,
  es: /\p{Script=Latin}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  ko: /\p{Script=Hangul}/u,
};

/** A Latin-script pattern as whole words (bounded by letters and digits). */
export const letterBounded = (source: string) => String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`;

function compile(language: TriggerLanguage, trigger: Trigger): CompiledTrigger {
  const cjk = CJK.has(language);
  const flags = cjk || trigger.cased ? "gu" : "giu";
  return {
    ...trigger,
    regex: new RegExp(cjk ? trigger.pattern : letterBounded(trigger.pattern), flags),
    requiresRegex: trigger.requires ? new RegExp(cjk ? trigger.requires : letterBounded(trigger.requires), cjk ? "u" : "iu") : null,
  };
}

type TriggerSet = { readonly script: RegExp; readonly any: RegExp; readonly triggers: readonly CompiledTrigger[] };

// Every language's triggers run on every text: articles mix languages (an English drug name in a
// Korean sentence) and a short title may be detected wrong. Hedges and negations are the
// article's language's (German "will" is a plan, English "will" is not).
const COMPILED: readonly TriggerSet[] = TRIGGER_LANGUAGES.map((language) => ({
  script: SCRIPTS[language],
  any: new RegExp(TRIGGERS[language].map(({ pattern }) => `(?:${pattern})`).join("|"), "iu"),
  triggers: TRIGGERS[language].map((trigger) => compile(language, trigger)),
}));

type Cues = { readonly before: RegExp; readonly after: RegExp | null; readonly cjk: boolean };

function cues(language: TriggerLanguage, table: typeof HEDGES, anchoredAfter: boolean): Cues {
  const entry = table[language];
  const before = CJK.has(language) ? `(?:${entry.before})` : letterBounded(entry.before);
  const after = entry.after ? new RegExp(anchoredAfter ? entry.after : `^[^。.!?]{0,${AFTER_WINDOW}}?(?:${entry.after})`, CJK.has(language) ? "u" : "iu") : null;
  return { before: new RegExp(before, CJK.has(language) ? "u" : "iu"), after, cjk: CJK.has(language) };
}

type LanguageCues = { readonly hedges: readonly Cues[]; readonly negations: readonly Cues[]; readonly background: RegExp };

const cueCache = new Map<TriggerLanguage, LanguageCues>();
function cuesFor(language: TriggerLanguage): LanguageCues {
  const cached = cueCache.get(language);
  if (cached) return cached;
  const languages = language === "en" ? ["en" as const] : [language, "en" as const];
  const background = languages.map((each) => (CJK.has(each) ? BACKGROUND[each] : letterBounded(BACKGROUND[each]))).join("|");
  const built = {
    hedges: languages.map((each) => cues(each, HEDGES, false)),
    negations: languages.map((each) => cues(each, NEGATIONS, true)),
    background: new RegExp(background, "iu"),
  };
  cueCache.set(language, built);
  return built;
}

type Hit = { readonly trigger: CompiledTrigger; readonly start: number; readonly end: number; readonly detail: string | null };

/** Trigger matches in a sentence: where patterns overlap the longest wins, keeping a detail the shorter one carried ("wins FDA accelerated approval"). */
function findHits(sentence: Sentence): Hit[] {
  const candidates = COMPILED.filter(({ script, any }) => script.test(sentence.text) && any.test(sentence.text)).flatMap(({ triggers }) => triggers);
  const all = candidates.flatMap((trigger) => {
    if (trigger.requiresRegex && !trigger.requiresRegex.test(sentence.text)) return [];
    return [...sentence.text.matchAll(trigger.regex)].map((match) => ({ trigger, start: sentence.start + match.index, end: sentence.start + match.index + match[0].length, detail: trigger.detail ?? null }));
  });
  all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Hit[] = [];
  for (const hit of all) {
    const winner = kept.find((other) => hit.start < other.end && other.start < hit.end);
    if (!winner) kept.push(hit);
    else if (winner.trigger.type === hit.trigger.type && !winner.detail && hit.detail) kept[kept.indexOf(winner)] = { ...winner, detail: hit.detail };
  }
  return kept.filter((hit) => hit.trigger.type !== "block").sort((a, b) => a.start - b.start);
}

// In one sentence, an event that is only the setting of another goes: the application an
// acceptance or a complete response letter is about, the collaboration a licence is part of.
const SETTING_OF: Partial<Record<EventType, readonly EventType[]>> = {
  submission: ["filing-acceptance", "complete-response-letter", "approval", "designation"],
  partnership: ["licensing", "acquisition"],
};

function withoutSettings(hits: readonly Hit[]): Hit[] {
  const types = new Set(hits.map((hit) => hit.trigger.type));
  return hits.filter((hit) => !(SETTING_OF[hit.trigger.type as EventType] ?? []).some((type) => types.has(type)));
}

function governed(text: string, sentence: Sentence, hit: Hit, cueList: readonly Cues[], window: { latin: number; cjk: number }): boolean {
  const before = text.slice(Math.max(sentence.start, hit.start - window.latin), hit.start);
  const cjkBefore = text.slice(Math.max(sentence.start, hit.start - window.cjk), hit.start);
  const after = text.slice(hit.end, sentence.end);
  return cueList.some((cue) => cue.before.test(cue.cjk ? cjkBefore : before) || (cue.after?.test(after) ?? false));
}

type Located = Mention & { readonly at: number };

/** Mentions with offsets checked against the text (a recognizer that prepared the text differently may be off by a few units). */
function locate(text: string, mentions: readonly Mention[]): Located[] {
  return mentions.flatMap((mention) => {
    if (text.slice(mention.start, mention.end) === mention.text) return [{ ...mention, at: mention.start }];
    const before = text.lastIndexOf(mention.text, mention.start);
    const after = text.indexOf(mention.text, mention.start);
    const candidates = [before, after].filter((index) => index >= 0);
    if (!candidates.length) return [];
    const at = candidates.reduce((best, index) => (Math.abs(index - mention.start) < Math.abs(best - mention.start) ? index : best));
    return [{ ...mention, start: at, end: at + mention.text.length, at }];
  });
}

const inside = (mention: Located, sentence: Sentence) => mention.start >= sentence.start && mention.end <= sentence.end;

/** Each sentence's mentions, in one pass over both in text order (sentences do not overlap). */
function mentionsBySentence(sentences: readonly Sentence[], mentions: readonly Located[]): Located[][] {
  const ordered = [...mentions].sort((a, b) => a.start - b.start);
  const result: Located[][] = sentences.map(() => []);
  let next = 0;
  for (const sentence of sentences) {
    while (next < ordered.length && ordered[next]!.start < sentence.start) next += 1;
    for (let index = next; index < ordered.length && ordered[index]!.start < sentence.end; index += 1) {
      if (inside(ordered[index]!, sentence)) result[sentence.index]!.push(ordered[index]!);
    }
  }
  return result;
}

/** Company and drug keys, most likely subject first: the sentence's first company, the drug nearest the trigger, then the rest. */
function subjectsOf(mentions: readonly Located[], at: number): string[] {
  const companies = mentions.filter((mention) => mention.type === "company");
  const drugs = [...mentions.filter((mention) => mention.type === "drug")].sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at));
  const ordered = [companies[0], drugs[0], ...companies.slice(1), ...drugs.slice(1)].flatMap((mention) => (mention ? [mention.key] : []));
  return [...new Set(ordered)];
}

// HTA bodies and payers (G-BA, NICE, HAS…) assess benefit and price; they approve, accept or
// designate nothing. A sentence where only they act reports no regulatory event ("La HAS accorde
// une ASMR IV", "G-BA sieht keinen Zusatznutzen").
const ASSESSORS = new Set(REGULATORS.filter((regulator) => regulator.assesses).map((regulator) => entityKey("regulator", regulator.name)));

/** The authority nearest the trigger in its sentence; "assessor" where only HTA bodies are named there. */
function nearestRegulator(mentions: readonly Located[], hit: Hit): string | "assessor" | null {
  const regulators = mentions.filter((mention) => mention.type === "regulator");
  const authorities = regulators.filter((mention) => !ASSESSORS.has(mention.key));
  authorities.sort((a, b) => Math.abs(a.start - hit.start) - Math.abs(b.start - hit.start));
  return authorities[0]?.key ?? (regulators.length ? "assessor" : null);
}

// "国内で承認を取得", "국내 허가", "国内获批": in a Japanese, Korean or Chinese article, the country's
// own authority acts where no other is named in the sentence.
const HOME_REGULATORS: Partial<Record<TriggerLanguage, { readonly words: RegExp; readonly key: string }>> = {
  ja: { words: /国内(?:で|において|における|の)|日本(?:で|国内)|本邦/u, key: entityKey("regulator", "PMDA") },
  ko: { words: /국내(?:에서|\s?(?:품목\s?)?허가)/u, key: entityKey("regulator", "MFDS") },
  zh: { words: /(?:在|于)?国内(?:获批|上市|批准)|中国(?:大陆)?(?:获批|批准上市)/u, key: entityKey("regulator", "NMPA") },
};

function homeRegulator(sentence: Sentence, language: TriggerLanguage): string | null {
  const home = HOME_REGULATORS[language];
  return home?.words.test(sentence.text) ? home.key : null;
}

type Candidate = {
  readonly hit: Hit;
  readonly sentence: Sentence;
  readonly inTitle: boolean;
  readonly confidence: number;
  readonly subjects: readonly string[];
  readonly regulator: string | null;
  readonly amounts: readonly Figure[];
  readonly others: readonly Figure[];
};

/** The next two sentences of the paragraph; after the title, the body's first two. */
function following(sentences: readonly Sentence[], sentence: Sentence, titleEnd: number): Sentence[] {
  const next = sentences.slice(sentence.index + 1, sentence.index + 3);
  return sentence.start < titleEnd ? next : next.filter((other) => other.paragraph === sentence.paragraph);
}

// A sentence's figures, read once however many events it reports or precedes.
const figureCache = new WeakMap<Sentence, readonly LocatedFigure[]>();
function figuresOf(sentence: Sentence): readonly LocatedFigure[] {
  const cached = figureCache.get(sentence);
  if (cached) return cached;
  const found = findFigures(sentence.text).map((figure) => ({ ...figure, start: figure.start + sentence.start, end: figure.end + sentence.start }));
  figureCache.set(sentence, found);
  return found;
}

const dateCache = new WeakMap<Sentence, readonly LocatedDate[]>();
function datesOf(sentence: Sentence): readonly LocatedDate[] {
  const found = dateCache.get(sentence) ?? findDates(sentence.text);
  dateCache.set(sentence, found);
  return found;
}

/** The event's date: one written in its sentence, the nearest its trigger (dates.ts eventDate). */
function dateFor(sentence: Sentence, hit: Hit): Figure[] {
  const date = eventDate(sentence.text, datesOf(sentence), { start: hit.start - sentence.start, end: hit.end - sentence.start });
  return date ? [date] : [];
}

/** A deal's amounts are in its sentence and, as often, in the next one or two. */
function figuresFor(text: string, sentences: readonly Sentence[], sentence: Sentence, titleEnd: number, hit: Hit) {
  const type = hit.trigger.type as EventType;
  const others = [...figuresOf(sentence).flatMap(({ figure }) => (figure.kind === "amount" ? [] : [figure])), ...dateFor(sentence, hit)];
  if (!DEALS.has(type)) return { amounts: [], others };
  const amountsIn = (other: Sentence) => figuresOf(other).filter(({ figure }) => figure.kind === "amount");
  // The next sentences' amounts come after the sentence's own, so they lead only as a stated total.
  const amounts = [sentence, ...following(sentences, sentence, titleEnd)].flatMap(amountsIn).slice(0, 6);
  return { amounts: orderAmounts(text, amounts).map(({ figure }) => figure), others };
}

function candidatesIn(text: string, sentences: readonly Sentence[], sentence: Sentence, titleEnd: number, local: readonly Located[], language: TriggerLanguage): Candidate[] {
  const { hedges, negations, background } = cuesFor(language);
  const isBackground = background.test(sentence.text);
  return withoutSettings(findHits(sentence).slice(0, MAX_HITS_PER_SENTENCE)).flatMap((hit) => {
    if (governed(text, sentence, hit, hedges, HEDGE_WINDOW) || governed(text, sentence, hit, negations, NEGATION_WINDOW)) return [];
    // "シャイアー買収などを主導した", "인수 등을 이끌었다": an event cited as one example of what someone did.
    if (EXAMPLE_AFTER.test(text.slice(hit.end, hit.end + 5))) return [];
    const type = hit.trigger.type as EventType;
    const regulator = REGULATED.has(type) ? (nearestRegulator(local, hit) ?? homeRegulator(sentence, language)) : null;
    if (regulator === "assessor") return [];
    const { amounts, others } = figuresFor(text, sentences, sentence, titleEnd, hit);
    return [{
      hit,
      sentence,
      inTitle: sentence.start < titleEnd,
      confidence: isBackground ? BACKGROUND_CONFIDENCE : hit.trigger.strength,
      subjects: subjectsOf(local, hit.start),
      regulator,
      amounts,
      others,
    }];
  });
}

/** A trigger found in a sentence, with what takes it back there: catalysts (catalysts.ts) read these, for a hedged event with a date is an expected one. */
export type TriggerHit = {
  readonly type: EventType;
  readonly detail: string | null;
  readonly outcome: "met" | "missed" | null;
  readonly start: number;
  readonly end: number;
  readonly strength: number;
  /** A plan, a forecast ("plans to file", 预计, 予定). */
  readonly hedged: boolean;
  readonly negated: boolean;
  /** The sentence tells it as background ("a rival drug approved last year"). */
  readonly background: boolean;
};

const WITHDRAWALS = TRIGGER_LANGUAGES.map((language) => new RegExp(CJK.has(language) ? WITHDRAWAL[language] : letterBounded(WITHDRAWAL[language]), "iu"));

/** Whether a text tells a regulator taking an approval back ("suspend la licence", "품목허가를 취소"), in any language. */
export function tellsWithdrawal(text: string): boolean {
  return WITHDRAWALS.some((regex) => regex.test(text));
}

/** Whether a sentence tells what it says as background ("a rival approved last year", "im vergangenen Jahr aufgegeben"), by its language's cues. */
export function toldAsBackground(sentence: string, language: string): boolean {
  const known = (TRIGGER_LANGUAGES as readonly string[]).includes(language) ? (language as TriggerLanguage) : "en";
  return cuesFor(known).background.test(sentence);
}

/** The event triggers of one sentence of `text`, settings of another event dropped (the same reading as recognizeEvents). */
export function triggerHits(text: string, sentence: Sentence, language: TriggerLanguage): TriggerHit[] {
  const { hedges, negations, background } = cuesFor(language);
  const isBackground = background.test(sentence.text);
  return withoutSettings(findHits(sentence).slice(0, MAX_HITS_PER_SENTENCE)).map((hit) => ({
    type: hit.trigger.type as EventType,
    detail: hit.detail,
    outcome: hit.trigger.outcome ?? null,
    start: hit.start,
    end: hit.end,
    strength: hit.trigger.strength,
    hedged: governed(text, sentence, hit, hedges, HEDGE_WINDOW) || EXAMPLE_AFTER.test(text.slice(hit.end, hit.end + 5)),
    negated: governed(text, sentence, hit, negations, NEGATION_WINDOW),
    background: isBackground,
  }));
}

// Designations of different kinds are different events; so are a positive CHMP opinion and the
// approval it recommends ("after the EMA's positive opinion, the FDA approved…").
const groupKey = (candidate: Candidate) =>
  `${candidate.hit.trigger.type}:${candidate.hit.trigger.type === "designation" || candidate.hit.detail === "positive-opinion" ? candidate.hit.detail : ""}`;
const firstOf = <T>(values: readonly (T | null)[]) => values.find((value) => value !== null) ?? null;

/**
 * One event from the candidates of a type: the first (by rank) says where and how; details,
 * regulator and figures come from whichever states them, among the candidates about the same
 * subjects (a rival's approval in the same article is not this one's).
 */
function merge(candidates: readonly Candidate[], fallback: { regulator: string | null; subjects: readonly string[] }): RecognizedEvent {
  const lead = candidates[0]!;
  // Another company's event shares none of the lead's subjects and names a company of its own.
  const related = (candidate: Candidate) =>
    !lead.subjects.length || candidate.subjects.some((key) => lead.subjects.includes(key)) || !candidate.subjects.some((key) => key.startsWith("company:"));
  // Background ("so far approved only with docetaxel") adds nothing to an event the article reports.
  const reported = lead.confidence >= MIN_REPORTED_CONFIDENCE;
  const group = candidates.filter((candidate) => related(candidate) && (!reported || candidate.confidence >= MIN_REPORTED_CONFIDENCE));
  const type = lead.hit.trigger.type as EventType;
  const figureKey = (figure: Figure) => `${figure.kind}:${figure.value}`;
  const distinct = [...new Map(group.flatMap((candidate) => candidate.others).map((figure) => [figureKey(figure), figure])).values()];
  // One date per event: the lead's when it has one (a later sentence's date may be another step's).
  const date = distinct.find((figure) => figure.kind === "date");
  const others = distinct.filter((figure) => figure.kind !== "date" || figure === date);
  const subjects = [...new Set(group.flatMap((candidate) => candidate.subjects))];
  const regulator = REGULATED.has(type) ? (firstOf(group.map((candidate) => candidate.regulator)) ?? fallback.regulator) : null;
  // A reported event said in the title, or in several sentences, is surer; background stays background.
  const strongest = Math.max(...group.map((candidate) => candidate.confidence));
  const bonus = strongest >= MIN_REPORTED_CONFIDENCE ? (lead.inTitle ? 0.05 : 0) + 0.02 * (group.length - 1) : 0;
  const confidence = Math.min(0.99, strongest + bonus);
  return {
    type,
    detail: firstOf(group.map((candidate) => candidate.hit.detail)),
    outcome: type === "readout" ? firstOf(group.map((candidate) => candidate.hit.trigger.outcome ?? null)) : null,
    regulator,
    subjects: subjects.length ? subjects : fallback.subjects,
    figures: [...(group.find((candidate) => candidate.amounts.length)?.amounts ?? []), ...others],
    quote: lead.sentence.text,
    start: lead.sentence.start,
    end: lead.sentence.end,
    trigger: textOf(lead),
    confidence: Number(confidence.toFixed(2)),
  };
}

const textOf = (candidate: Candidate) => candidate.sentence.text.slice(candidate.hit.start - candidate.sentence.start, candidate.hit.end - candidate.sentence.start);

// Rank: what the article reports first (confident events, the title's before the body's), then
// where it is written.
function rank(a: Candidate, b: Candidate): number {
  const reported = (candidate: Candidate) => (candidate.confidence >= MIN_REPORTED_CONFIDENCE ? 0 : 1);
  return reported(a) - reported(b) || Number(b.inTitle) - Number(a.inTitle) || a.hit.start - b.hit.start;
}

export function articleLanguage(text: string): TriggerLanguage {
  const detected = detectLanguage(text);
  return (TRIGGER_LANGUAGES as readonly string[]).includes(detected ?? "") ? (detected as TriggerLanguage) : "en";
}

/**
 * The events an article reports, most important first: the events its title reports, then the
 * body's in order; events below MIN_REPORTED_CONFIDENCE (background, such as a rival's past
 * approval) last. One event per type (per detail for designations). `text` is the title, a blank
 * line, then the body; `mentions` are the entity recognizer's for the same text.
 *
 * Figures on an event: a deal's amounts first (the stated total first when there is one, then
 * the others in text order, see orderAmounts), then the phases and patient counts of its
 * sentences, then its date (one, from the sentence that reports it: dates.ts eventDate). Amounts
 * are kept only on licensing, partnership, acquisition and financing events.
 */
export function recognizeEvents(text: string, mentions: readonly Mention[]): RecognizedEvent[] {
  const titleBreak = text.indexOf("\n\n");
  const titleEnd = titleBreak === -1 ? text.length : titleBreak;
  const sentences = splitSentences(text);
  const located = locate(text, mentions);
  const language = articleLanguage(text);
  const bySentence = mentionsBySentence(sentences, located);
  const candidates = sentences.flatMap((sentence) => candidatesIn(text, sentences, sentence, titleEnd, bySentence[sentence.index]!, language)).sort(rank);
  const groups = new Map<string, Candidate[]>();
  for (const candidate of candidates) groups.set(groupKey(candidate), [...(groups.get(groupKey(candidate)) ?? []), candidate]);
  const titleMentions = located.filter((mention) => mention.start < titleEnd);
  const regulators = [...titleMentions, ...located].filter((mention) => mention.type === "regulator" && !ASSESSORS.has(mention.key));
  const fallback = { regulator: regulators[0]?.key ?? null, subjects: subjectsOf(titleMentions.length ? titleMentions : located, 0) };
  return [...groups.values()].map((group) => merge(group, fallback));
}
