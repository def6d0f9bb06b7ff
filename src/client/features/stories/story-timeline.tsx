import type { ReactNode } from "react";
import { Link } from "react-router";
import { EVENT_TYPE_NAMES } from "@/shared/entities/names";
import type { StoryReport } from "@/shared/stories/contracts";
import { Badge } from "@/client/components/ui/badge";
import { formatLongDate, languageName } from "../news/news-format";

/** A report's source and original language, and its date unless the line above gives it. */
export function ReportFacts({ report, hasDate = true }: { report: StoryReport; hasDate?: boolean }) {
  const facts = [report.source, report.language && languageName(report.language)].filter(Boolean).join(" · ");
  return (
    <p className="text-sm break-words text-slate-600">
      {facts}
      {hasDate && (
        <>
          {" · "}
          <time dateTime={report.date}>{formatLongDate(report.date)}</time>
        </>
      )}
    </p>
  );
}

/**
 * A story's reports, oldest first (issue 20 §2): each one's date, English title (leading to its
 * page), source, language and the events it reports; `action` adds a reviewer's control to each.
 */
export function StoryTimeline({ reports, action }: { reports: readonly StoryReport[]; action?: (report: StoryReport) => ReactNode }) {
  return (
    <ol className="space-y-6 border-l-2 border-teal-100 pl-5">
      {reports.map((report) => (
        <li key={report.id} className="relative space-y-1">
          <span aria-hidden className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-teal-600 ring-4 ring-white" />
          <time dateTime={report.date} className="block text-sm font-medium text-slate-500">
            {formatLongDate(report.date)}
          </time>
          <h3 className="text-lg leading-snug font-semibold break-words text-slate-900">
            <Link to={`/news/${report.id}`} className="hover:text-teal-800 hover:underline">
              {report.title}
            </Link>
          </h3>
          <ReportFacts report={report} hasDate={false} />
          {report.event_types.length > 0 && (
            <ul aria-label="Events reported" className="flex flex-wrap gap-1.5 pt-1">
              {report.event_types.map((type) => (
                <li key={type}>
                  <Badge variant="teal">{EVENT_TYPE_NAMES[type]}</Badge>
                </li>
              ))}
            </ul>
          )}
          {action && <div className="pt-2">{action(report)}</div>}
        </li>
      ))}
    </ol>
  );
}
