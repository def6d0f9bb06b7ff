import { z } from "zod";
import { getNewsPath } from "@/shared/news/paths";
import type { Database } from "../../core/db/client";
import type { Notifications } from "../../core/db/notifications";
import type { PageData } from "../../core/http/static";
import { keepWhileFeedUnchanged } from "../../core/http/feed-cache";
import { feedAlternates } from "./feeds";
import { newsItemFirstPaint } from "./item-first-paint";
import { summaryDescription } from "./og-page";
import { findNewsRow, toNewsItem } from "./repo";

/** The item pages kept in memory, the most recently read last: a few MB at most. */
const MAX_KEPT = 1_000;

/**
 * /news/{id} of a published item: the item as GET /api/news/{id} answers anyone, sent inside the
 * HTML for the page's code, the article itself drawn in that HTML (item-first-paint.ts) so that it
 * paints before any script runs, and its title for the tab and search.
 * Kept in memory while the feed version stays the same (as the feed's answers: a change to a
 * published item moves it), so a page read again needs no query.
 * Anything else (a pending item an editor opens, a wrong id) is left to the page's own API call.
 */
export function newsItemPageData(db: Database, notifications: Notifications) {
  const keep = keepWhileFeedUnchanged<PageData>(db, notifications, MAX_KEPT);
  return async (pathname: string): Promise<PageData | null> => {
    const id = z.uuid().safeParse(pathname.split("/")[2]);
    if (!id.success) return null;
    return keep(id.data, async () => {
      const row = await findNewsRow(db, id.data);
      if (!row || row.status !== "published") return null;
      const item = toNewsItem(row);
      return {
        responses: { [getNewsPath(row.id)]: item },
        firstPaint: newsItemFirstPaint(item),
        title: `${row.title} · BioAgent Hub`,
        description: summaryDescription(row.summaryText),
        feeds: feedAlternates({ tags: [] }),
      };
    });
  };
}
