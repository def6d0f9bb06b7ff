import { entityEndpoints } from "./endpoints";
import { entityKey, entitySlug } from "./keys";

/** An entity's page: `/entities/company-pfizer`. */
export function entityPagePath(slug: string): string {
  return `/entities/${encodeURIComponent(slug)}`;
}

/**
 * The page of a company named by an intelligence source (a trial's sponsor, a patent's assignee,
 * a filing's registrant), by the key of its name as written: the server finds the entity by its
 * key, a name it goes by or the registry's, legal form aside ("PFIZER INC" → Pfizer).
 */
export function companyPagePath(name: string): string {
  return entityPagePath(entitySlug(entityKey("company", name)));
}

/**
 * The URL of an entity's GET, as the browser's typed client fills it in: the server answers it
 * inside /entities/{slug} (page data, keyed by this URL), and the page's first call takes that answer.
 */
export function getEntityPath(slug: string): string {
  return entityEndpoints.get.path.replace("{slug}", encodeURIComponent(slug));
}

/** The feed of the items that mention an entity: `/news?entity=company-pfizer`. */
export function entityFeedPath(slug: string): string {
  return `/news?${new URLSearchParams({ entity: slug }).toString()}`;
}
