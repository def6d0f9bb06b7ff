import type { EntityPage } from "@/shared/entities/contracts";
import { plural } from "@/shared/plural";

const weekLabel = (week: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${week}T00:00:00Z`));

/**
 * Published items that mention the entity, one column per week: plain elements sized by their
 * share of the busiest week, as the analyses' bar figures are drawn (no chart library). The
 * figures are written out for screen readers; the first and last weeks label the axis.
 */
export function EntityTimeline({ timeline }: { timeline: EntityPage["timeline"] }) {
  const max = Math.max(1, ...timeline.map((week) => week.count));
  const first = timeline[0];
  const last = timeline.at(-1);
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-slate-800">News mentions per week</figcaption>
      <div className="flex h-20 items-end gap-px border-b border-slate-300" aria-hidden>
        {timeline.map((week) => (
          <span
            key={week.week}
            title={`Week of ${weekLabel(week.week)}: ${plural(week.count, "item")}`}
            className="flex-1 rounded-t-sm bg-teal-600"
            style={{ height: week.count > 0 ? `${Math.max(6, (week.count / max) * 100)}%` : "0" }}
          />
        ))}
      </div>
      {first && last && (
        <p className="flex justify-between text-xs text-slate-500" aria-hidden>
          <span>{weekLabel(first.week)}</span>
          <span>{weekLabel(last.week)}</span>
        </p>
      )}
      <ul className="sr-only">
        {timeline
          .filter((week) => week.count > 0)
          .map((week) => (
            <li key={week.week}>
              Week of {weekLabel(week.week)}: {plural(week.count, "item")}
            </li>
          ))}
      </ul>
    </figure>
  );
}
