import { z } from "zod";
import { getNewsPath } from "@/shared/news/paths";
import type { Database } from "../../core/db/client";
import type { PageData } from "../../core/http/static";
import { summaryDescription } from "./og-page";
import { findNewsRow, toNewsItem } from "./repo";

/**
 * /news/{id} of a published item: the item as GET /api/news/{id} answers anyone, sent inside the
 * HTML so the article renders as soon as its code has run, and its title for the tab and search.
 * Anything else (a pending item an editor opens, a wrong id) is left to the page's own API call.
 */
export function newsItemPageData(db: Database) {
  return async (pathname: string): Promise<PageData | null> => {
    const id = z.uuid().safeParse(pathname.split("/")[2]);
    if (!id.success) return null;
    const row = await findNewsRow(db, id.data);
    if (!row || row.status !== "published") return null;
    return {
      responses: { [getNewsPath(row.id)]: toNewsItem(row) },
      title: `${row.title} · BioAgent Hub`,
      description: summaryDescription(row.summaryText),
    };
  };
}
