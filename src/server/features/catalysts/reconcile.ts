import type { Catalyst } from "@/shared/catalysts/contracts";
import type { CatalystType } from "@/shared/catalysts/vocabulary";
import type { catalysts } from "../../core/db/schema";
import type { CatalystSpan, ExtractedCatalyst } from "../../core/recognize/catalysts";
import { monthAfter } from "../../core/recognize/date-spans";

// What a catalyst read from a new item does to the calendar (issue 21 §1): close the expected
// one it reports as having happened, move one to a new date (the old one kept in its history),
// nothing when the calendar already says so, or else add a catalyst of its own.

/** An extracted catalyst with its mention keys resolved to (canonical) entity ids. */
export type FoundCatalyst = Omit<ExtractedCatalyst, "asset" | "assetMention" | "company" | "indication" | "trial" | "regulator"> & {
  readonly assetId: string | null;
  readonly companyId: string | null;
  readonly indicationId: string | null;
  readonly trialId: string | null;
  readonly regulatorId: string | null;
  /** The regulator's address: a PDUFA date is the FDA's whether or not the article names it. */
  readonly regulatorSlug: string | null;
  /** The indication's address, whose words say whether another indication is a narrower name of it. */
  readonly indicationSlug: string | null;
  readonly method: "rules" | "ai";
};

type Row = typeof catalysts.$inferSelect;
/** A stored catalyst as filing compares it: its entity ids canonical (merges followed). */
export type StoredCatalyst = Pick<
  Row,
  | "id"
  | "type"
  | "detail"
  | "status"
  | "dateStart"
  | "dateEnd"
  | "precision"
  | "dateText"
  | "assetId"
  | "companyId"
  | "indicationId"
  | "trialId"
  | "regulatorId"
  | "sourceItemId"
  | "history"
  | "review"
> & { regulatorSlug: string | null; indicationSlug: string | null };

type CatalystChanges = Partial<typeof catalysts.$inferInsert>;
type Update = { kind: "update"; target: StoredCatalyst; changes: CatalystChanges; dated: boolean };
export type Decision = { kind: "new" } | { kind: "unchanged" } | Update;

const FDA = "regulator-fda";
const DAY_MS = 86_400_000;
/** A second report of something that happened: within a month of the one the calendar holds. */
const SAME_OCCASION_DAYS = 31;
/** An approval this long before an expected date is another one (a later indication), not that one early. */
const EARLY_DAYS_MAX = 183;

/** The expected types an actual one closes: an approval or a complete response letter settles the PDUFA date. */
const CLOSES: Partial<Record<CatalystType, readonly CatalystType[]>> = {
  approval: ["approval", "pdufa"],
  "complete-response-letter": ["complete-response-letter", "pdufa", "approval"],
};

const differ = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;
const regulatorOf = (type: CatalystType, slug: string | null) => slug ?? (type === "pdufa" ? FDA : null);
const days = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days from `day` to the nearest day of `span` (0 inside it). */
function distance(day: string, span: { dateStart: string; dateEnd: string }): number {
  if (day < span.dateStart) return days(span.dateStart) - days(day);
  return day > span.dateEnd ? days(day) - days(span.dateEnd) : 0;
}

/**
 * Whether two indications may be one: either unnamed, the same entity, or the words of one all in
 * the other's name ("pulmonary hypertension" in a headline, "pulmonary arterial hypertension" in
 * the body or in another language's report).
 */
function sameIndication(a: { indicationId: string | null; indicationSlug: string | null }, b: { indicationId: string | null; indicationSlug: string | null }): boolean {
  if (!differ(a.indicationId, b.indicationId)) return true;
  const words = (slug: string | null) => new Set((slug ?? "").replace(/^indication-/, "").split("-").filter(Boolean));
  const [first, second] = [words(a.indicationSlug), words(b.indicationSlug)];
  const inside = (small: Set<string>, large: Set<string>) => small.size > 0 && [...small].every((word) => large.has(word));
  return inside(first, second) || inside(second, first);
}

/** Whether the two can be one catalyst: nothing they both name differs (detail, indication, trial, regulator). */
function compatible(found: FoundCatalyst, stored: StoredCatalyst): boolean {
  return (
    !differ(found.detail, stored.detail) &&
    sameIndication(found, stored) &&
    !differ(found.trialId, stored.trialId) &&
    !differ(regulatorOf(found.type, found.regulatorSlug), regulatorOf(stored.type, stored.regulatorSlug))
  );
}

const spanOf = (date: CatalystSpan): Pick<Row, "dateStart" | "dateEnd" | "precision" | "dateText"> => ({
  dateStart: date.start,
  dateEnd: date.end,
  precision: date.precision,
  dateText: date.text,
});

type HistoryEntry = Catalyst["history"][number];
const sameDates = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start === b.start && a.end === b.end;

/** `history` with `entries` in front (newest first), each only when no date there is the same or it is the current one. */
function withHistory(history: readonly HistoryEntry[], current: CatalystSpan, entries: readonly HistoryEntry[]): HistoryEntry[] {
  const added: HistoryEntry[] = [];
  for (const entry of entries) {
    if (sameDates(entry, current) || [...added, ...history].some((kept) => sameDates(kept, entry))) continue;
    added.push(entry);
  }
  return [...added, ...history];
}

/** The date the catalyst had, as a history entry. */
function earlierDate(stored: StoredCatalyst, replacedAt: string): HistoryEntry {
  const { dateStart: start, dateEnd: end, precision, dateText: text, sourceItemId } = stored;
  return { start, end, precision, text, news_item_id: sourceItemId, replaced_at: replacedAt };
}

function replacedDate(found: FoundCatalyst, newsItemId: string, replacedAt: string): HistoryEntry[] {
  return found.replaces ? [{ ...found.replaces, news_item_id: newsItemId, replaced_at: replacedAt }] : [];
}

/** What the new item says of it in any case: where it was read, and what it names that the catalyst did not. */
function fromItem(found: FoundCatalyst, stored: StoredCatalyst, newsItemId: string): CatalystChanges {
  return {
    quote: found.quote,
    sourceItemId: newsItemId,
    confidence: found.confidence,
    method: found.method,
    detail: stored.detail ?? found.detail,
    companyId: stored.companyId ?? found.companyId,
    indicationId: stored.indicationId ?? found.indicationId,
    trialId: stored.trialId ?? found.trialId,
    regulatorId: stored.regulatorId ?? found.regulatorId,
  };
}

const OUTCOME_OF: Partial<Record<CatalystType, NonNullable<Row["outcome"]>>> = { approval: "positive", "complete-response-letter": "negative" };

/** The outcome a catalyst that happened records: the article's, else the one its type implies. */
const outcomeOf = (found: FoundCatalyst) => found.outcome ?? OUTCOME_OF[found.type] ?? null;

/**
 * What `found` (read from item `newsItemId`) does, given the stored catalysts of the same asset
 * (or, with none on either, the same company) that were not rejected. One article gives one date
 * per catalyst: one the item already filed (and an editor may since have corrected) stays as it is.
 */
export function decide(found: FoundCatalyst, candidates: readonly StoredCatalyst[], newsItemId: string, now: Date): Decision {
  // A catalyst that a later item moved on from this one's date is not moved back when this one is filed again.
  const related = candidates.filter((stored) => compatible(found, stored) && !stored.history.some((entry) => entry.news_item_id === newsItemId));
  const replacedAt = now.toISOString();
  if (found.status === "actual") {
    const closable = related.filter((stored) => (CLOSES[found.type] ?? [found.type]).includes(stored.type));
    const happened = closable.filter((stored) => stored.status === "happened");
    if (closable.some((stored) => stored.sourceItemId === newsItemId)) return { kind: "unchanged" };
    if (happened.some((stored) => Math.abs(days(stored.dateStart) - days(found.date.start)) <= SAME_OCCASION_DAYS)) return { kind: "unchanged" };
    const [target] = closable
      .filter((stored) => stored.status !== "happened" && days(stored.dateStart) - days(found.date.start) <= EARLY_DAYS_MAX)
      .sort((a, b) => distance(found.date.start, a) - distance(found.date.start, b));
    if (!target) return { kind: "new" };
    const history = withHistory(target.history, found.date, [earlierDate(target, replacedAt)]);
    const changes = { ...fromItem(found, target, newsItemId), ...spanOf(found.date), status: "happened" as const, outcome: outcomeOf(found), history };
    return { kind: "update", target, changes, dated: true };
  }
  const same = related.filter((stored) => stored.type === found.type && stored.status !== "happened");
  if (same.some((stored) => stored.sourceItemId === newsItemId)) return { kind: "unchanged" };
  const [target] = [...same].sort((a, b) => distance(found.date.start, a) - distance(found.date.start, b));
  if (!target) return { kind: "new" };
  const current = { start: target.dateStart, end: target.dateEnd };
  if (sameDates(current, found.date) || (found.date.start <= current.start && current.end <= found.date.end) || (target.status === "expected" && found.status === "estimated")) {
    // The calendar already has this date, or a finer one inside it, or a stated one beside an estimate: only what the article adds.
    const history = withHistory(target.history, { ...found.date, ...current }, replacedDate(found, newsItemId, replacedAt));
    const firmer = target.status === "estimated" && found.status === "expected" && sameDates(current, found.date);
    if (history.length === target.history.length && !firmer) return { kind: "unchanged" };
    return { kind: "update", target, changes: { history, ...(firmer && { status: "expected" as const }) }, dated: false };
  }
  const history = withHistory(target.history, found.date, [earlierDate(target, replacedAt), ...replacedDate(found, newsItemId, replacedAt)]);
  const changes = { ...fromItem(found, target, newsItemId), ...spanOf(found.date), status: found.status, history };
  return { kind: "update", target, changes, dated: true };
}

/** The steps an approval comes after: once an asset is approved, they took place. */
const BEFORE_APPROVAL: readonly CatalystType[] = ["readout", "submission", "filing-acceptance", "advisory-committee", "chmp-opinion", "pdufa", "approval"];

/**
 * What an actual approval says of the asset's other expected steps: a readout, a filing, a
 * committee expected on or before the approval's date took place, whatever the calendar was
 * waiting for (a Japanese "readout expected in Q3" settled by an English "approved today"). They
 * keep their dates (the day is not reported) and take the approval's report as their source.
 * Steps for another indication or regulator, or dated after the approval, stay expected.
 */
export function settledBy(found: FoundCatalyst, candidates: readonly StoredCatalyst[], newsItemId: string, closed: ReadonlySet<string>): Update[] {
  if (found.type !== "approval" || found.status !== "actual") return [];
  return candidates
    .filter(
      (stored) =>
        !closed.has(stored.id) &&
        stored.status !== "happened" &&
        BEFORE_APPROVAL.includes(stored.type) &&
        stored.dateStart <= found.date.start &&
        sameIndication(found, stored) &&
        (stored.type === "readout" || stored.type === "advisory-committee" || !differ(regulatorOf(found.type, found.regulatorSlug), regulatorOf(stored.type, stored.regulatorSlug))),
    )
    .map((target) => ({ kind: "update" as const, target, changes: { quote: found.quote, sourceItemId: newsItemId, status: "happened" as const }, dated: true }));
}

/** Months from the FDA's acceptance of an application (day 60, its filing date) to the PDUFA goal: a standard and a priority review of a new molecular entity. */
const REVIEW_MONTHS = { standard: 10, priority: 6 } as const;

/**
 * The PDUFA goal an FDA acceptance implies when the article gives none: the month 10 months after
 * the acceptance (6 under a priority review the same article reports), marked estimated, its rule
 * stated in its words. Under PDUFA the clock of a new molecular entity runs from the 60-day filing
 * date, which the acceptance marks; other applications' goals come two months sooner, so the
 * estimate is the later of the two.
 */
export function withEstimatedGoalDates(found: readonly FoundCatalyst[]): FoundCatalyst[] {
  const estimates = found.flatMap((catalyst) => {
    if (catalyst.type !== "filing-acceptance" || catalyst.status !== "actual" || catalyst.regulatorSlug !== FDA || !catalyst.assetId) return [];
    if (found.some((other) => other.type === "pdufa" && other.assetId === catalyst.assetId)) return [];
    const priority = found.some((other) => other.type === "designation" && other.detail === "priority-review" && other.assetId === catalyst.assetId);
    const review = priority ? "priority" : "standard";
    const months = REVIEW_MONTHS[review];
    const text = `About ${months} months after the FDA accepted the application (${review} review)`;
    return [{ ...catalyst, type: "pdufa" as const, detail: null, status: "estimated" as const, outcome: null, replaces: null, date: { ...monthAfter(catalyst.date.start, months), precision: "month" as const, text }, confidence: Number((catalyst.confidence * 0.8).toFixed(2)) }];
  });
  return [...found, ...estimates];
}

/** A new catalyst from `found`, waiting for an editor. */
export function newCatalyst(found: FoundCatalyst, newsItemId: string, now: Date): typeof catalysts.$inferInsert {
  return {
    type: found.type,
    detail: found.detail,
    status: found.status === "actual" ? "happened" : found.status,
    outcome: found.status === "actual" ? outcomeOf(found) : null,
    ...spanOf(found.date),
    companyId: found.companyId,
    assetId: found.assetId,
    indicationId: found.indicationId,
    trialId: found.trialId,
    regulatorId: found.regulatorId,
    quote: found.quote,
    method: found.method,
    confidence: found.confidence,
    sourceItemId: newsItemId,
    history: withHistory([], found.date, replacedDate(found, newsItemId, now.toISOString())),
  };
}
