import { entityEndpoints } from "./endpoints";

/** An entity's page: `/entities/company-pfizer`. */
export function entityPagePath(slug: string): string {
  return `/entities/${encodeURIComponent(slug)}`;
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
