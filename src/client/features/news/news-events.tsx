import { Link } from "react-router";
import { entityPagePath } from "@/shared/entities/paths";
import { EVENT_TYPE_NAMES } from "@/shared/entities/names";
import type { EntityRef, Figure, NewsEvent } from "@/shared/entities/vocabulary";
import { eventDateText } from "@/shared/news/event-date";

const OUTCOMES: Record<NonNullable<NewsEvent["outcome"]>, string> = { met: "endpoint met", missed: "endpoint missed" };

function figureText(figure: Figure): string {
  return figure.kind === "phase" ? `Phase ${figure.value}` : figure.text;
}

/** The event's figures other than its date, which has a line of its own. */
const figuresOf = (event: NewsEvent) => event.figures.filter((figure) => figure.kind !== "date");

function EntityLinks({ refs }: { refs: readonly EntityRef[] }) {
  return refs.map((ref, index) => (
    <span key={ref.slug}>
      {index > 0 && ", "}
      <Link to={entityPagePath(ref.slug)} className="font-medium text-teal-800 hover:underline">
        {ref.name}
      </Link>
    </span>
  ));
}

/**
 * What happened: the events recognized in the article (issue 17 §2), each in words with the
 * entities it is about, the regulator, its figures, its date (past or expected) and the sentence
 * that reports it.
 */
export function NewsEvents({ events }: { events: readonly NewsEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="news-events" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="news-events" className="text-lg font-semibold text-slate-900">
        What happened
      </h2>
      <ul className="space-y-4">
        {events.map((event, index) => (
          <li key={`${event.type}-${index}`} className="space-y-1 text-sm text-slate-700">
            <p>
              <span className="font-semibold text-slate-900">{EVENT_TYPE_NAMES[event.type]}</span>
              {event.detail && <span> ({event.detail})</span>}
              {event.outcome && <span>: {OUTCOMES[event.outcome]}</span>}
              {event.subjects.length > 0 && (
                <>
                  {" — "}
                  <EntityLinks refs={event.subjects} />
                </>
              )}
              {event.regulator && (
                <>
                  {" · by "}
                  <EntityLinks refs={[event.regulator]} />
                </>
              )}
            </p>
            {figuresOf(event).length > 0 && <p className="text-slate-600">{figuresOf(event).map(figureText).join(" · ")}</p>}
            {event.figures.map((figure) =>
              figure.kind === "date" ? (
                <p key={`date-${figure.value}`} className="text-slate-600">
                  {eventDateText(figure)}
                </p>
              ) : null,
            )}
            <blockquote className="border-l-2 border-slate-200 pl-3 text-slate-500 italic">{event.quote}</blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
