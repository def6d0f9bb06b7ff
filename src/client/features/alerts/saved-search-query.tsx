import { Link } from "react-router";
import type { SavedSearch } from "@/shared/alerts/contracts";
import { entityPagePath } from "@/shared/entities/paths";
import { EVENT_TYPE_NAMES } from "@/shared/entities/names";
import { Badge } from "@/client/components/ui/badge";

/**
 * What a saved search looks for, in the words of /news's "Filtering by" bar: the text in quotes,
 * the entity (a link to its page), the event and the topics.
 */
export function SavedSearchQuery({ query, label }: { query: SavedSearch["query"]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-center gap-2 text-sm">
      {query.q && <li className="font-medium [overflow-wrap:anywhere] text-slate-800">“{query.q}”</li>}
      {query.entity && (
        <li>
          <Link
            to={entityPagePath(query.entity.slug)}
            className="inline-flex items-center rounded-full border border-teal-300 bg-white px-2.5 py-0.5 text-xs font-medium text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            Mentions {query.entity.name}
          </Link>
        </li>
      )}
      {query.event && (
        <li>
          <Badge variant="outline">Event: {EVENT_TYPE_NAMES[query.event]}</Badge>
        </li>
      )}
      {query.tags.map((tag) => (
        <li key={tag}>
          <Badge variant="teal">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
