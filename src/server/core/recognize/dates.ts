import type { Figure } from "./types";

// The dates a news article writes, in en, zh, ja, ko, de, fr and es, at the precision written: a
// day ("March 14, 2027", "14. März 2027", "2027年3月14日", "2027-03-14") → `2027-03-14`, a month
// ("March 2027", "2027年3月") → `2027-03`, a quarter ("Q2 2027", "2Q27", "2027年第二季度",
// "2027년 2분기", "zweites Quartal 2027") → `2027-Q2`, a half ("H1 2027", "2027年上半年",
// "2027년 상반기", "premier semestre 2027") → `2027-H1`, a year tied to a preposition or a
// qualifier ("in 2027", "mid-2027", "Mitte 2027", "fin 2027", "2027年") → `2027`. Relative
// phrases ("next year", 明年, 年内, "today") are left alone: a passage does not carry the date
// they count from, and a date is never invented. Each date says whether the words around it
// make it expected ("PDUFA target action date of", "expected in", 预计, 予定, 예정, erwartet,
// prévu, prevista) or else the date something took place.

export type DateFigure = Extract<Figure, { kind: "date" }>;
export type LocatedDate = { readonly figure: DateFigure; readonly start: number; readonly end: number };

const MONTH_NAMES: readonly (readonly string[])[] = [
  // en, with the abbreviations news uses ("Feb.", "Sept.")
  ["january|jan\\.?", "february|feb\\.?", "march|mar\\.?", "april|apr\\.?", "may", "june|jun\\.?", "july|jul\\.?", "august|aug\\.?", "september|sept?\\.?", "october|oct\\.?", "november|nov\\.?", "december|dec\\.?"],
  // de
  ["januar|jänner", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
  // fr
  ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  // es
  ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre|setiembre", "octubre", "noviembre", "diciembre"],
];
const MONTH_LOOKUP = MONTH_NAMES.flatMap((names) => names.map((pattern, index) => [new RegExp(`^(?:${pattern})$`, "iu"), index + 1] as const));
/** Any month's name, in en, de, fr or es, as a regular expression source. */
export const MONTH = MONTH_NAMES.flatMap((names) => names).join("|");

export function monthNumber(written: string): number {
  return MONTH_LOOKUP.find(([pattern]) => pattern.test(written))?.[1] ?? 0;
}

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1, "1st": 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4,
  ersten: 1, erstes: 1, erste: 1, zweiten: 2, zweites: 2, zweite: 2, dritten: 3, drittes: 3, dritte: 3, vierten: 4, viertes: 4, vierte: 4,
  premier: 1, "1er": 1, deuxième: 2, "2e": 2, troisième: 3, "3e": 3, quatrième: 4, "4e": 4,
  primer: 1, primera: 1, segundo: 2, segunda: 2, tercer: 3, tercera: 3, cuarto: 4, cuarta: 4,
  一: 1, 二: 2, 三: 3, 四: 4, "１": 1, "２": 2, "３": 3, "４": 4, 上: 1, 下: 2, 상: 1, 하: 2,
};
const ordinal = (written: string) => ORDINALS[written.toLowerCase().replace(/\.$/, "")] ?? Number(written.replace(/\.$/, ""));

const YEAR = "((?:19|20)\\d{2})";
// A two-digit year after a quarter or half ("2Q27", "1H'28") is this century's.
const fullYear = (written: string) => (written.length === 2 ? 2000 + Number(written) : Number(written));
const pad = (value: number) => String(value).padStart(2, "0");

type Reading = (groups: readonly string[]) => string | null;

const day = (year: string, month: number, date: string): string | null => {
  const number = date.toLowerCase() === "1er" ? 1 : Number(date);
  return month >= 1 && month <= 12 && number >= 1 && number <= 31 ? `${year}-${pad(month)}-${pad(number)}` : null;
};
const month = (year: string, value: number) => (value >= 1 && value <= 12 ? `${year}-${pad(value)}` : null);
const period = (year: string, letter: "Q" | "H", written: string) => {
  const number = ordinal(written);
  return number >= 1 && number <= (letter === "Q" ? 4 : 2) ? `${fullYear(year)}-${letter}${number}` : null;
};

// Latin-script patterns are bounded by letters and digits; CJK ones by digits only.
const latin = (source: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${source})(?![\p{L}\p{N}])`, "giu");
const cjk = (source: string) => new RegExp(String.raw`(?<!\d)(?:${source})`, "gu");

const QUARTER_WORDS = "first|second|third|fourth|1st|2nd|3rd|4th";
const DE_ORDINALS = "ersten|erstes|erste|zweiten|zweites|zweite|dritten|drittes|dritte|vierten|viertes|vierte|[1-4]\\.";
const FR_ORDINALS = "premier|1er|deuxième|second|2e|troisième|3e|quatrième|4e";
const ES_ORDINALS = "primer|primera|segundo|segunda|tercer|tercera|cuarto|cuarta";

// Most precise first: where two readings overlap, the longer one wins (findDates).
const PATTERNS: readonly (readonly [RegExp, Reading])[] = [
  // Days.
  // ISO, bounded by digits only: Chinese and Japanese write it between characters (于2027-05-20批准).
  [new RegExp(`(?<![\\d-])${YEAR}-(\\d{2})-(\\d{2})(?![\\d-])`, "gu"), ([year, m, d]) => day(year!, Number(m), d!)],
  [latin(`(${MONTH})\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${YEAR}`), ([m, d, year]) => day(year!, monthNumber(m!), d!)],
  [latin(`(\\d{1,2}|1er)(?:st|nd|rd|th)?\\.?\\s+(?:of\\s+|de\\s+)?(${MONTH}),?\\s+(?:de\\s+|del\\s+)?${YEAR}`), ([d, m, year]) => day(year!, monthNumber(m!), d!)],
  [cjk(`${YEAR}\\s*年\\s*(\\d{1,2})\\s*月\\s*(\\d{1,2})\\s*日`), ([year, m, d]) => day(year!, Number(m), d!)],
  [cjk(`${YEAR}\\s*년\\s*(\\d{1,2})\\s*월\\s*(\\d{1,2})\\s*일`), ([year, m, d]) => day(year!, Number(m), d!)],
  // Months.
  [latin(`(${MONTH}),?\\s+(?:de\\s+|del\\s+)?${YEAR}`), ([m, year]) => month(year!, monthNumber(m!))],
  [cjk(`${YEAR}\\s*年\\s*(\\d{1,2})\\s*月(?!\\s*\\d)`), ([year, m]) => month(year!, Number(m))],
  [cjk(`${YEAR}\\s*년\\s*(\\d{1,2})\\s*월(?!\\s*\\d)`), ([year, m]) => month(year!, Number(m))],
  // Quarters.
  [latin(`Q([1-4])\\s*(?:of\\s+)?(?:'|’)?((?:19|20)\\d{2}|\\d{2})`), ([q, year]) => period(year!, "Q", q!)],
  [latin(`([1-4])Q\\s*(?:'|’)?((?:19|20)\\d{2}|\\d{2})`), ([q, year]) => period(year!, "Q", q!)],
  [latin(`(${QUARTER_WORDS})[\\s-]+quarter\\s+(?:of\\s+)?${YEAR}`), ([q, year]) => period(year!, "Q", q!)],
  [latin(`(${DE_ORDINALS})\\s*Quartal(?:s)?\\s+${YEAR}`), ([q, year]) => period(year!, "Q", q!)],
  [latin(`(${FR_ORDINALS})\\s+trimestre\\s+(?:de\\s+)?${YEAR}`), ([q, year]) => period(year!, "Q", q!)],
  [latin(`(${ES_ORDINALS})\\s+trimestre\\s+(?:de|del)\\s+${YEAR}`), ([q, year]) => period(year!, "Q", q!)],
  [cjk(`${YEAR}\\s*年\\s*(?:第\\s*)?([一二三四1-4１-４])\\s*(?:季度|季|四半期)`), ([year, q]) => period(year!, "Q", q!)],
  [cjk(`${YEAR}\\s*년\\s*([1-4])\\s*분기`), ([year, q]) => period(year!, "Q", q!)],
  // Halves.
  [latin(`H([12])\\s*(?:of\\s+)?(?:'|’)?((?:19|20)\\d{2}|\\d{2})`), ([h, year]) => period(year!, "H", h!)],
  [latin(`([12])H\\s*(?:'|’)?((?:19|20)\\d{2}|\\d{2})`), ([h, year]) => period(year!, "H", h!)],
  [latin(`(first|second|1st|2nd)\\s+half\\s+(?:of\\s+)?${YEAR}`), ([h, year]) => period(year!, "H", h!)],
  [latin(`(${DE_ORDINALS})\\s*Halbjahr(?:es)?\\s+${YEAR}`), ([h, year]) => period(year!, "H", h!)],
  [latin(`(${FR_ORDINALS})\\s+semestre\\s+(?:de\\s+)?${YEAR}`), ([h, year]) => period(year!, "H", h!)],
  [latin(`(${ES_ORDINALS})\\s+(?:semestre|mitad)\\s+(?:de|del)\\s+${YEAR}`), ([h, year]) => period(year!, "H", h!)],
  [cjk(`${YEAR}\\s*年\\s*(上|下)\\s*半(?:年|期)`), ([year, h]) => period(year!, "H", h!)],
  [cjk(`${YEAR}\\s*년\\s*(상|하)\\s*반기`), ([year, h]) => period(year!, "H", h!)],
  // Years, only where the words make the number a year: a preposition or a qualifier before it
  // ("in 2027", "by mid-2027", "Mitte 2027", "d'ici fin 2027", "a mediados de 2027"), "gegründet"
  // after it, or 年/년 (not 年度, a fiscal year, nor a part of a longer date).
  [
    latin(
      `(?:in|by|during|until|through|since|before|after|from|mid-|early|late|end of|end-|year-end|im Jahr(?:e)?|bis|seit|Mitte|Ende|Anfang|im Laufe des Jahres|en|d['’]ici|fin|mi-|début|depuis|courant|avant|para|hasta|desde|durante|a finales de|a mediados de|a principios de|finales de|mediados de|principios de)\\s?${YEAR}`,
    ),
    ([year]) => year!,
  ],
  [latin(`${YEAR}(?=\\s+gegründet)`), ([year]) => year!],
  [cjk(`${YEAR}\\s*年(?!\\s*(?:度|\\d|第|上|下|[一二三四]\\s*季))`), ([year]) => year!],
  [cjk(`${YEAR}\\s*년(?!\\s*(?:\\d|[상하]\\s*반기))`), ([year]) => year!],
];

// The words that make a date expected, looked for in its clause: a target or goal date, an
// expectation, a plan, a schedule, the future tense.
export const EXPECTED_WORDS = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:PDUFA|target action date|goal date|action date|expect\p{L}*|anticipat\p{L}*|plan\p{L}*|schedul\p{L}*|intend\p{L}*|aim\p{L}*|slated|due|on track|will|to (?:start|begin|submit|file|report|present|launch|announce|complete))(?![\p{L}])`,
    String.raw`预计|预期|计划|拟|将于|将在|有望|目标|争取|即将|予定|見込み|見通し|計画|方針|目指|目標|예정|계획|전망|목표|기대|추진`,
    String.raw`(?<![\p{L}])(?:erwartet|erwarten|geplant|plant|planen|voraussichtlich|soll|sollen|will|wollen|angestrebt|rechnet|prévu\p{L}*|prévoi\p{L}*|attendu\p{L}*|devrai\p{L}*|vise|compte|envisage|d['’]ici|previst\p{L}*|prevé|prevén|espera\p{L}*|planea|tiene previsto|para el)(?![\p{L}])`,
  ].join("|"),
  "iu",
);

const COORDINATED = /^\s*(?:并|且|并且|同时|and|und|et|y|e|그리고|및|また)(?![\p{Script=Latin}])/iu;

// "by" promises a date only just before it ("by mid-2028", "by the end of 2027"), not in "approved by the FDA on".
const BY_BEFORE = /(?<![\p{L}])by\s+(?:the\s+)?(?:end\s+of\s+)?$/iu;

// Words that make a date no event's: a founding year, a year's revenue, a data cut-off.
const ASIDE =
  /(?<![\p{L}])(?:founded|established|incorporated|revenue\p{L}*|sales|fiscal|cut-?off|gegründet\p{L}*|Umsatz|Stichtag|fondée?|créée?|chiffre d['’]affaires|fundad[ao]|ventas|facturación)(?![\p{L}])|成立|创立|設立|营业收入|营收|销售额|売上|설립|매출/iu;

// Clause breaks: a date's clause runs between them (the comma inside "March 14, 2027" is the date's).
const CLAUSE_BREAK = /[,;:，；、。!?！？]|\s[-–—]{1,2}\s/gu;

// How far a clause is looked for around a date: a clause runs a few hundred characters at most,
// and reading the whole text for each date of a long one would take quadratic time.
const CLAUSE_REACH = 400;

function clauseAround(text: string, start: number, end: number): { readonly before: string; readonly after: string } {
  const reach = Math.max(0, start - CLAUSE_REACH);
  const breaks = [...text.slice(reach, start).matchAll(CLAUSE_BREAK)];
  const last = breaks[breaks.length - 1];
  const from = last ? reach + last.index + last[0].length : reach;
  const tail = text.slice(end, end + CLAUSE_REACH);
  const next = tail.search(CLAUSE_BREAK);
  return { before: text.slice(from, start), after: next === -1 ? tail : tail.slice(0, next) };
}

/** Whether the words of a date's clause make it expected rather than the date something took place. */
function whenOf(text: string, start: number, end: number): DateFigure["when"] {
  const { before, after } = clauseAround(text, start, end);
  if (EXPECTED_WORDS.test(before) || EXPECTED_WORDS.test(after) || BY_BEFORE.test(before)) return "expected";
  // A clause joined by "and" to the one before shares its expectation (预计…启动，并于2028年获得数据).
  const clauseStart = start - before.length;
  return COORDINATED.test(before) && clauseStart > 1 ? whenOf(text, clauseStart - 1, clauseStart - 1) : "past";
}

/**
 * Every date written in the text, in text order, with its normalized value, its words and
 * whether it is expected. Where two readings overlap ("March 2027" inside "March 14, 2027") the
 * longer wins.
 */
export function findDates(text: string): LocatedDate[] {
  const readings = PATTERNS.flatMap(([pattern, read]) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      const value = read(match.slice(1).filter((group) => group !== undefined));
      return value ? [{ value, start: match.index, end: match.index + match[0].length, written: match[0] }] : [];
    }),
  );
  readings.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: typeof readings = [];
  for (const reading of readings) if (!kept.some((other) => reading.start < other.end && other.start < reading.end)) kept.push(reading);
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ value, start, end, written }) => ({ figure: { kind: "date", value, when: whenOf(text, start, end), text: written }, start, end }));
}

// A publication dateline: a date near the start of a sentence followed by a wire's mark or a dash
// ("BOSTON, Feb. 3, 2027 /PRNewswire/ --", "Berlin, 3. Februar 2027 –").
const DATELINE_AFTER = /^\s*(?:\/[^/]{2,30}\/|\((?:BUSINESS WIRE|GLOBE NEWSWIRE|Reuters|dpa|AFP)\)|[-–—]{1,2}\s)/iu;

/** Whether the date at [start, end) of `text` is its dateline: the article's date, not an event's. */
export function isDateline(text: string, { start, end }: { readonly start: number; readonly end: number }): boolean {
  return start < 60 && DATELINE_AFTER.test(text.slice(end, end + 40));
}

/** A founding year, a revenue year or a data cut-off: in the date's clause, or in the next when the date's is only a lead-in ("In 2026, revenue…"). */
function isAside(text: string, date: LocatedDate): boolean {
  const { before, after } = clauseAround(text, date.start, date.end);
  if (ASIDE.test(before) || ASIDE.test(after)) return true;
  if (before.trim().length + after.trim().length > 12) return false;
  const rest = text.slice(date.end + after.length + 1);
  return ASIDE.test(clauseAround(rest, 0, 0).after);
}

/**
 * The date of an event reported in `sentence` (text of one sentence), its trigger at
 * `trigger` (offset in the sentence): of the dates written in it, not a dateline nor a founding,
 * revenue or cut-off year, the one nearest the trigger, on the side the language writes an
 * event's date. Null when the sentence writes none.
 */
export function eventDate(sentence: string, dates: readonly LocatedDate[], trigger: { readonly start: number; readonly end: number }): DateFigure | null {
  // European languages write the date after the verb ("approved on", "a été approuvé le"), Chinese,
  // Japanese and Korean before it (2027年3月14日获批): a date on that side counts half as far.
  const cjk = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(sentence);
  const distance = (date: LocatedDate) =>
    date.end <= trigger.start ? (trigger.start - date.end) * (cjk ? 0.5 : 1) : Math.max(0, date.start - trigger.end) * (cjk ? 1 : 0.5);
  const candidates = dates.filter((date) => !isDateline(sentence, date) && !isAside(sentence, date));
  candidates.sort((a, b) => distance(a) - distance(b));
  return candidates[0]?.figure ?? null;
}
