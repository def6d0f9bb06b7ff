import { ENTITY_TYPE_NAMES } from "@/shared/entities/names";
import { entityPagePath, getEntityPath } from "@/shared/entities/paths";
import { NEWS_LIMITS } from "@/shared/limits";
import { plural } from "@/shared/plural";
import { PAGE_TITLES } from "@/shared/site/page-titles";
import type { Database } from "../../core/db/client";
import type { Notifications } from "../../core/db/notifications";
import type { PageData } from "../../core/http/static";
import { entityPages } from "./repo";

/**
 * /entities/{slug}: the entity as GET /api/entities/{slug} answers it, sent inside the HTML so the
 * heading renders at once, and a title and description for the tab, search engines and link
 * previews, with Open Graph tags and the canonical address (a merged entity's is the one it was
 * merged into). An unknown address answers 404, its message left to the page's own call; a
 * malformed one is left to that call altogether. Kept like the API's answer (repo.ts entityPages).
 */
export function entityPageData(db: Database, notifications: Notifications, publicUrl: string) {
  const readPage = entityPages(db, notifications);
  return async (pathname: string): Promise<PageData | null> => {
    let slug: string;
    try {
      slug = decodeURIComponent(pathname.split("/")[2] ?? "");
    } catch {
      return null;
    }
    if (!slug || slug.length > NEWS_LIMITS.entitySlugMax) return null;
    const page = await readPage(slug);
    if (!page) return { responses: {}, title: `${PAGE_TITLES.entity} not found · BioAgent Hub`, notFound: true };
    const description = `${page.name} (${ENTITY_TYPE_NAMES[page.type].toLowerCase()}): mentioned in ${plural(page.news_count, "published news item")} on BioAgent Hub, with its preprints, clinical trials, SEC filings and patents.`;
    return {
      responses: { [getEntityPath(slug)]: page },
      title: `${page.name} · BioAgent Hub`,
      description,
      share: { type: "website", title: page.name, description, url: `${publicUrl}${entityPagePath(page.slug)}` },
    };
  };
}
