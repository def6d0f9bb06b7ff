import type { DatePrecision } from "@/shared/catalysts/vocabulary";
import { CONGRESS_ACRONYMS } from "./catalyst-triggers";
import { findDates, isDateline, MONTH, monthNumber } from "./dates";

// The dates of a catalyst, as spans on the calendar at the precision written, resolved against the
// article's date: what dates.ts reads (absolute dates) and what it leaves alone because a passage
// alone cannot place it, which the article's date can: "today", "on Thursday", "next month", "in
// January", "the third quarter", 明年上半年, 来年度, 내년 상반기, 지난 6일, "bis Jahresende".
//
// Spans (inclusive): a day; a month; a calendar quarter; a half (calendar, or a Japanese fiscal
// half: 年度上期 April–September, 下期 October–March); a year (calendar, or a Japanese fiscal year
// 年度, April–March). "mid-2026" is the six months around 1 July (April–September, a half);
// "early 2027" the first half, "late 2026" the second; "by the end of 2026", 年内 and "bis
// Jahresende" the whole year. A date written without a year takes one from the article's date:
// the next such date for what is expected, the last for what took place (both are kept, the
// catalyst knows which it is).

export type DateSpan = {
  readonly start: string;
  readonly end: string;
  readonly precision: DatePrecision;
  /** As written. */
  readonly text: string;
};

export type LocatedSpan = {
  /** Offsets in the sentence given. */
  readonly start: number;
  readonly end: number;
  /** The span for what took place (a weekday or a month without a year: the last one). */
  readonly past: DateSpan;
  /** The span for what is expected (the next one). */
  readonly ahead: DateSpan;
  /** Written as a date the sentence says was replaced ("originally October 14", "pushed back from", 此前预计, 当初の, 기존). */
  readonly replaced: boolean;
};

type Day = { readonly y: number; readonly m: number; readonly d: number };

const pad = (value: number) => String(value).padStart(2, "0");
const iso = ({ y, m, d }: Day) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const parseDay = (value: string): Day => ({ y: Number(value.slice(0, 4)), m: Number(value.slice(5, 7)), d: Number(value.slice(8, 10)) });
const addDays = (day: Day, count: number): Day => {
  const date = new Date(Date.UTC(day.y, day.m - 1, day.d + count));
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
};
const weekday = (day: Day) => new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();

const daySpan = (day: Day, text: string): DateSpan => ({ start: iso(day), end: iso(day), precision: "day", text });
const monthSpan = (y: number, m: number, text: string): DateSpan => ({ start: iso({ y, m, d: 1 }), end: iso({ y, m, d: daysIn(y, m) }), precision: "month", text });
const monthsSpan = (y: number, m: number, count: number, precision: DatePrecision, text: string): DateSpan => {
  const last = addMonths(y, m, count - 1);
  return { start: iso({ y, m, d: 1 }), end: iso({ y: last.y, m: last.m, d: daysIn(last.y, last.m) }), precision, text };
};
const addMonths = (y: number, m: number, count: number) => {
  const index = y * 12 + (m - 1) + count;
  return { y: Math.floor(index / 12), m: (index % 12) + 1 };
};
/** The whole month `months` months after the one `day` (YYYY-MM-DD) falls in. */
export function monthAfter(day: string, months: number): Pick<DateSpan, "start" | "end"> {
  const { y, m } = addMonths(Number(day.slice(0, 4)), Number(day.slice(5, 7)), months);
  const { start, end } = monthSpan(y, m, "");
  return { start, end };
}
const quarterSpan = (y: number, q: number, text: string) => monthsSpan(y, 3 * (q - 1) + 1, 3, "quarter", text);
const halfSpan = (y: number, h: number, text: string) => monthsSpan(y, h === 1 ? 1 : 7, 6, "half", text);
const midSpan = (y: number, text: string) => monthsSpan(y, 4, 6, "half", text);
const yearSpan = (y: number, text: string) => monthsSpan(y, 1, 12, "year", text);
const fiscalYearSpan = (y: number, text: string) => monthsSpan(y, 4, 12, "year", text);
const fiscalHalfSpan = (y: number, h: number, text: string) => monthsSpan(y, h === 1 ? 4 : 10, 6, "half", text);
const fiscalQuarterSpan = (y: number, q: number, text: string) => {
  const { y: year, m } = addMonths(y, 4, 3 * (q - 1));
  return monthsSpan(year, m, 3, "quarter", text);
};

/** A dates.ts value (`2027-03-14`, `2027-03`, `2027-Q2`, `2027-H1`, `2027`) as a span, with the qualifier its words add. */
function spanOfValue(value: string, text: string, before: string): DateSpan {
  const y = Number(value.slice(0, 4));
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return daySpan(parseDay(value), text);
  if (/^\d{4}-\d{2}$/.test(value)) return monthSpan(y, Number(value.slice(5, 7)), text);
  if (/Q\d$/.test(value)) return quarterSpan(y, Number(value.slice(-1)), text);
  if (/H\d$/.test(value)) return halfSpan(y, Number(value.slice(-1)), text);
  return qualifiedYear(y, text, before);
}

// A year's qualifier: the middle, the start or the end of it ("mid-2027", "Anfang 2027", "late 2026").
const MID = /(?<![\p{L}])(?:mid|mid-year|middle of|Mitte|mi-|mediados de)(?![\p{L}])|年中|年半ば|중반/iu;
const EARLY = /(?<![\p{L}])(?:early|beginning of|start of|Anfang|Beginn|début|principios de)(?![\p{L}])|年初|年明け|초(?![\p{L}])/iu;
const LATE = /(?<![\p{L}])(?:late|end of|end-|year-end|Ende|fin|finales de)(?![\p{L}])|年底|年末|연말|말(?![\p{L}])/iu;
// "by the end of 2026", "bis Ende 2026", 年底前: some time in that year.
const DEADLINE = /(?<![\p{L}])(?:by|before|bis|avant|antes de)\s+(?:the\s+)?(?:end|Ende|fin|year-end)|(?:年底|年末)前|까지/iu;

function qualifiedYear(y: number, text: string, before: string): DateSpan {
  const words = `${before.slice(-24)} ${text}`;
  if (MID.test(text)) return midSpan(y, text);
  if (LATE.test(text)) return DEADLINE.test(words) ? yearSpan(y, text) : halfSpan(y, 2, text);
  if (EARLY.test(text)) return halfSpan(y, 1, text);
  return yearSpan(y, text);
}

type Reading = { readonly start: number; readonly end: number; readonly past: DateSpan; readonly ahead: DateSpan; readonly absolute: boolean };
type Context = { readonly published: Day; readonly year: number | null };
type Rule = readonly [RegExp, (match: RegExpMatchArray, context: Context) => { past: DateSpan; ahead: DateSpan } | DateSpan | null];

const both = (span: DateSpan) => ({ past: span, ahead: span });

const monthOf = monthNumber;

const latin = (source: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`, "giu");
const cjk = (source: string) => new RegExp(String.raw`(?<![\d０-９年년])(?:${source})`, "gu");
const digits = (written: string) => Number(written.normalize("NFKC"));

/** A month and day without a year: the last such day on or before the article's date, and the next on or after it. */
function yearlessDay(m: number, d: number, text: string, { published, year }: Context) {
  if (m < 1 || m > 12 || d < 1 || d > daysIn(published.y, m)) return null;
  if (year !== null) return both(daySpan({ y: year, m, d }, text));
  const thisYear = { y: published.y, m, d };
  const past = iso(thisYear) <= iso(published) ? thisYear : { ...thisYear, y: published.y - 1 };
  const ahead = iso(thisYear) >= iso(published) ? thisYear : { ...thisYear, y: published.y + 1 };
  return { past: daySpan(past, text), ahead: daySpan(ahead, text) };
}

function yearlessMonth(m: number, text: string, { published, year }: Context) {
  if (m < 1 || m > 12) return null;
  if (year !== null) return both(monthSpan(year, m, text));
  const past = m <= published.m ? published.y : published.y - 1;
  const ahead = m >= published.m ? published.y : published.y + 1;
  return { past: monthSpan(past, m, text), ahead: monthSpan(ahead, m, text) };
}

/** A span of days written without a year ("May 29–June 2"): the year of its first day, read as a day without one. */
function yearlessRange(m1: number, d1: number, m2: number, d2: number, text: string, context: Context) {
  const first = yearlessDay(m1, d1, text, context);
  if (!first || m2 < 1 || m2 > 12) return null;
  const to = (span: DateSpan) => {
    const y = Number(span.start.slice(0, 4)) + (m2 < m1 ? 1 : 0);
    return { ...span, end: iso({ y, m: m2, d: d2 }) };
  };
  return { past: to(first.past), ahead: to(first.ahead) };
}

/** A weekday named without a date: the last one before the article's date, and the next one after it. */
function weekdaySpan(day: number, text: string, { published }: Context) {
  const back = (weekday(published) - day + 7) % 7 || 7;
  const forward = (day - weekday(published) + 7) % 7 || 7;
  return { past: daySpan(addDays(published, -back), text), ahead: daySpan(addDays(published, forward), text) };
}

/** A weekday of the calendar week (Monday to Sunday) before the article's: 지난주 수요일, 先週の水曜日, 上周三. */
function previousWeek(day: number, text: string, { published }: Context): DateSpan {
  const monday = addDays(published, -((weekday(published) + 6) % 7) - 7);
  return daySpan(addDays(monday, (day + 6) % 7), text);
}

const relativeYear = (written: string, { published }: Context) => {
  if (/next|nächst|kommend|明年|来年|내년|翌年/iu.test(written)) return published.y + 1;
  if (/last|letzt|vergangen|去年|昨年|작년|前年/iu.test(written)) return published.y - 1;
  return published.y;
};
/** The Japanese fiscal year (April–March) the article's date falls in, and the one after or before it. */
const relativeFiscalYear = (written: string, { published }: Context) => {
  const current = published.m >= 4 ? published.y : published.y - 1;
  if (/来|翌/u.test(written)) return current + 1;
  if (/前|昨/u.test(written)) return current - 1;
  return current;
};
/** A period written without a year: the year the sentence writes elsewhere, else the article's. */
const contextYear = ({ published, year }: Context) => year ?? published.y;

const HALF_WORDS: Readonly<Record<string, number>> = { 上: 1, 下: 2, 前: 1, 後: 2, 상: 1, 하: 2, first: 1, second: 2, "1st": 1, "2nd": 2, ersten: 1, zweiten: 2, erste: 1, zweite: 2 };
const QUARTER_WORDS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, ersten: 1, zweiten: 2, dritten: 3, vierten: 4, 一: 1, 二: 2, 三: 3, 四: 4 };
const quarterNumber = (written: string) => QUARTER_WORDS[written.toLowerCase()] ?? digits(written);
const WEEKDAYS: readonly (readonly [RegExp, number])[] = [
  [/^(?:sunday|sonntag|日|일|天|日)$/iu, 0], [/^(?:monday|montag|月|월|一)$/iu, 1], [/^(?:tuesday|dienstag|火|화|二)$/iu, 2], [/^(?:wednesday|mittwoch|水|수|三)$/iu, 3],
  [/^(?:thursday|donnerstag|木|목|四)$/iu, 4], [/^(?:friday|freitag|金|금|五)$/iu, 5], [/^(?:saturday|samstag|sonnabend|土|토|六)$/iu, 6],
];
const weekdayNumber = (written: string) => WEEKDAYS.find(([pattern]) => pattern.test(written))?.[1] ?? -1;

const THIS_YEAR_WORD = String.raw`今年|本年|明年|来年|去年|昨年|올해|금년|내년|작년`;
const YEAR_DIGITS = String.raw`(\d{4})\s*(?:年|년)`;

// Readings dates.ts leaves out, most precise first; where two overlap the longer wins (with dates.ts's).
const RULES: readonly Rule[] = [
  // Day ranges: a congress's days ("May 29 to June 2, 2026", "vom 5. bis 8. Dezember 2026", "2026年12月5日至8日").
  [latin(`(${MONTH})\\s+(\\d{1,2})\\s*(?:-|–|to|through|bis)\\s*(?:(${MONTH})\\s+)?(\\d{1,2}),?\\s+(\\d{4})`), (match) => {
    const [, m1, d1, m2, d2, y] = match;
    const first = { y: Number(y), m: monthOf(m1!), d: Number(d1) };
    const last = { y: Number(y), m: m2 ? monthOf(m2) : first.m, d: Number(d2) };
    return first.m && last.m ? { start: iso(first), end: iso(last), precision: "day", text: match[0] } : null;
  }],
  [latin(`(?:vom\\s+)?(\\d{1,2})\\.\\s*(?:(${MONTH})\\s+)?(?:bis|-|–)\\s*(\\d{1,2})\\.\\s*(${MONTH})\\s+(\\d{4})`), (match) => {
    const [, d1, m1, d2, m2, y] = match;
    const last = { y: Number(y), m: monthOf(m2!), d: Number(d2) };
    const first = { y: Number(y), m: m1 ? monthOf(m1) : last.m, d: Number(d1) };
    return first.m && last.m ? { start: iso(first), end: iso(last), precision: "day", text: match[0] } : null;
  }],
  [cjk(`(\\d{4})\\s*年\\s*(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*日?\\s*(?:至|～|〜|~|-|–|から)\\s*(?:(\\d{1,2})\\s*月\\s*)?(\\d{1,2})\\s*日`), (match) => {
    const [, y, m1, d1, m2, d2] = match;
    const first = { y: Number(y), m: Number(m1), d: Number(d1) };
    return { start: iso(first), end: iso({ y: first.y, m: m2 ? Number(m2) : first.m, d: Number(d2) }), precision: "day", text: match[0] };
  }],
  // Day ranges without a year ("May 29–June 2", "12月5日至8日", "17일부터 22일까지"): the first day's year, read as a day without one.
  [latin(`(${MONTH})\\s+(\\d{1,2})\\s*(?:-|–|to|through)\\s*(?:(${MONTH})\\s+)?(\\d{1,2})(?!\\d|,?\\s*\\d{4})`), (match, context) => {
    const [, m1, d1, m2, d2] = match;
    return yearlessRange(monthOf(m1!), Number(d1), m2 ? monthOf(m2) : monthOf(m1!), Number(d2), match[0], context);
  }],
  [cjk(`([0-9０-９]{1,2})\\s*月\\s*([0-9０-９]{1,2})\\s*日?\\s*(?:至|～|〜|~|-|–|から)\\s*(?:([0-9０-９]{1,2})\\s*月\\s*)?([0-9０-９]{1,2})\\s*日`), (match, context) => {
    const [, m1, d1, m2, d2] = match;
    return yearlessRange(digits(m1!), digits(d1!), m2 ? digits(m2) : digits(m1!), digits(d2!), match[0], context);
  }],
  [/(?:(\d{1,2})\s*월\s*)?(\d{1,2})\s*일\s*(?:부터|~|-)\s*(?:(\d{1,2})\s*월\s*)?(\d{1,2})\s*일(?:까지)?/gu, (match, context) => {
    const [, m1, d1, m2, d2] = match;
    const first = m1 ? Number(m1) : context.published.m;
    return yearlessRange(first, Number(d1), m2 ? Number(m2) : first, Number(d2), match[0], context);
  }],
  // A month or a day named with a relative year (明年2月, 내년 2월 5일, 지난해 12월, next year's February).
  [new RegExp(String.raw`(${THIS_YEAR_WORD}|지난해|지난\s?해)\s*(\d{1,2})\s*(?:月|월)\s*(?:(\d{1,2})\s*(?:日|일))?`, "gu"), (match, context) => {
    const y = /지난/u.test(match[1]!) ? context.published.y - 1 : relativeYear(match[1]!, context);
    const m = Number(match[2]);
    if (m < 1 || m > 12) return null;
    return match[3] ? daySpan({ y, m, d: Number(match[3]) }, match[0]) : monthSpan(y, m, match[0]);
  }],
  // 오는 12월 3일 (the coming one), 지난 3월 (the last one).
  [/(오는|지난)\s*(\d{1,2})\s*월(?:\s*(\d{1,2})\s*일)?/gu, (match, context) => {
    const m = Number(match[2]);
    const spans = match[3] ? yearlessDay(m, Number(match[3]), match[0], { ...context, year: null }) : yearlessMonth(m, match[0], { ...context, year: null });
    return spans && both(match[1] === "오는" ? spans.ahead : spans.past);
  }],
  // A committee's meeting named by its month ("at its November meeting", "auf seiner Sitzung im September").
  [latin(`(${MONTH})\\s+(?:meeting|session|Sitzung)`), (match, context) => yearlessMonth(monthOf(match[1]!), match[0], context)],
  [latin(`over the weekend|am Wochenende|this weekend`), (match, { published }) => {
    const back = (weekday(published) - 6 + 7) % 7 || 7;
    const saturday = addDays(published, -back);
    return { start: iso(saturday), end: iso(addDays(saturday, 1)), precision: "day", text: match[0] };
  }],
  // Days without a year.
  [latin(`(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?!\\d|,?\\s*\\d{4}|\\s*(?:-|–|to)\\s*\\d)`), (match, context) => yearlessDay(monthOf(match[1]!), Number(match[2]), match[0], context)],
  [latin(`(\\d{1,2})\\.\\s*(${MONTH})(?!\\s*\\d{4})`), (match, context) => yearlessDay(monthOf(match[2]!), Number(match[1]), match[0], context)],
  [cjk(`([0-9０-９]{1,2})\\s*月\\s*([0-9０-９]{1,2})\\s*日`), (match, context) => yearlessDay(digits(match[1]!), digits(match[2]!), match[0], context)],
  [cjk(`(\\d{1,2})\\s*월\\s*(\\d{1,2})\\s*일`), (match, context) => yearlessDay(Number(match[1]), Number(match[2]), match[0], context)],
  // 지난 6일, 오는 9일: a day of this month (of the next, when it has passed and 오는 says ahead).
  [/(지난|오는|이달)\s*(\d{1,2})\s*일/gu, (match, { published }) => {
    const d = Number(match[2]);
    const day = { y: published.y, m: published.m, d };
    if (match[1] === "오는" && d < published.d) return daySpan({ ...addMonths(published.y, published.m, 1), d }, match[0]);
    return d <= daysIn(published.y, published.m) ? daySpan(day, match[0]) : null;
  }],
  // Relative days.
  [latin(`today|this morning|earlier today|heute|heutigen`), (match, { published }) => daySpan(published, match[0])],
  [/今日|本日|今天|오늘|금일/gu, (match, { published }) => daySpan(published, match[0])],
  [latin(`yesterday|gestern`), (match, { published }) => daySpan(addDays(published, -1), match[0])],
  [/昨日|昨天|어제/gu, (match, { published }) => daySpan(addDays(published, -1), match[0])],
  [latin(`(?:on\\s+|last\\s+|this\\s+|next\\s+|am\\s+|kommenden\\s+|vergangenen\\s+|letzten\\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)`), (match, context) => {
    const day = weekdayNumber(match[1]!);
    if (day < 0) return null;
    const spans = weekdaySpan(day, match[0], context);
    if (/last|vergangen|letzt/iu.test(match[0])) return both(spans.past);
    if (/next|kommend/iu.test(match[0])) return both(spans.ahead);
    return spans;
  }],
  [/(?:(先週|今週|来週)の?)?([月火水木金土日])曜日?/gu, (match, context) => {
    const spans = weekdaySpan(weekdayNumber(match[2]!), match[0], context);
    return match[1] === "先週" ? both(previousWeek(weekdayNumber(match[2]!), match[0], context)) : match[1] === "来週" ? both(spans.ahead) : spans;
  }],
  [/(?:(지난주|이번 ?주|다음 ?주)\s*)?([월화수목금토일])요일/gu, (match, context) => {
    const spans = weekdaySpan(weekdayNumber(match[2]!), match[0], context);
    return match[1] === "지난주" ? both(previousWeek(weekdayNumber(match[2]!), match[0], context)) : match[1]?.startsWith("다음") ? both(spans.ahead) : spans;
  }],
  [/(上|本|下)?(?:周|星期)([一二三四五六日天])/gu, (match, context) => {
    const spans = weekdaySpan(weekdayNumber(match[2]!), match[0], context);
    return match[1] === "上" ? both(previousWeek(weekdayNumber(match[2]!), match[0], context)) : match[1] === "下" ? both(spans.ahead) : spans;
  }],
  // Months without a year ("in January", "late August", "im Dezember", "8月にも", 11월).
  [latin(`(?:in|by|during|until|for|early|mid|late|im|Anfang|Mitte|Ende|bis)\\s+(?:early\\s+|mid-?|late\\s+)?(${MONTH})(?!\\s*\\d)`), (match, context) => yearlessMonth(monthOf(match[1]!), match[0], context)],
  [/(?<![\d０-９年~～〜-])([0-9０-９]{1,2})\s*月(?!\s*[0-9０-９]|期|份?[0-9])(?:份|中|末|初|上旬|中旬|下旬)?/gu, (match, context) => yearlessMonth(digits(match[1]!), match[0], context)],
  [/(?<![\d년])(\d{1,2})\s*월(?!\s*\d)/gu, (match, context) => yearlessMonth(Number(match[1]), match[0], context)],
  // Relative months.
  [latin(`next month|nächsten Monat|kommenden Monat`), (match, { published }) => {
    const { y, m } = addMonths(published.y, published.m, 1);
    return monthSpan(y, m, match[0]);
  }],
  [/下个?月|来月|다음\s?달|내달/gu, (match, { published }) => {
    const { y, m } = addMonths(published.y, published.m, 1);
    return monthSpan(y, m, match[0]);
  }],
  [latin(`last month|letzten Monat|vergangenen Monat`), (match, { published }) => {
    const { y, m } = addMonths(published.y, published.m, -1);
    return monthSpan(y, m, match[0]);
  }],
  [/上个?月|先月|지난\s?달|지난달/gu, (match, { published }) => {
    const { y, m } = addMonths(published.y, published.m, -1);
    return monthSpan(y, m, match[0]);
  }],
  [/本月|今月|이번\s?달|이달/gu, (match, { published }) => monthSpan(published.y, published.m, match[0])],
  // Japanese fiscal years: 2026年度 (April 2026–March 2027), its halves and quarters; 今年度, 来年度.
  [/(?:(\d{4})\s*年度|(今|来|本|翌|前)年度)\s*(?:の)?\s*(?:第\s*([1-4１-４])\s*四半期|(上|下)(?:期|半期)|(前|後)半)/gu, (match, context) => {
    const y = match[1] ? Number(match[1]) : relativeFiscalYear(match[2]!, context);
    if (match[3]) return fiscalQuarterSpan(y, digits(match[3]), match[0]);
    const half = HALF_WORDS[match[4] ?? match[5]!]!;
    return fiscalHalfSpan(y, half, match[0]);
  }],
  [/(?:(\d{4})\s*年度|(今|来|本|翌|前)年度)(?:中|内|末)?/gu, (match, context) => fiscalYearSpan(match[1] ? Number(match[1]) : relativeFiscalYear(match[2]!, context), match[0])],
  // Calendar halves in Japanese (2026年上期, 2027年前半, 上半期) and the first quarter as months (1～3月期).
  [/(\d{4})\s*年\s*(?:の)?\s*(?:(上|下)(?:期|半期)|(前|後)半)/gu, (match) => halfSpan(Number(match[1]), HALF_WORDS[match[2] ?? match[3]!]!, match[0])],
  [/(?:(\d{4})\s*年\s*)?([1-9１-９]|1[0-2])\s*[~～〜\-–]\s*([1-9１-９]|1[0-2])\s*月期/gu, (match, context) => {
    const first = digits(match[2]!);
    const last = digits(match[3]!);
    const y = match[1] ? Number(match[1]) : contextYear(context);
    return last - first === 2 && first % 3 === 1 ? quarterSpan(y, (first + 2) / 3, match[0]) : monthsSpan(y, first, last - first + 1, "quarter", match[0]);
  }],
  // A relative year with a half or a quarter (明年上半年, 今年下半年, 내년 상반기, 올해 3분기, 来年前半).
  [new RegExp(String.raw`(${THIS_YEAR_WORD})\s*(?:的)?\s*(?:(上|下)半年|(상|하)반기|(前|後)半|(上|下)期|第?\s*([一二三四1-4])\s*(?:季度|季)|([1-4])\s*분기|第\s*([1-4１-４])\s*四半期)`, "gu"), (match, context) => {
    const y = relativeYear(match[1]!, context);
    const half = match[2] ?? match[3] ?? match[4] ?? match[5];
    if (half) return halfSpan(y, HALF_WORDS[half]!, match[0]);
    return quarterSpan(y, quarterNumber(match[6] ?? match[7] ?? match[8]!), match[0]);
  }],
  [new RegExp(String.raw`(${THIS_YEAR_WORD})\s*(?:的)?\s*(年中|年半ば|중반|初|年初|말|年底|年末|연말|초)`, "gu"), (match, context) => qualifiedYear(relativeYear(match[1]!, context), match[2]!, "")],
  [latin(`(this|next|last)\\s+year's\\s+(first|second)\\s+half|(first|second)\\s+half\\s+of\\s+(this|next|last)\\s+year`), (match, context) => halfSpan(relativeYear(match[1] ?? match[4]!, context), HALF_WORDS[(match[2] ?? match[3]!).toLowerCase()]!, match[0])],
  [latin(`(?:the\\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)[\\s-]+quarter\\s+of\\s+(this|next|last)\\s+year|(ersten|zweiten|dritten|vierten)\\s+Quartal\\s+(?:des\\s+)?(nächsten|kommenden|laufenden)\\s+Jahres`), (match, context) =>
    quarterSpan(relativeYear(match[2] ?? match[4]!, context), quarterNumber(match[1] ?? match[3]!), match[0])],
  [latin(`(early|late|mid-?|end of)\\s*(this|next|last)\\s+year|(Anfang|Ende|Mitte)\\s+(nächsten|kommenden|dieses|des nächsten|des kommenden)\\s+Jahres`), (match, context) =>
    qualifiedYear(relativeYear(match[2] ?? match[4]!, context), match[1] ?? match[3]!, "")],
  // Years written with a number and a qualifier dates.ts does not read (2026年初, 2026년 말, 2027년 초, 2026年中).
  [new RegExp(String.raw`${YEAR_DIGITS}\s*(年中|年半ば|중반|초|年初|말|年底|年末|연말)(?!\s*[前]?\s*[0-9])`, "gu"), (match) => qualifiedYear(Number(match[1]), match[2]!, "")],
  // Halves and quarters without a year: the year the sentence writes elsewhere, else the article's.
  [latin(`(?:the\\s+)?(first|second|1st|2nd)\\s+half(?:\\s+of\\s+the\\s+year)?(?!\\s+(?:of\\s+)?\\d)`), (match, context) => halfSpan(contextYear(context), HALF_WORDS[match[1]!.toLowerCase()]!, match[0])],
  [latin(`(?:the\\s+)?(first|second|third|fourth|1st|2nd|3rd|4th)[\\s-]+quarter(?!\\s+(?:of\\s+)?\\d)`), (match, context) => quarterSpan(contextYear(context), quarterNumber(match[1]!), match[0])],
  [latin(`Q([1-4])(?!\\s*(?:of\\s+)?(?:'|’)?\\d)`), (match, context) => quarterSpan(contextYear(context), Number(match[1]), match[0])],
  [latin(`(ersten|zweiten|dritten|vierten|[1-4]\\.)\\s*Quartal(?!\\s+\\d)`), (match, context) => quarterSpan(contextYear(context), quarterNumber(match[1]!.replace(".", "")), match[0])],
  [latin(`(ersten|zweiten|erste|zweite)\\s*(?:Jahreshälfte|Halbjahr)(?!\\s+\\d)`), (match, context) => halfSpan(contextYear(context), HALF_WORDS[match[1]!.toLowerCase()]!, match[0])],
  [latin(`(?:(ersten|zweiten|erste|zweite)\\s*(?:Jahreshälfte|Halbjahr)|(Anfang|Mitte|Ende))\\s+(\\d{4})`), (match) =>
    match[1] ? halfSpan(Number(match[3]), HALF_WORDS[match[1].toLowerCase()]!, match[0]) : qualifiedYear(Number(match[3]), match[2]!, "")],
  [/(?<![年년\d])(?:(上|下)半年|(상|하)반기)/gu, (match, context) => halfSpan(contextYear(context), HALF_WORDS[match[1] ?? match[2]!]!, match[0])],
  [/(?<![年년\d])(?:第\s*([一二三四1-4])\s*季度|第\s*([1-4１-４])\s*四半期|([1-4])\s*분기)/gu, (match, context) => quarterSpan(contextYear(context), quarterNumber(match[1] ?? match[2] ?? match[3]!), match[0])],
  [latin(`(?:in\\s+|by\\s+)?(?:the\\s+)?(?:mid-year|mid-?year|middle of the year|Mitte des Jahres|Jahresmitte)`), (match, context) => midSpan(contextYear(context), match[0])],
  [/(?<![年년\d])(?:年中|年半ば)/gu, (match, context) => midSpan(contextYear(context), match[0])],
  // The whole of this year, next year or last year ("by year-end", 年内, 연내, "bis Jahresende", 明年, 내년).
  [latin(`(?:by|before|until|through)\\s+(?:the\\s+)?(?:end\\s+of\\s+(?:the|this)\\s+year|year-end|year end)|this year|later this year|in\\s+(?:the\\s+)?current\\s+year|(?:bis|vor)\\s+(?:zum\\s+)?(?:Jahresende|Ende des Jahres)|dieses Jahr|in diesem Jahr|noch in diesem Jahr`), (match, context) => yearSpan(context.published.y, match[0])],
  [latin(`(?:the\\s+)?end\\s+of\\s+(?:the|this)\\s+year|year-end|Jahresende|Ende des Jahres|late this year`), (match, context) => halfSpan(context.published.y, 2, match[0])],
  [latin(`next year|nächstes Jahr|nächsten Jahres|kommendes Jahr|im kommenden Jahr|im nächsten Jahr`), (match, context) => yearSpan(context.published.y + 1, match[0])],
  [latin(`last year|letztes Jahr|vergangenes Jahr|im vergangenen Jahr|im Vorjahr`), (match, context) => yearSpan(context.published.y - 1, match[0])],
  [/年内|年底前|年末前|今年内|今年中|연내|올해\s?안/gu, (match, context) => yearSpan(context.published.y, match[0])],
  [/(?<![\d年])(?:年底|年末|연말)(?!前)/gu, (match, context) => halfSpan(context.published.y, 2, match[0])],
  [/(?<![\d년])(?:今年|本年|올해|금년)(?!\s*(?:上|下|前|後|第|상|하|[1-4]\s*분기|年中|중반|初|말))/gu, (match, context) => yearSpan(context.published.y, match[0])],
  [/(?<![\d])(?:明年|来年|내년|翌年)(?!\s*(?:上|下|前|後|第|상|하|[1-4]\s*분기|年中|중반|初|초|말|度))/gu, (match, context) => yearSpan(context.published.y + 1, match[0])],
  [/(?<![\d])(?:去年|昨年|작년|前年)(?!\s*(?:上|下|前|後|第|상|하|度))/gu, (match, context) => yearSpan(context.published.y - 1, match[0])],
  // Next quarter.
  [latin(`next quarter|im nächsten Quartal|kommenden Quartal`), (match, { published }) => {
    const q = Math.floor((published.m - 1) / 3) + 1;
    return q === 4 ? quarterSpan(published.y + 1, 1, match[0]) : quarterSpan(published.y, q + 1, match[0]);
  }],
  [/下(?:个)?季度|来四半期|다음\s?분기/gu, (match, { published }) => {
    const q = Math.floor((published.m - 1) / 3) + 1;
    return q === 4 ? quarterSpan(published.y + 1, 1, match[0]) : quarterSpan(published.y, q + 1, match[0]);
  }],
  [/(?:年次総会|年会|学会|総会|大会|학회|학술대회|Kongress|Jahrestagung)\s*(\d{4})(?!\d|\s*年)/gu, (match) => yearSpan(Number(match[1]), match[0])],
  [latin(`(?:planned|scheduled|slated|expected|due|targeted|set|pencilled in|penciled in)\\s+for\\s+(\\d{4})`), (match) => yearSpan(Number(match[1]), match[0])],
  [/(\d{4})\s*年\s*半ば/gu, (match) => midSpan(Number(match[1]), match[0])],
  // A congress named with its year and no other date ("ESMO 2026", "ASCO-Jahreskongress 2026"): that year.
  // (ADA, ACR, IAS and JPM too: before a year they are the meetings, not antidrug antibodies or a rating.)
  [new RegExp(String.raw`(?<![\p{L}])(?:${CONGRESS_ACRONYMS}|ADA|ACR|IAS|JPM)(?:[\s-]\p{L}+)?\s+(\d{4})(?!\d)`, "gu"), (match) => yearSpan(Number(match[1]), match[0])],
];

// Words that say a date was replaced: "originally", "pushed back from", 此前, 当初, 기존, "ursprünglich".
const REPLACED_BEFORE = /(?<![\p{L}])(?:original(?:ly)?|previous(?:ly)?|prior|earlier|former|initially)(?:\s+\S+){0,5}\s*$|(?<![\p{L}])(?:from|instead of|rather than)\s+(?:by\s+|in\s+)?(?:the\s+)?$|(?:此前|原定|原计划|原本|之前|当初|従来|前回|기존|당초|원래|종전)[^，。,]{0,24}$|(?:ursprünglich|zuvor|bisher|vorher)(?:\s+\S+){0,6}\s*$/iu;
const REPLACED_AFTER = /^\s*(?:から|에서|으로부터|,?\s*as\s+(?:previously|originally|earlier|first)\s+(?:guided|planned|expected|announced))/iu;

const WEEKDAY = /^(?:on\s+|am\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$|曜日?$|요일$|^(?:上|本|下)?(?:周|星期)[一二三四五六日天]$/iu;

const MAX_READINGS = 64;

const WRITTEN_YEAR = /(?<![\p{L}\p{N}-])((?:199|20[0-4])\d)(?![\p{L}\p{N}]|-\d)/gu;
/** How far before a date without a year a written year still gives it one ("ESMO 2026 in October", "2026年ASCO年会…6月"). */
const YEAR_REACH = 30;

/**
 * Every date in `sentence` as spans, resolved against `published` (YYYY-MM-DD). A date written
 * without a year takes a year written just before it ("ESMO 2026 in October"), else one from the
 * article's date.
 */
export function findDateSpans(sentence: string, published: string): LocatedSpan[] {
  const day = parseDay(published);
  const years = [...sentence.matchAll(WRITTEN_YEAR)].map((match) => ({ at: match.index + match[0].length, year: Number(match[1]) }));
  // The last year written at or before `start` (years are in text order: a binary search, so that
  // a sentence of many dates is not read in quadratic time), if within reach.
  const contextAt = (start: number): Context => {
    let low = 0;
    let high = years.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (years[middle]!.at <= start) low = middle + 1;
      else high = middle;
    }
    const near = years[low - 1];
    return { published: day, year: near && start - near.at <= YEAR_REACH ? near.year : null };
  };
  const readings: Reading[] = findDates(sentence).map(({ figure, start, end }) => {
    const span = spanOfValue(figure.value, figure.text, sentence.slice(0, start));
    return { start, end, past: span, ahead: span, absolute: true };
  });
  for (const [pattern, read] of RULES) {
    for (const match of sentence.matchAll(pattern)) {
      const found = read(match, contextAt(match.index));
      if (!found) continue;
      const spans = "past" in found ? found : both(found);
      readings.push({ start: match.index, end: match.index + match[0].length, ...spans, absolute: false });
    }
  }
  // The first readings only (a sentence of thousands of dates would be resolved in quadratic time),
  // without a dateline ("BOSTON, March 3, 2026 /PRNewswire/ --": the article's date, not an event's).
  const first = readings
    .sort((a, b) => a.start - b.start)
    .slice(0, MAX_READINGS)
    .filter((reading) => !isDateline(sentence, reading));
  // "on Monday, April 20": the date names the day; the weekday beside it is no date of its own.
  const isWeekday = (reading: Reading) => WEEKDAY.test(sentence.slice(reading.start, reading.end));
  const days = first.filter((reading) => reading.past.precision === "day" && !isWeekday(reading));
  const besideDay = (reading: Reading) => days.some((day) => Math.abs(day.start - reading.end) <= 3 || Math.abs(reading.start - day.end) <= 3);
  const candidates = first
    .filter((reading) => !(isWeekday(reading) && besideDay(reading)))
    .sort((a, b) => b.end - b.start - (a.end - a.start) || Number(b.absolute) - Number(a.absolute) || a.start - b.start);
  const kept: Reading[] = [];
  for (const reading of candidates) if (!kept.some((other) => reading.start < other.end && other.start < reading.end)) kept.push(reading);
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ start, end, past, ahead }) => ({
      start,
      end,
      past,
      ahead,
      replaced: REPLACED_BEFORE.test(sentence.slice(Math.max(0, start - 40), start)) || REPLACED_AFTER.test(sentence.slice(end, end + 4)),
    }));
}
