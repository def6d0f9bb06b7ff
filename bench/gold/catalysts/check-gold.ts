/**
 * The consistency checks of a catalyst gold set (the development set in this folder, the held-out
 * one in ../catalysts2): form, not truth. Quotes, assets and companies are substrings of the text,
 * dates are real, start ≤ end, each span matches its precision under the README rules, an actual
 * event does not start after the item date while an expected or estimated one does not end before
 * it, assetKey is the normalised asset, regulator keys are known, ids run without gaps, no item has
 * more than two catalysts, and the set's minimums hold. Prints the counts; sets exit code 1 on any problem.
 */
import type { CatalystGold, CatalystGoldItem, CatalystType } from "./items.ts";

type Lang = CatalystGoldItem["lang"];
type Precision = CatalystGold["precision"];
type Status = CatalystGold["status"];

// A Record keeps these lists complete: adding a member to a union without listing it here fails to compile.
const TYPE_SET: Record<CatalystType, true> = {
  pdufa: true,
  "advisory-committee": true,
  submission: true,
  "filing-acceptance": true,
  designation: true,
  approval: true,
  "complete-response-letter": true,
  "chmp-opinion": true,
  readout: true,
  "conference-presentation": true,
};
const LANG_SET: Record<Lang, true> = { en: true, zh: true, ja: true, ko: true, de: true };
const STATUS_SET: Record<Status, true> = { expected: true, actual: true, estimated: true };
const PRECISION_SET: Record<Precision, true> = { day: true, month: true, quarter: true, half: true, year: true };
const TYPES = Object.keys(TYPE_SET) as CatalystType[];
const LANGS = Object.keys(LANG_SET) as Lang[];
const STATUSES = Object.keys(STATUS_SET) as Status[];
const PRECISIONS = Object.keys(PRECISION_SET) as Precision[];

const REGULATORS = new Set(["fda", "ema", "nmpa", "pmda", "mhlw", "mfds", "ec", "chmp", "mhra", "health-canada"]);

const MAX_DAY_RANGE_DAYS = 14; // an explicit multi-day span such as a congress "May 29 to June 2"

let problems: string[] = [];
const problem = (where: string, message: string): void => {
  problems.push(`${where}: ${message}`);
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch for a valid YYYY-MM-DD, or null. */
function dayNumber(iso: string): number | null {
  const m = ISO.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number): string => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number): string => `${y}-${pad(m)}-${pad(d)}`;

/** The spans a precision allows for a start date (README "Date spans"); empty when the start cannot begin one. */
function allowedEnds(precision: Precision, start: string, lang: Lang): string[] {
  const m = ISO.exec(start);
  if (!m) return [];
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (precision === "day") return [];
  if (d !== 1) return [];
  switch (precision) {
    case "month":
      return [iso(y, mo, lastDayOfMonth(y, mo))];
    case "quarter":
      return (mo - 1) % 3 === 0 ? [iso(y, mo + 2, lastDayOfMonth(y, mo + 2))] : [];
    case "half": {
      const ends: string[] = [];
      if (mo === 1) ends.push(iso(y, 6, 30)); // first half
      if (mo === 7) ends.push(iso(y, 12, 31)); // second half
      if (mo === 4) ends.push(iso(y, 9, 30)); // "mid-YYYY", and the first half of a Japanese fiscal year
      if (mo === 10 && lang === "ja") ends.push(iso(y + 1, 3, 31)); // second half of a Japanese fiscal year
      return ends;
    }
    case "year": {
      const ends: string[] = [];
      if (mo === 1) ends.push(iso(y, 12, 31));
      if (mo === 4 && lang === "ja") ends.push(iso(y + 1, 3, 31)); // Japanese fiscal year (年度)
      return ends;
    }
  }
}

/** Upper-case, without spaces, hyphens, dots or full-width hyphens: how assetKey is compared with the text. */
const squash = (s: string): string => s.normalize("NFKC").toUpperCase().replace(/[\s\-.‐‑–]/g, "");

function checkCatalyst(item: CatalystGoldItem, c: CatalystGold, where: string): void {
  const itemDay = dayNumber(item.date);
  if (!(c.type in TYPE_SET)) problem(where, `unknown type ${String(c.type)}`);
  if (!(c.status in STATUS_SET)) problem(where, `unknown status ${String(c.status)}`);
  if (!(c.precision in PRECISION_SET)) problem(where, `unknown precision ${String(c.precision)}`);

  const s = dayNumber(c.start);
  const e = dayNumber(c.end);
  if (s === null) problem(where, `start ${c.start} is not a real YYYY-MM-DD date`);
  if (e === null) problem(where, `end ${c.end} is not a real YYYY-MM-DD date`);
  if (s !== null && e !== null) {
    if (s > e) problem(where, `start ${c.start} is after end ${c.end}`);
    if (c.precision === "day") {
      if (e - s > MAX_DAY_RANGE_DAYS) problem(where, `day precision spans ${e - s + 1} days (max ${MAX_DAY_RANGE_DAYS + 1})`);
    } else if (!allowedEnds(c.precision, c.start, item.lang).includes(c.end)) {
      problem(where, `${c.start}..${c.end} is not a whole ${c.precision} under the README rules`);
    }
    if (itemDay !== null) {
      if (c.status === "actual" && s > itemDay) problem(where, `actual event starts ${c.start}, after the item date ${item.date}`);
      if (c.status !== "actual" && e < itemDay) problem(where, `${c.status} event ends ${c.end}, before the item date ${item.date}`);
    }
  }

  if (c.quote.trim() === "") problem(where, "empty quote");
  else if (!item.text.includes(c.quote)) problem(where, `quote is not a substring of the text: «${c.quote}»`);

  if (c.asset === null) {
    if (c.assetKey !== null) problem(where, "assetKey without asset");
  } else {
    if (!item.text.includes(c.asset)) problem(where, `asset «${c.asset}» is not in the text`);
    if (c.assetKey === null) problem(where, "asset without assetKey");
    else {
      const isCode = /^[A-Z0-9]+$/.test(c.assetKey) && /\d/.test(c.assetKey);
      const isInn = /^[a-z]+$/.test(c.assetKey);
      if (!isCode && !isInn) problem(where, `assetKey «${c.assetKey}» is neither a code (A-Z0-9 with a digit) nor a lower-case INN`);
      if (!squash(item.text).includes(squash(c.assetKey))) problem(where, `assetKey «${c.assetKey}» does not match the text`);
      if (isInn && c.asset.toLowerCase() !== c.assetKey) problem(where, `INN assetKey «${c.assetKey}» differs from asset «${c.asset}»`);
      if (isCode && squash(c.asset) !== c.assetKey) problem(where, `code assetKey «${c.assetKey}» is not the squashed asset «${c.asset}»`);
    }
  }
  if (c.company !== null && !item.text.includes(c.company)) problem(where, `company «${c.company}» is not in the text`);
  if (c.regulator !== null && !REGULATORS.has(c.regulator)) problem(where, `unknown regulator key ${c.regulator}`);
}

export type GoldMinimums = {
  perLanguage: Record<Lang, number>;
  items: number;
  perType: number;
  withoutCatalyst: number;
  withTwo: number;
  maxEstimated: number;
};

export function checkCatalystGold({
  label,
  items,
  idPrefix,
  minimums,
  dates,
}: {
  label: string;
  items: readonly CatalystGoldItem[];
  idPrefix: string;
  minimums: GoldMinimums;
  dates?: { from: string; to: string };
}): void {
  problems = [];
  const seen = new Set<string>();
  const langCount: Record<Lang, number> = { en: 0, zh: 0, ja: 0, ko: 0, de: 0 };
  const typeCount = Object.fromEntries(TYPES.map((t) => [t, 0])) as Record<CatalystType, number>;
  const typeByLang = Object.fromEntries(LANGS.map((l) => [l, Object.fromEntries(TYPES.map((t) => [t, 0]))])) as Record<
    Lang,
    Record<CatalystType, number>
  >;
  const statusCount = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  const precisionCount = Object.fromEntries(PRECISIONS.map((p) => [p, 0])) as Record<Precision, number>;
  const byCatalystCount = [0, 0, 0];
  const noneByLang: Record<Lang, number> = { en: 0, zh: 0, ja: 0, ko: 0, de: 0 };

  for (const item of items) {
    const where = item.id;
    if (seen.has(item.id)) problem(where, "duplicate id");
    seen.add(item.id);
    if (!(item.lang in LANG_SET)) problem(where, `unknown lang ${String(item.lang)}`);
    const idMatch = new RegExp(`^${idPrefix}-(en|zh|ja|ko|de)-(\\d{3})$`).exec(item.id);
    if (!idMatch) problem(where, `id is not ${idPrefix}-<lang>-NNN`);
    else if (idMatch[1] !== item.lang) problem(where, `id language ${idMatch[1]} differs from lang ${item.lang}`);
    if (dayNumber(item.date) === null) problem(where, `item date ${item.date} is not a real YYYY-MM-DD date`);
    else if (dates && (item.date < dates.from || item.date > dates.to)) problem(where, `item date ${item.date} is outside ${dates.from}..${dates.to}`);
    if (item.text.trim() === "") problem(where, "empty text");
    if (item.catalysts.length > 2) problem(where, `${item.catalysts.length} catalysts (at most 2)`);

    const keys = new Set<string>();
    item.catalysts.forEach((c, i) => {
      checkCatalyst(item, c, `${where}#${i}`);
      const key = `${c.type}|${c.start}|${c.end}|${c.assetKey ?? ""}`;
      if (keys.has(key)) problem(`${where}#${i}`, "duplicate catalyst (same type, dates and asset)");
      keys.add(key);
      typeCount[c.type] += 1;
      typeByLang[item.lang][c.type] += 1;
      statusCount[c.status] += 1;
      precisionCount[c.precision] += 1;
    });

    langCount[item.lang] += 1;
    byCatalystCount[Math.min(item.catalysts.length, 2)]! += 1;
    if (item.catalysts.length === 0) noneByLang[item.lang] += 1;
  }

  // Ids run without gaps within each language.
  for (const lang of LANGS) {
    const numbers = items.filter((i) => i.lang === lang)
      .map((i) => Number(i.id.slice(-3)))
      .sort((a, b) => a - b);
    numbers.forEach((n, i) => {
      if (n !== i + 1) problem(`${idPrefix}-${lang}`, `ids are not numbered 001..${pad(numbers.length)} without gaps (found ${n} at position ${i + 1})`);
    });
  }

  for (const lang of LANGS) {
    if (langCount[lang] < minimums.perLanguage[lang]) problem("counts", `${lang}: ${langCount[lang]} items, minimum ${minimums.perLanguage[lang]}`);
  }
  if (items.length < minimums.items) problem("counts", `${items.length} items, minimum ${minimums.items}`);
  for (const t of TYPES) {
    if (typeCount[t] < minimums.perType) problem("counts", `type ${t}: ${typeCount[t]} catalysts, minimum ${minimums.perType}`);
  }
  if (byCatalystCount[0]! < minimums.withoutCatalyst) problem("counts", `${byCatalystCount[0]} items without a catalyst, minimum ${minimums.withoutCatalyst}`);
  if (byCatalystCount[2]! < minimums.withTwo) problem("counts", `${byCatalystCount[2]} items with two catalysts, minimum ${minimums.withTwo}`);
  if (statusCount.estimated > minimums.maxEstimated) problem("counts", `${statusCount.estimated} estimated catalysts; the status is meant to be rare (max ${minimums.maxEstimated})`);

  // Report.
  const totalCatalysts = TYPES.reduce((n, t) => n + typeCount[t], 0);
  console.log(`${label}: ${items.length} items, ${totalCatalysts} catalysts`);
  console.log(`Items by language: ${LANGS.map((l) => `${l} ${langCount[l]} (no catalyst ${noneByLang[l]})`).join(", ")}`);
  console.log(`Items by catalyst count: none ${byCatalystCount[0]}, one ${byCatalystCount[1]}, two ${byCatalystCount[2]}`);
  console.log(`Status: ${STATUSES.map((s) => `${s} ${statusCount[s]}`).join(", ")}`);
  console.log(`Precision: ${PRECISIONS.map((p) => `${p} ${precisionCount[p]}`).join(", ")}`);
  console.log("");
  console.log(["type".padEnd(26), ...LANGS.map((l) => l.padStart(4)), "total".padStart(7)].join(""));
  for (const t of TYPES) {
    console.log([t.padEnd(26), ...LANGS.map((l) => String(typeByLang[l][t]).padStart(4)), String(typeCount[t]).padStart(7)].join(""));
  }

  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exitCode = 1;
  } else {
    console.log("\nAll checks passed.");
  }
}
