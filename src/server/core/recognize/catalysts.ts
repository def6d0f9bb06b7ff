import type { CatalystType } from "@/shared/catalysts/vocabulary";
import { splitSentences, type Sentence } from "@/server/core/ai/builtin/sentences";
import { CATALYST_TRIGGERS, CONGRESS_ACRONYMS, ESTIMATE, NOT_EXPECTED, type CatalystTrigger } from "./catalyst-triggers";
import { findDateSpans, type DateSpan, type LocatedSpan } from "./date-spans";
import { EXPECTED_WORDS } from "./dates";
import type { TriggerLanguage } from "./event-triggers";
import { articleLanguage, letterBounded, triggerHits, type TriggerHit } from "./events";
import { normalizeDrugCode } from "./identifiers";
import { entityKey } from "./keys";
import type { EventType, Mention, Recognition, RecognizedEvent } from "./types";

// Catalysts: the dated steps an article states on a drug's way to market, ahead or behind (a PDUFA
// date, a committee meeting, a readout, an approval), read from the same trigger tables as the
// article's events (event-triggers.ts) with the forward-looking kinds added (catalyst-triggers.ts),
// and their dates at the precision written, resolved against the article's date (date-spans.ts).
//
// Per sentence: every trigger, the events' too (a licence or a trial start claims its own date even
// though it is no catalyst); each date goes to the trigger nearest it (Chinese, Japanese and Korean
// write a date before its verb, the others after), and each trigger takes the nearest of its
// dates. A trigger whose words or tense say ahead (a plan, 预计, 予定, 예정, erwartet) or whose
// date lies after the article's is expected; a plan without a date is no catalyst (it cannot be
// placed on a calendar), nor is one taken back ("does not expect data before 2027"). What took
// place without a date written took place on the article's date. A date the sentence says was
// replaced ("originally October 14") is the catalyst's earlier date, not a catalyst.

export type CatalystSpan = DateSpan;

export type ExtractedCatalyst = {
  readonly type: CatalystType;
  /** A designation's kind ("priority-review"…), a readout's ("topline", "interim"). */
  readonly detail: string | null;
  /** actual: took place on or before the article's date; expected: dated ahead; estimated: dated by a rule the article applies (a review clock). */
  readonly status: "actual" | "expected" | "estimated";
  readonly outcome: "met" | "missed" | "positive" | "negative" | null;
  readonly date: CatalystSpan;
  /** An earlier date of the same catalyst the article says this one replaces ("extended … from October 14"). */
  readonly replaces: CatalystSpan | null;
  /**
   * Mention keys (`drug:…`, `company:…`, `indication:…`, `trial:…`, `regulator:…`) of the recognition
   * given; `asset` may also be the key of `assetMention`, a mention the catalyst made itself for a
   * research code the entity recognizer left out ("YN-12" beside a filing): resolve it like the others.
   */
  readonly asset: string | null;
  readonly assetMention: Mention | null;
  readonly company: string | null;
  readonly indication: string | null;
  readonly trial: string | null;
  readonly regulator: string | null;
  /** The sentence it came from, as written. */
  readonly quote: string;
  readonly confidence: number;
};

/** A stretch of the text: a sentence, or a provider's quote. */
type Passage = { readonly text: string; readonly start: number; readonly end: number };

/** An event trigger's hit as a catalyst's, or one of the catalyst triggers'. */
type Hit = Omit<TriggerHit, "type" | "outcome"> & {
  /** null: an event that is no catalyst (a licence, a trial start): it only claims its own date. */
  readonly type: CatalystType | null;
  readonly outcome: ExtractedCatalyst["outcome"];
  readonly block: boolean;
  /** Its words say it is ahead ("an FDA decision", "data expected"). */
  readonly ahead: boolean;
};

const CJK_LANGUAGES = new Set<TriggerLanguage>(["zh", "ja", "ko"]);
// A sentence states a few catalysts and dates at most; past these it is a list or junk, read only
// so far (else a sentence of thousands of triggers and dates would take quadratic time).
const MAX_CANDIDATES = 64;
const MAX_HITS_PER_SENTENCE = 12;
const MAX_DATES_PER_SENTENCE = 16;

type Compiled = CatalystTrigger & { readonly regex: RegExp; readonly requiresRegex: RegExp | null };
const COMPILED: readonly { readonly script: RegExp; readonly triggers: readonly Compiled[] }[] = Object.entries(CATALYST_TRIGGERS).map(([language, triggers]) => {
  const cjk = CJK_LANGUAGES.has(language as TriggerLanguage);
  return {
    script: cjk ? /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u : /\p{Script=Latin}/u,
    triggers: triggers!.map((trigger) => ({
      ...trigger,
      regex: new RegExp(cjk ? trigger.pattern : letterBounded(trigger.pattern), cjk ? "gu" : "giu"),
      requiresRegex: trigger.requires ? new RegExp(cjk ? trigger.requires : letterBounded(trigger.requires), "iu") : null,
    })),
  };
});

/** An event type as a catalyst: a positive CHMP opinion is its own kind; a trial's authorization, a licence or a trial start is none. */
function catalystOfEvent(type: EventType, detail: string | null): { type: CatalystType | null; detail: string | null; outcome: ExtractedCatalyst["outcome"] } {
  if (type === "approval" && detail === "positive-opinion") return { type: "chmp-opinion", detail: null, outcome: "positive" };
  if (type === "approval" && detail === "trial-authorization") return { type: null, detail: null, outcome: null };
  switch (type) {
    case "approval":
    case "submission":
    case "filing-acceptance":
    case "designation":
    case "complete-response-letter":
    case "readout":
      return { type, detail, outcome: null };
    default:
      return { type: null, detail: null, outcome: null };
  }
}

// A presentation at a congress, named.
const PRESENTING = /present|report|unveil|share|showcase|公布|发布|展示|発表|報告|발표|공개|vorstell|präsent/iu;

const CONGRESS =
  new RegExp(String.raw`(?<![\p{L}])(?:${CONGRESS_ACRONYMS}|AD\/PD|IASLC)(?![\p{L}])|Annual Meeting|Scientific Sessions?|World Conference|International Conference|medical (?:meeting|congress|conference)|Congress|(?<![\p{L}])Symposium|Kongress|Jahrestagung|Jahreskongress|年会|学会|学术会议|学術集会|年次総会|학회|학술대회|연례\s?회의|学会議`, "u");

function hitsOf(text: string, sentence: Sentence, language: TriggerLanguage): Hit[] {
  const events: Hit[] = triggerHits(text, sentence, language).map((hit) => ({ ...hit, ...catalystOfEvent(hit.type, hit.detail), block: false, ahead: false }));
  const own: Hit[] = COMPILED.filter(({ script }) => script.test(sentence.text)).flatMap(({ triggers }) =>
    triggers.flatMap((trigger) => {
      if (trigger.requiresRegex && !trigger.requiresRegex.test(sentence.text)) return [];
      if (trigger.congress && !CONGRESS.test(sentence.text)) return [];
      return [...sentence.text.matchAll(trigger.regex)].map((match) => ({
        type: trigger.type === "block" ? null : trigger.type,
        detail: trigger.detail ?? null,
        outcome: trigger.outcome ?? null,
        start: sentence.start + match.index,
        end: sentence.start + match.index + match[0].length,
        strength: trigger.strength,
        hedged: false,
        negated: false,
        background: false,
        block: trigger.type === "block",
        ahead: trigger.ahead ?? false,
      }));
    }),
  );
  // Where hits overlap the longest wins; an event's hedge, negation and detail stay with the words they were read from.
  const first = [...events, ...own].sort((a, b) => a.start - b.start).slice(0, MAX_CANDIDATES);
  const all = first.sort((a, b) => b.end - b.start - (a.end - a.start) || Number(a.block) - Number(b.block) || a.start - b.start);
  const kept: Hit[] = [];
  for (const hit of all) {
    const winner = kept.find((other) => hit.start < other.end && other.start < hit.end);
    if (!winner) kept.push(hit);
    else if (winner.type === hit.type) {
      const index = kept.indexOf(winner);
      kept[index] = { ...winner, detail: winner.detail ?? hit.detail, outcome: winner.outcome ?? hit.outcome, hedged: winner.hedged || hit.hedged, negated: winner.negated || hit.negated, background: winner.background || hit.background, ahead: winner.ahead || hit.ahead };
    }
  }
  // Data presented at a congress is the presentation, not a readout as well: a readout said with a
  // verb of presenting, or any readout when nothing else in the sentence presents.
  const congress = CONGRESS.test(sentence.text);
  const presents = (hit: Hit) => PRESENTING.test(text.slice(hit.start, hit.end));
  const presented = kept.some((hit) => !hit.block && (hit.type === "conference-presentation" || (hit.type === "readout" && presents(hit))));
  return kept
    .filter((hit) => !hit.block)
    .map((hit) => (congress && hit.type === "readout" && (presents(hit) || !presented) ? { ...hit, type: "conference-presentation" as const, detail: null, outcome: null } : hit))
    .sort((a, b) => a.start - b.start);
}

// A clause ends at these: a date's trigger is sought within its clause first.
const CLAUSE_BREAK = /[;；。!?！？]|,\s+(?:and|while|with|but|after|which|although|said|says|added|according|the company said|und|während|nachdem|sagte|teilte)\s|\s(?:and|und)\s(?=(?:an?|the|its|einen?|die|der|das)\s)|，|、(?=[^、]{6,})|\s(?:and|und)\s(?=(?:the\s+)?(?:company\s+|it\s+|FDA\s+)?(?:expects?|plans?|will|anticipates?|erwartet|plant|rechnet))|고\s|며,?\s|으며,?\s|하고\s|し、|ており、|、/u;

const CLAUSE_BREAKS = new RegExp(CLAUSE_BREAK.source, "gu");

/** Whether a clause break lies between two offsets of `text` (a break that looks ahead, "and expects", is seen past the end). */
function crossesClause(text: string, from: number, to: number): boolean {
  const [first, last] = [Math.min(from, to), Math.max(from, to)];
  return [...text.slice(first, last + 30).matchAll(CLAUSE_BREAKS)].some((match) => match.index < last - first);
}

/** How far a date is from a trigger, in the sentence: units of text, halved on the side the language writes an event's date, doubled across a clause. */
function distance(sentence: Sentence, hit: Hit, span: LocatedSpan, cjk: boolean): number {
  const start = sentence.start + span.start;
  const end = sentence.start + span.end;
  const raw = end <= hit.start ? (hit.start - end) * (cjk ? 0.5 : 1) : start >= hit.end ? (start - hit.end) * (cjk ? 1 : 0.6) : 0;
  // Past a few clauses' length the date is another step's whatever lies between: not looked at.
  if (raw > FAR) return raw * 3 + 40;
  return crossesClause(sentence.text, span.start, hit.start - sentence.start) ? raw * 3 + 40 : raw;
}

const FAR = 300;

const DEADLINE_WORDS = /^(?:by|before|until|bis|vor)\s|年内|年底前|연내|までに|까지/iu;
const GOAL_DATE_WORDS = /PDUFA[\p{L}-]*|target action date|goal date|action date/giu;

// Tense in Japanese and Korean: a verb after the trigger in the past says it happened (した, 받았다),
// a plain present says it is ahead (発表する, 발표한다).
const PAST_AFTER: Partial<Record<TriggerLanguage, RegExp>> = {
  ja: /^[^。、]{0,24}?(?:した|された|しました|されました|した。|た(?:と|。|$)|ていた|であった|を得た|を取得)/u,
  ko: /^[^.。]{0,24}?(?:했다|했으며|했고|받았다|받았으며|됐다|되었다|됐으며|였다|었다|았다|밝혔다|완료)/u,
};
const REPORTED_PLAN: Partial<Record<TriggerLanguage, RegExp>> = {
  ja: /^[^。、]{0,24}?(?:する|される|行う|開く|開催する)(?:と|方針|予定|見通し|計画)/u,
  ko: /^[^.。,，]{0,24}?(?:한다고|된다고|할\s?예정|할\s?계획|열\s?예정|개최할)/u,
};
const FUTURE_AFTER: Partial<Record<TriggerLanguage, RegExp>> = {
  ja: /^[^。]{0,30}?(?:する(?:。|$|予定|見通し|方針|計画)|される(?:。|$|見通し)|予定|見込|見通し|目指|計画|方針)/u,
  ko: /^[^.。,，]{0,30}?(?:한다|된다|할\s|될\s|할\s?예정|예정|계획|전망|목표|기대|방침)/u,
  zh: /^[^。；，,]{0,20}?(?:预计|计划|将)/u,
};

/** Whether the words around a trigger say it is ahead: its event's hedge, a word of expectation in its clause, or a Japanese or Korean verb's tense. */
function saysAhead(text: string, sentence: Sentence, hit: Hit, span: LocatedSpan | null, language: TriggerLanguage): boolean {
  if (hit.hedged) return true;
  const first = Math.min(hit.start, span ? sentence.start + span.start : hit.start);
  const last = Math.max(hit.end, span ? sentence.start + span.end : hit.end);
  const from = Math.max(sentence.start, first - 60);
  const head = text.slice(from, first);
  const tail = text.slice(last, Math.min(sentence.end, last + 40));
  const nextBreak = tail.search(CLAUSE_BREAK);
  // The clause of the trigger and its date; a goal date's own name ("PDUFA target action date") says nothing of tense.
  const clause = `${head.slice(lastBreak(head))}${text.slice(first, last)}${nextBreak === -1 ? tail : tail.slice(0, nextBreak)}`;
  // A goal date's name ("PDUFA target action date") says nothing of another step's tense.
  const words = clause.replace(GOAL_DATE_WORDS, " ");
  if (EXPECTED_WORDS.test(words)) return true;
  // A deadline ("by year-end", "bis Ende 2026", 年内, 연내) is ahead.
  if (span && DEADLINE_WORDS.test(text.slice(sentence.start + span.start, sentence.start + span.end))) return true;
  const after = text.slice(hit.end, sentence.end);
  // A plan reported in the past ("開催すると発表した", "발표한다고 밝혔다") is a plan.
  if (REPORTED_PLAN[language]?.test(after)) return true;
  // The verb's ending may start inside the trigger (접수했 + 으며).
  if (PAST_AFTER[language]?.test(text.slice(Math.max(sentence.start, hit.end - 2), sentence.end))) return false;
  return FUTURE_AFTER[language]?.test(after) ?? false;
}

function lastBreak(head: string): number {
  let at = 0;
  for (const match of head.matchAll(new RegExp(CLAUSE_BREAK.source, "gu"))) at = match.index + match[0].length;
  return at;
}

// The regulator an instrument belongs to, when no authority is named beside it.
const IMPLIED_REGULATOR: Partial<Record<CatalystType, string>> = {
  pdufa: entityKey("regulator", "FDA"),
  "complete-response-letter": entityKey("regulator", "FDA"),
  "chmp-opinion": entityKey("regulator", "EMA"),
};

// A research code the entity recognizer did not take (too short to be sure of alone): beside a
// catalyst it is the asset. Bounded by Latin letters and digits only: Chinese writes it between characters (的YN-12上市申请).
const CODE = /(?<![A-Za-z0-9-])([A-Z]{2,5})-?(\d{1,5}[A-Z]?)(?![A-Za-z0-9]|-\d)/gu;
// An INN no list knows yet, by the WHO stem it ends in (-mab, -tinib, -rasib, -gene, -meran, -siran, -rsen, -tide…).
const INN =
  /(?<![\p{L}])(\p{L}{3,}(?:mab|cept|tinib|ciclib|parib|rafenib|rasib|degib|lisib|zomib|gene|meran|siran|rsen|tide|glutide|gliflozin|gliptin|terol|stat|vir|platin|taxel|tecan|lutamide|parin|xaban|sartan|limus|imod|piprant|pitant|leucel|temcel|cabtagene|dotin|vedotin|tansine|deruxtecan))(?![\p{L}])/giu;
const NOT_CODE = /^(?:PD|IL|CD|GLP|FY|Q|H|NCT|COVID|SARS|HER|EGFR|KRAS|BRCA|ALK|TNF|JAK|PI3K|CDK|FGFR|VEGF|HIV|HBV|HCV|RSV|CAR|ADC|AAV|NASH|MASH|IgA|TYPE|SEC|EU|US|UK|USD|EUR|CNY|JPY|KRW|ASCO|ESMO|ASH|AACR|EHA|ATS|EASD|PDUFA|CHMP|ODAC|FDA|EMA|NMPA|PMDA|MFDS|CDE|AG|SE|DE|NDA|BLA|MAA|SNDA|PRIME|RMAT)$/u;

/** A drug the sentence names by a research code or an INN's stem, nearest the trigger (a code before an INN written beside it). */
function shapedDrug(sentence: Passage, at: number): Mention | null {
  const codes = [...sentence.text.matchAll(CODE)].filter((match) => !NOT_CODE.test(match[1]!) && !/^(?:19|20)\d\d$/.test(match[2]!));
  const names = [...sentence.text.matchAll(INN)];
  const found = [...codes.map((match) => ({ match, code: true })), ...names.map((match) => ({ match, code: false }))];
  if (!found.length) return null;
  const far = (index: number) => Math.abs(sentence.start + index - at);
  found.sort((a, b) => far(a.match.index) - far(b.match.index));
  const closest = found[0]!;
  const beside = found.find((other) => other.code && !closest.code && Math.abs(other.match.index + other.match[0].length - closest.match.index) <= 3);
  const { match, code } = beside ?? closest;
  const value = code ? normalizeDrugCode(match[0]) : match[0].toLowerCase();
  return {
    type: "drug",
    text: match[0],
    start: sentence.start + match.index,
    end: sentence.start + match.index + match[0].length,
    key: entityKey("drug", value),
    name: code ? value : value.charAt(0).toUpperCase() + value.slice(1),
    known: false,
    method: "pattern",
    confidence: 0.6,
    identifiers: code ? [{ scheme: "drug-code", value }] : [],
  };
}

const nearest = (mentions: readonly Mention[], at: number) => [...mentions].sort((a, b) => Math.abs(a.start - at) - Math.abs(b.start - at))[0] ?? null;
const isCode = (mention: Mention) => /\d/.test(mention.text);

/**
 * The asset: the drug named nearest the trigger in its sentence (a code before its INN when both are
 * there), else the drug the recognized event there is about (a headline's "NDA accepted" is the body's
 * "accepted … NDA for KST-3"), else the article's nearest before it.
 */
function assetOf(text: string, sentence: Sentence, hit: Hit, drugs: readonly Mention[], events: readonly RecognizedEvent[]): { key: string | null; mention: Mention | null } {
  const inSentence = drugs.filter((mention) => mention.start >= sentence.start && mention.end <= sentence.end);
  if (inSentence.length) {
    const closest = nearest(inSentence, hit.start)!;
    // "ROW-5 (rowapiprant)": the code and its INN side by side are one drug; the code names it.
    const partner = inSentence.find((other) => other !== closest && Math.abs(other.start - closest.end) <= 3 || Math.abs(closest.start - other.end) <= 3);
    return { key: partner && isCode(partner) && !isCode(closest) ? partner.key : closest.key, mention: null };
  }
  const code = shapedDrug(sentence, hit.start);
  if (code) return { key: code.key, mention: code };
  const eventDrug = events.find((event) => event.type === hit.type && event.start <= hit.start && hit.start < event.end)?.subjects.find((key) => key.startsWith("drug:"));
  if (eventDrug) return { key: eventDrug, mention: null };
  const before = drugs.filter((mention) => mention.end <= hit.start);
  const chosen = before[before.length - 1] ?? drugs[0] ?? null;
  if (chosen) return { key: chosen.key, mention: null };
  // The drug an earlier sentence named by its shape ("PDUFA 목표일은…" after "YWL-7의 신약허가신청").
  const earlier = shapedDrug({ text: text.slice(0, sentence.start), start: 0, end: sentence.start }, sentence.start);
  return { key: earlier?.key ?? null, mention: earlier };
}

/** Whether `inner` is a strictly smaller span inside `outer`. */
const within = (inner: DateSpan, outer: DateSpan) =>
  inner.start >= outer.start && inner.end <= outer.end && (inner.start !== outer.start || inner.end !== outer.end);

type Placed = { readonly hit: Hit; readonly span: LocatedSpan | null };

// In a sentence, an undated application is the setting of what happened to it (accepted, answered
// with a CRL, designated, given a goal date), and an undated approval the setting of a committee's
// vote or opinion on it ("voted in favour of approval", 推荐批准, 承認を了承).
const SETTING_OF: Partial<Record<CatalystType, readonly CatalystType[]>> = {
  submission: ["filing-acceptance", "complete-response-letter", "designation", "pdufa", "advisory-committee", "approval", "chmp-opinion"],
  approval: ["advisory-committee", "chmp-opinion"],
};

/** Before dates are placed: an application or approval named only by a noun, in a sentence that reports what happened to it, is its setting and claims no date. */
function withoutWeakSettings(text: string, hits: readonly Hit[]): Hit[] {
  const types = new Set(hits.flatMap((hit) => (hit.type ? [hit.type] : [])));
  // "recommended conditional marketing authorisation", "支持批准", "허가를 권고": what a committee recommends.
  const recommended = (hit: Hit) => hit.type === "approval" && (types.has("chmp-opinion") || types.has("advisory-committee")) && RECOMMENDING.test(text.slice(Math.max(0, hit.start - 40), hit.end + 12));
  return hits.filter((hit) => !(hit.type && hit.strength < SETTING_STRENGTH && (SETTING_OF[hit.type] ?? []).some((type) => types.has(type))) && !recommended(hit));
}

const RECOMMENDING = /recommend|in favou?r of|support(?:ed|s|ing)?|推荐|支持|勧告|了承|권고|찬성|empfiehlt|empfohlen|Empfehlung/iu;

/** An approval this strong is said with a verb ("has granted marketing authorisation"): the news, not the setting of an opinion. */
const SETTING_STRENGTH = 0.8;

/** The sentence's catalysts without settings, and one undated trigger per kind (the dated ones when a kind has any). */
function withoutSettings(placed: readonly Placed[]): Placed[] {
  const types = new Set(placed.flatMap(({ hit }) => (hit.type ? [hit.type] : [])));
  const kept = placed.filter(({ hit, span }) => hit.type && (span || (hit.type === "approval" && hit.strength >= SETTING_STRENGTH) || !(SETTING_OF[hit.type] ?? []).some((type) => types.has(type))));
  return kept.filter(({ hit, span }, index) => {
    if (span) return true;
    const sameKind = kept.filter((other) => other.hit.type === hit.type);
    return !sameKind.some((other) => other.span) && sameKind[0] === kept[index];
  });
}

/** Each date to its nearest trigger; each trigger the nearest of its dates (none: the trigger has no date written). */
function placeDates(sentence: Sentence, hits: readonly Hit[], spans: readonly LocatedSpan[], cjk: boolean): Placed[] {
  // Triggers of one kind in a sentence are one event said twice ("approved … on May 22, the first
  // approval for…"): the first stands for them, at the distance of the nearest.
  const groups = new Map<string, Hit[]>();
  for (const hit of hits) {
    const key = hit.type ?? `other:${hit.start}`;
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  const far = (group: readonly Hit[], span: LocatedSpan) => Math.min(...group.map((hit) => distance(sentence, hit, span, cjk)));
  const owned = new Map<readonly Hit[], LocatedSpan[]>();
  for (const span of spans) {
    if (span.replaced) continue;
    const owner = [...groups.values()].sort((a, b) => far(a, span) - far(b, span))[0];
    if (owner) owned.set(owner, [...(owned.get(owner) ?? []), span]);
  }
  return [...groups.values()].flatMap((group) => {
    const mine = owned.get(group) ?? [];
    mine.sort((a, b) => far(group, a) - far(group, b));
    // A finer date inside the nearest one says it more precisely ("ESMO 2026 in October", 今年6月).
    const finer = mine.find((span) => span !== mine[0] && within(span.past, mine[0]!.past));
    if (finer) mine.unshift(...mine.splice(mine.indexOf(finer), 1));
    // Two dates of one kind far apart are two events of that kind (two trials reading out in different quarters).
    const [first, ...rest] = mine;
    const lead = { ...group[0]!, hedged: group.some((hit) => hit.hedged) && group.every((hit) => hit.hedged || hit.strength < 0.8) };
    return [{ hit: lead, span: first ?? null }, ...rest.filter((span) => span.start - (first?.end ?? 0) > 20).map((span) => ({ hit: lead, span }))];
  });
}


const PASSED = /(?<![\p{L}])(?:passed|came and went|lapsed|missed)(?![\p{L}])|已过|経過|過ぎ|지났|verstrichen|abgelaufen/iu;

/** The entities a catalyst in `sentence` is about, its trigger at `hit`: the company the sentence names first (else the article), the indication, trial and regulator nearest the trigger. */
function linksOf(sentence: Passage, hit: Pick<Hit, "start" | "type">, mentions: readonly Mention[], asset: { key: string | null; mention: Mention | null }) {
  const inSentence = (mention: Mention) => mention.start >= sentence.start && mention.end <= sentence.end;
  const ofType = (type: Mention["type"]) => mentions.filter((mention) => mention.type === type);
  const companies = ofType("company");
  return {
    asset: asset.key,
    assetMention: asset.mention,
    company: (companies.find(inSentence) ?? companies[0])?.key ?? null,
    indication: nearest(ofType("indication").filter(inSentence), hit.start)?.key ?? null,
    trial: nearest(ofType("trial").filter(inSentence), hit.start)?.key ?? null,
    regulator: nearest(ofType("regulator").filter(inSentence), hit.start)?.key ?? (hit.type ? IMPLIED_REGULATOR[hit.type] : null) ?? null,
  };
}

/** A drug written in the text as `written` (a provider's answer names it so): the recognizer's mention of it, else one made from its shape. */
function writtenDrug(text: string, written: string, drugs: readonly Mention[]): { key: string | null; mention: Mention | null } {
  const folded = written.toLowerCase();
  const known = drugs.find((mention) => mention.text.toLowerCase() === folded || mention.name.toLowerCase() === folded);
  if (known) return { key: known.key, mention: null };
  const at = text.indexOf(written);
  if (at === -1) return { key: null, mention: null };
  const mention = shapedDrug({ text: written, start: at, end: at + written.length }, at);
  return { key: mention?.key ?? null, mention };
}

/** What another reader (the AI provider) says a sentence of the article states, checked against the text by the caller. */
export type SentenceReading = {
  readonly sentence: string;
  readonly type: CatalystType;
  readonly status: ExtractedCatalyst["status"];
  readonly date: CatalystSpan;
  /** The drug as the article writes it, or null. */
  readonly asset: string | null;
  readonly quote: string;
  readonly confidence: number;
};


/** A catalyst another reader found in one of the article's sentences, with its entities linked as the rules link theirs. Null when the sentence is not the article's. */
export function catalystOfReading(text: string, recognition: Recognition, reading: SentenceReading): ExtractedCatalyst | null {
  const at = text.indexOf(reading.sentence);
  if (at === -1) return null;
  const sentence = { text: reading.sentence, start: at, end: at + reading.sentence.length };
  const mentions = recognition.mentions.filter((mention) => text.slice(mention.start, mention.end) === mention.text);
  const hit = { start: at, type: reading.type };
  const asset = reading.asset ? writtenDrug(text, reading.asset, mentions.filter((mention) => mention.type === "drug")) : { key: null, mention: null };
  return {
    type: reading.type,
    detail: null,
    status: reading.status,
    outcome: null,
    date: reading.date,
    replaces: null,
    ...linksOf(sentence, hit, mentions, asset),
    quote: reading.quote,
    confidence: reading.confidence,
  };
}

const ISO_DAY = (published: string) => published.slice(0, 10);

/**
 * The catalysts `text` states (title, a blank line, the body), with `recognition` its
 * recognize() result and `published` the article's date (YYYY-MM-DD), from which relative dates
 * ("today", "next quarter", 明年, 다음 달) and dates without a year are resolved.
 */
export function recognizeCatalysts(text: string, recognition: Recognition, published: string): ExtractedCatalyst[] {
  return readCatalysts(text, recognition, published).catalysts;
}

/**
 * recognizeCatalysts, with the sentences where the rules fired a catalyst trigger and still read
 * no catalyst: the hard cases another reader (the AI provider, when configured) is asked about.
 */
export function readCatalysts(text: string, recognition: Recognition, published: string): { catalysts: ExtractedCatalyst[]; undecided: string[] } {
  const { found, undecided } = readSentences(text, recognition, published);
  return { catalysts: dedupe(found), undecided };
}

/** Each sentence's catalysts, and the sentences whose triggers gave none. */
function readSentences(text: string, recognition: Recognition, published: string): { found: ExtractedCatalyst[]; undecided: string[] } {
  const today = ISO_DAY(published);
  const language = articleLanguage(text);
  const cjk = CJK_LANGUAGES.has(language);
  const mentions = recognition.mentions.filter((mention) => text.slice(mention.start, mention.end) === mention.text);
  const drugs = mentions.filter((mention) => mention.type === "drug");
  const found: ExtractedCatalyst[] = [];
  const undecided: string[] = [];
  // The FDA decides in this sentence: it names the FDA, or names no regulator in an article about the FDA.
  const fda = mentions.filter((mention) => mention.key === entityKey("regulator", "FDA"));
  const byFda = (sentence: Sentence) => {
    const regulators = mentions.filter((mention) => mention.type === "regulator" && mention.start >= sentence.start && mention.end <= sentence.end);
    return regulators.length ? regulators.some((mention) => fda.includes(mention)) : fda.length > 0;
  };
  for (const sentence of splitSentences(text)) {
    const inThisSentence: ExtractedCatalyst[] = [];
    const hits = withoutWeakSettings(text, hitsOf(text, sentence, language)).slice(0, MAX_HITS_PER_SENTENCE);
    if (!hits.some((hit) => hit.type)) continue;
    const spans = findDateSpans(sentence.text, today).slice(0, MAX_DATES_PER_SENTENCE);
    const replaced = spans.find((span) => span.replaced) ?? null;
    // An estimate of the article's own is its clause's (between semicolons), not the sentence's.
    const estimatedAt = (at: number) => sentence.text.split(/(?<=[;；])/u).some((part, index, parts) => {
      const from = sentence.start + parts.slice(0, index).join("").length;
      return at >= from && at < from + part.length && ESTIMATE.test(part);
    });
    for (const { hit, span } of withoutSettings(placeDates(sentence, hits, spans, cjk))) {
      if (!hit.type || hit.negated) continue;
      // A goal date is ahead unless the sentence says it passed.
      const ahead = hit.type === "pdufa" ? !PASSED.test(sentence.text) : hit.ahead || saysAhead(text, sentence, hit, span, language);
      const window = text.slice(Math.max(sentence.start, hit.start - 60), Math.min(sentence.end, hit.end + 40));
      if (NOT_EXPECTED.test(window)) continue;
      let date: DateSpan;
      let status: ExtractedCatalyst["status"];
      if (span) {
        const chosen = ahead ? span.ahead : span.past;
        date = chosen;
        status = chosen.start > today || (ahead && chosen.end >= today) ? "expected" : "actual";
      } else {
        // A plan without a date cannot be placed; what took place without one took place on the article's date, unless it is told as background.
        if (ahead || hit.background || hit.type === "pdufa") continue;
        date = { start: today, end: today, precision: "day", text: "" };
        status = "actual";
      }
      // A goal date that has passed is a decision by now, reported as one.
      if (hit.type === "pdufa" && status === "actual") continue;
      if (status === "expected" && estimatedAt(hit.start)) status = "estimated";
      // An FDA decision expected on a given day is its goal date.
      const type = hit.type === "approval" && status === "expected" && date.precision === "day" && byFda(sentence) ? "pdufa" : hit.type;
      inThisSentence.push({
        type,
        detail: hit.detail,
        status,
        outcome: status === "actual" ? hit.outcome : null,
        date,
        replaces: replaced?.past ?? null,
        ...linksOf(sentence, hit, mentions, assetOf(text, sentence, hit, drugs, recognition.events)),
        quote: sentence.text.trim(),
        confidence: Number(Math.min(0.95, hit.strength * (span ? 1 : 0.9) * (hit.background ? 0.7 : 1)).toFixed(2)),
      });
    }
    // "approved … on its PDUFA date": the goal date is the decision's day, reported as the decision.
    const decisions = inThisSentence.filter((catalyst) => (catalyst.type === "approval" || catalyst.type === "complete-response-letter") && catalyst.status === "actual");
    const decidedOn = (catalyst: ExtractedCatalyst) => decisions.some((decision) => decision.date.start <= catalyst.date.end && catalyst.date.start <= decision.date.end);
    found.push(...inThisSentence.filter((catalyst) => !(catalyst.type === "pdufa" && decidedOn(catalyst))));
    if (!inThisSentence.length) undecided.push(sentence.text.trim());
  }
  return { found, undecided };
}

/** One catalyst per kind, asset and date: the surest. */
function dedupe(found: readonly ExtractedCatalyst[]): ExtractedCatalyst[] {
  const byKey = new Map<string, ExtractedCatalyst>();
  for (const catalyst of found) {
    const key = `${catalyst.type}|${catalyst.date.start}|${catalyst.date.end}`;
    const existing = byKey.get(key);
    // The same kind on the same dates is one catalyst unless two assets are named (two trials reading out together are labelled once).
    if (existing && existing.asset && catalyst.asset && existing.asset !== catalyst.asset) byKey.set(`${key}|${catalyst.asset}`, catalyst);
    else if (!existing || (!existing.asset && catalyst.asset) || catalyst.confidence > existing.confidence) byKey.set(key, existing?.asset && !catalyst.asset ? existing : catalyst);
  }
  return [...byKey.values()];
}
