import { newsEndpoints } from "./endpoints";

/**
 * The URL of one news item's GET, as the browser's typed client fills it in: the server answers it
 * inside /news/{id} (page data, keyed by this URL), and the page's first call takes that answer.
 */
export function getNewsPath(id: string): string {
  return newsEndpoints.get.path.replace("{id}", encodeURIComponent(id));
}
