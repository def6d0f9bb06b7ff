import { catalystsPagePath } from "@/shared/catalysts/paths";
import { CATALYST_LIMITS, CATALYST_TYPES, type CatalystType } from "@/shared/catalysts/vocabulary";
import { isMonth, monthSpan } from "./calendar-month";

// The calendar's state is its address (issue 21 §2): the filters the API takes
// (catalystFilterSchema, written by the shared catalystQuery) and the view, so that a link, a
// reload and Back show the same catalysts.

export type CalendarWhen = "upcoming" | "past" | "all";

export type CalendarFilter = {
  type: CatalystType[];
  regulator?: string;
  company?: string;
  /** Any entity's slug: the catalysts concerning it (an entity page's "All catalysts for …"). */
  entity?: string;
  tag?: string;
  from?: string;
  to?: string;
  when: CalendarWhen;
};

export type CalendarState = {
  filter: CalendarFilter;
  view: "list" | "month";
  /** The month shown (YYYY-MM), in the month view; absent: the current month. */
  month?: string;
};

const SLUG_MAX = 200;
const TAG_MAX = 120;
const WHENS: readonly CalendarWhen[] = ["upcoming", "past", "all"];

/** YYYY-MM-DD naming a real day. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const text = (value: string | null, max: number) => value?.trim().slice(0, max) || undefined;

/** The calendar a query string names; what the API would refuse is left out. */
export function readCalendar(params: URLSearchParams): CalendarState {
  const types = new Set(params.getAll("type"));
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const isFrom = isIsoDay(from);
  const when = WHENS.find((known) => known === params.get("when")) ?? "upcoming";
  const filter: CalendarFilter = {
    type: CATALYST_TYPES.filter((type) => types.has(type)),
    regulator: text(params.get("regulator"), SLUG_MAX),
    company: text(params.get("company"), SLUG_MAX),
    entity: text(params.get("entity"), SLUG_MAX),
    tag: text(params.get("tag"), TAG_MAX),
    from: isFrom ? from : undefined,
    to: isIsoDay(to) && !(isFrom && to < from) ? to : undefined,
    when,
  };
  const month = params.get("month") ?? "";
  if (params.get("view") !== "month") return { filter: withoutEmpty(filter), view: "list" };
  return { filter: withoutEmpty(filter), view: "month", ...(isMonth(month) && { month }) };
}

function withoutEmpty(filter: CalendarFilter): CalendarFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== "")) as CalendarFilter;
}

/** The calendar's address: `/catalysts?type=pdufa&regulator=regulator-fda&view=month&month=2026-09`. */
export function calendarPath(state: CalendarState): string {
  const path = catalystsPagePath(state.filter);
  if (state.view !== "month") return path;
  const view = new URLSearchParams({ view: "month", ...(state.month && { month: state.month }) });
  return `${path}${path.includes("?") ? "&" : "?"}${view.toString()}`;
}

/** The state with some filters changed; an empty value removes its filter. */
export function withFilter(state: CalendarState, change: Partial<CalendarFilter>): CalendarState {
  return { ...state, filter: withoutEmpty({ ...state.filter, ...change }) };
}

/** The types with `type` added, or taken out when it was there, in the vocabulary's order. */
export function toggledType(types: readonly CatalystType[], type: CatalystType): CatalystType[] {
  const next = new Set(types);
  if (next.has(type)) next.delete(type);
  else next.add(type);
  return CATALYST_TYPES.filter((known) => next.has(known));
}

/**
 * The catalysts a view shows: the list, the filters as they are; a month, the catalysts whose
 * date reaches into it, past or ahead, with the other filters.
 */
export function shownFilter(state: CalendarState, month: string): CalendarFilter {
  if (state.view === "list") return state.filter;
  return { ...state.filter, ...monthSpan(month), when: "all" };
}

/** GET /api/catalysts for a filter and page: the query key is the request itself. */
export function listCatalystsInput(filter: CalendarFilter, limit: number = CATALYST_LIMITS.pageSize, cursor?: string) {
  return { query: { ...filter, type: [...filter.type], limit, cursor } };
}
