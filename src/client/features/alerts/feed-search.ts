import { ALERT_LIMITS } from "@/shared/alerts/rules";
import { EVENT_TYPE_NAMES } from "@/shared/entities/names";
import type { EventType } from "@/shared/entities/vocabulary";
import type { CreateAlertBody } from "./use-create-alert";

/** The filters of /news a saved search keeps (use-feed-params.ts): "" and [] for none. */
export type FeedSearch = { q: string; tags: readonly string[]; entity: string; event: EventType | undefined };

/** The query a saved search of these filters sends: only the filters that are set. */
export function alertQueryOf(search: FeedSearch): CreateAlertBody["query"] {
  return {
    q: search.q.trim() || undefined,
    tags: [...search.tags],
    entity: search.entity || undefined,
    event: search.event,
  };
}

/**
 * The name the Save search dialog suggests: the words searched for, else the topics, else the
 * entity (by its name once known) and the event; cut to the longest name the server takes.
 */
export function suggestedSearchName(search: FeedSearch, entityName?: string): string {
  const entity = search.entity && (entityName ?? search.entity);
  const event = search.event && EVENT_TYPE_NAMES[search.event];
  const name = search.q.trim() || search.tags.join(", ") || [entity, event].filter(Boolean).join(", ");
  return name.slice(0, ALERT_LIMITS.nameMax).trim();
}
