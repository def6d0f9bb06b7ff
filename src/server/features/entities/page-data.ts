import { ENTITY_TYPE_NAMES } from "@/shared/entities/names";
import { getEntityPath } from "@/shared/entities/paths";
import { NEWS_LIMITS } from "@/shared/limits";
import { plural } from "@/shared/plural";
import type { Database } from "../../core/db/client";
import type { PageData } from "../../core/http/static";
import { readEntityPage } from "./repo";

/**
 * /entities/{slug}: the entity as GET /api/entities/{slug} answers it, sent inside the HTML so the
 * heading renders at once, and a title and description for the tab, search engines and link
 * previews. An unknown or malformed address is left to the page's own call (its 404 message).
 */
export function entityPageData(db: Database) {
  return async (pathname: string): Promise<PageData | null> => {
    let slug: string;
    try {
      slug = decodeURIComponent(pathname.split("/")[2] ?? "");
    } catch {
      return null;
    }
    if (!slug || slug.length > NEWS_LIMITS.entitySlugMax) return null;
    const page = await readEntityPage(db, slug);
    if (!page) return null;
    return {
      responses: { [getEntityPath(slug)]: page },
      title: `${page.name} · BioAgent Hub`,
      description: `${page.name} (${ENTITY_TYPE_NAMES[page.type].toLowerCase()}): mentioned in ${plural(page.news_count, "published news item")} on BioAgent Hub, with its preprints, clinical trials, SEC filings and patents.`,
    };
  };
}
