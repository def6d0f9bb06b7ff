import { Link } from "react-router";
import type { EntityRef } from "@/shared/entities/vocabulary";
import { calendarPath, type CalendarFilter } from "./calendar-params";
import { CatalystCards } from "./catalyst-card";
import { useListCatalysts } from "./use-list-catalysts";

/** How many an entity page lists before "All catalysts for …". */
const SHOWN = 5;

/**
 * "Catalysts" on an entity page (issue 21 §2): its upcoming accepted catalysts, or when none is
 * ahead its latest past ones, and the calendar filtered to it. Loaded after the page; nothing
 * while it loads, fails, or when the entity has none.
 */
export function EntityCatalysts({ entity }: { entity: Pick<EntityRef, "slug" | "name"> }) {
  const upcomingFilter: CalendarFilter = { type: [], entity: entity.slug, when: "upcoming" };
  const pastFilter: CalendarFilter = { ...upcomingFilter, when: "past" };
  const upcoming = useListCatalysts(upcomingFilter, SHOWN);
  const hasNoneAhead = upcoming.data?.catalysts.length === 0;
  const past = useListCatalysts(pastFilter, SHOWN, hasNoneAhead);
  const [shown, filter] = hasNoneAhead ? [past.data?.catalysts ?? [], pastFilter] : [upcoming.data?.catalysts ?? [], upcomingFilter];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="entity-catalysts" className="space-y-4">
      <h2 id="entity-catalysts" className="text-xl font-semibold text-slate-900">
        Catalysts
      </h2>
      <p className="text-sm text-slate-600">{hasNoneAhead ? `Nothing is dated ahead for ${entity.name}; the latest that happened or were missed:` : `What is ahead for ${entity.name}, soonest first:`}</p>
      <CatalystCards catalysts={shown} label={`Catalysts for ${entity.name}`} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" />
      <p className="text-sm">
        <Link to={calendarPath({ filter, view: "list" })} className="font-medium text-teal-700 hover:underline">
          All catalysts for {entity.name}
        </Link>
      </p>
    </section>
  );
}
