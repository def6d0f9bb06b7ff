import { CalendarDays, Download, List } from "lucide-react";
import { Link } from "react-router";
import { catalystsCalendarPath, catalystsCsvPath } from "@/shared/catalysts/paths";
import { CATALYST_LIMITS } from "@/shared/catalysts/vocabulary";
import { PageHeader } from "@/client/components/layout/page-header";
import { Alert } from "@/client/components/ui/alert";
import { LoadMore } from "@/client/components/ui/load-more";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/class-names";
import { calendarPath, shownFilter, type CalendarState } from "./calendar-params";
import { currentMonth } from "./calendar-month";
import { CatalystFilters } from "./catalyst-filters";
import { CatalystList } from "./catalyst-list";
import { CatalystMonth } from "./catalyst-month";
import { useCalendarParams } from "./use-calendar-params";
import { useListCatalystPages } from "./use-list-catalysts";
import { KEEP_SCROLL } from "@/client/components/layout/scroll-restoration";

const EMPTY_TEXT = "No catalysts match these filters.";

/**
 * /catalysts, the Catalyst Calendar (issue 21 §2): the accepted catalysts read from the news,
 * upcoming first, filtered and viewed as the address says, with its calendar file and CSV.
 */
export function CatalystsPage() {
  const { state, show } = useCalendarParams();
  const month = state.month ?? currentMonth();
  const filter = shownFilter(state, month);
  // A month shows everything dated in it at once; the list goes page by page.
  const list = useListCatalystPages(filter, state.view === "month" ? CATALYST_LIMITS.pageSizeMax : CATALYST_LIMITS.pageSize);
  const catalysts = list.data?.pages.flatMap((page) => page.catalysts) ?? [];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <PageHeader title="Catalyst Calendar">
          PDUFA dates, advisory committees, readouts and approvals read from the news in every language, each dated as precisely as its source
          and checked by an editor.
        </PageHeader>
        <div className="flex shrink-0 flex-wrap gap-x-4 gap-y-2 text-sm font-medium">
          <a href={catalystsCalendarPath(filter)} className="inline-flex items-center gap-1 text-teal-700 hover:underline">
            <CalendarDays aria-hidden className="size-4" />
            Subscribe (.ics)
          </a>
          <a href={catalystsCsvPath(filter)} download className="inline-flex items-center gap-1 text-teal-700 hover:underline">
            <Download aria-hidden className="size-4" />
            Download CSV
          </a>
        </div>
      </div>
      <CatalystFilters state={state} onChange={show} />
      <ViewSwitch state={state} month={month} />
      {list.isError ? (
        <Alert variant="destructive" title="The calendar could not be loaded">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading catalysts" />
        </div>
      ) : (
        <div aria-busy={list.isPlaceholderData} className={cn("space-y-6", list.isPlaceholderData && "opacity-60")}>
          {catalysts.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">{EMPTY_TEXT}</p>}
          {state.view === "month" ? (
            <CatalystMonth state={state} month={month} catalysts={catalysts} today={today()} />
          ) : (
            catalysts.length > 0 && (
              <section aria-labelledby="catalyst-list" className="space-y-3">
                <h2 id="catalyst-list" className="sr-only">
                  {state.filter.when === "past" ? "Past catalysts" : state.filter.when === "all" ? "All catalysts" : "Upcoming catalysts"}
                </h2>
                <CatalystList catalysts={catalysts} />
              </section>
            )
          )}
          <LoadMore query={list} />
        </div>
      )}
    </div>
  );
}

/** The reader's own day, as the month grid marks it. */
function today(now = new Date()): string {
  return `${currentMonth(now)}-${String(now.getDate()).padStart(2, "0")}`;
}

const VIEW_LINK = "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-teal-600";

/** List or month: links, since the view is part of the address. */
function ViewSwitch({ state, month }: { state: CalendarState; month: string }) {
  const views = [
    { view: "list", label: "List", Icon: List, to: calendarPath({ filter: state.filter, view: "list" }) },
    { view: "month", label: "Month", Icon: CalendarDays, to: calendarPath({ filter: state.filter, view: "month", month }) },
  ] as const;
  return (
    <nav aria-label="Calendar view" className="inline-flex rounded-lg bg-slate-100 p-1">
      {views.map(({ view, label, Icon, to }) => (
        <Link
          key={view}
          to={to}
          state={KEEP_SCROLL}
          aria-current={state.view === view ? "page" : undefined}
          className={cn(VIEW_LINK, state.view === view ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900")}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
