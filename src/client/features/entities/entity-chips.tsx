import { Link } from "react-router";
import { ENTITY_TYPE_NAMES } from "@/shared/entities/names";
import { entityPagePath } from "@/shared/entities/paths";
import type { EntityRef } from "@/shared/entities/vocabulary";

export const CHIP_LINK =
  "inline-flex max-w-full rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 text-xs font-medium text-slate-800 hover:border-teal-500 hover:bg-teal-50 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600";

/** Entities as chips, each leading to its page, its type on hover and for screen readers. */
export function EntityChips({ entities, label }: { entities: readonly EntityRef[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {entities.map((entity) => (
        <li key={entity.slug}>
          <Link to={entityPagePath(entity.slug)} className={CHIP_LINK} title={ENTITY_TYPE_NAMES[entity.type]}>
            {entity.name}
            <span className="sr-only"> ({ENTITY_TYPE_NAMES[entity.type]})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What an intelligence result names that has an entity page (issue 17 §4); nothing when it names none. */
export function ResultEntityChips({ entities, label }: { entities: readonly EntityRef[] | undefined; label: string }) {
  return entities?.length ? <EntityChips entities={entities} label={label} /> : null;
}
