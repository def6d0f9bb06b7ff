import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Catalyst } from "@/shared/catalysts/contracts";
import { catalystEventName, formatCatalystDate } from "@/shared/catalysts/format";
import { CATALYST_STATUS_NAMES } from "@/shared/catalysts/vocabulary";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/class-names";
import { calendarPath, type CalendarState } from "./calendar-params";
import { COARSE_HEADINGS, monthTitle, monthWeeks, placeInMonth, shiftMonth } from "./calendar-month";
import { EntityName } from "./catalyst-parts";
import { KEEP_SCROLL } from "@/client/components/layout/scroll-restoration";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type MonthProps = { state: CalendarState; month: string; catalysts: readonly Catalyst[]; today: string };

/**
 * The month view (issue 21 §2): catalysts dated to a day on their day; those known only to the
 * month, quarter, half or year above the grid. A grid on wide screens, the days that have any on narrower ones.
 */
export function CatalystMonth({ state, month, catalysts, today }: MonthProps) {
  const { byDay, coarse } = placeInMonth(catalysts, month);
  const title = monthTitle(month);
  const days = monthWeeks(month).flat().filter((day): day is string => day !== null && byDay.has(day));
  return (
    <section aria-labelledby="catalyst-month" className="space-y-5">
      <div className="flex items-center justify-between gap-3">
        <MonthLink state={state} month={shiftMonth(month, -1)} direction="previous" />
        <h2 id="catalyst-month" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <MonthLink state={state} month={shiftMonth(month, 1)} direction="next" />
      </div>
      {coarse.map(([precision, list]) => (
        <section key={precision} aria-labelledby={`catalyst-month-${precision}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 id={`catalyst-month-${precision}`} className="text-sm font-semibold text-slate-900">
            {COARSE_HEADINGS[precision]} <span className="font-normal text-slate-500">({formatCatalystDate(list[0]!.date)})</span>
          </h3>
          <ul className="mt-2 space-y-1.5">
            {list.map((catalyst) => (
              <li key={catalyst.id}>
                <MonthItem catalyst={catalyst} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white lg:block">
        <table aria-labelledby="catalyst-month" className="w-full table-fixed text-left text-xs">
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday} scope="col" className="px-2 py-2 font-semibold">
                  <span aria-hidden>{weekday.slice(0, 3)}</span>
                  <span className="sr-only">{weekday}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean)} className="divide-x divide-slate-100">
                {week.map((day, index) => (
                  <td key={day ?? `blank-${index}`} aria-current={day === today ? "date" : undefined} className={cn("h-24 p-1.5 align-top", day === today && "bg-teal-50")}>
                    {day && (
                      <>
                        <time dateTime={day} className="block text-right font-medium text-slate-500">
                          {Number(day.slice(8))}
                        </time>
                        <ul className="space-y-1">
                          {(byDay.get(day) ?? []).map((catalyst) => (
                            <li key={catalyst.id} className="rounded bg-slate-50 p-1">
                              <MonthItem catalyst={catalyst} />
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {days.length > 0 && (
        <ol aria-label={`Days of ${title}`} className="space-y-3 lg:hidden">
          {days.map((day) => (
            <li key={day} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
              <time dateTime={day} className="text-sm font-semibold text-slate-900">
                {formatCatalystDate({ start: day, end: day, precision: "day" })}
              </time>
              <ul className="mt-1 space-y-1">
                {(byDay.get(day) ?? []).map((catalyst) => (
                  <li key={catalyst.id}>
                    <MonthItem catalyst={catalyst} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MonthLink({ state, month, direction }: { state: CalendarState; month: string; direction: "previous" | "next" }) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={calendarPath({ ...state, view: "month", month })} state={KEEP_SCROLL} aria-label={`${direction === "previous" ? "Previous" : "Next"} month, ${monthTitle(month)}`}>
        {direction === "previous" && <Icon aria-hidden />}
        <span className="hidden sm:inline">{direction === "previous" ? "Previous month" : "Next month"}</span>
        {direction === "next" && <Icon aria-hidden />}
      </Link>
    </Button>
  );
}

/** A catalyst in a day's cell or above the grid: its event (leading to its source), what it concerns, and its status unless expected. */
function MonthItem({ catalyst }: { catalyst: Catalyst }) {
  const subject = catalyst.asset ?? catalyst.company;
  const event = catalystEventName(catalyst.type, catalyst.detail);
  return (
    <p className="text-xs leading-snug break-words text-slate-700" title={catalyst.quote}>
      {catalyst.source.published ? (
        <Link to={`/news/${catalyst.source.news_item_id}`} className="font-semibold text-slate-900 hover:underline">
          {event}
        </Link>
      ) : (
        <span className="font-semibold text-slate-900">{event}</span>
      )}
      {subject && (
        <>
          {" · "}
          <EntityName entity={subject} />
        </>
      )}
      {catalyst.status !== "expected" && <span className="text-slate-500"> · {CATALYST_STATUS_NAMES[catalyst.status]}</span>}
    </p>
  );
}
