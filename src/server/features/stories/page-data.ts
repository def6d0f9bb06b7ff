import { z } from "zod";
import { PAGE_TITLES } from "@/shared/site/page-titles";
import { storyEndpoints } from "@/shared/stories/endpoints";
import { storyExtent } from "@/shared/stories/format";
import { storyPagePath } from "@/shared/stories/paths";
import type { Database } from "../../core/db/client";
import type { PageData } from "../../core/http/static";
import { readStory } from "./repo";

/** The URL of a story's GET as the browser's typed client fills it in: the page's first call takes the answer under it. */
const getStoryPath = (id: string) => storyEndpoints.get.path.replace("{id}", encodeURIComponent(id));

/**
 * /stories/{id}: the story as GET /api/stories/{id} answers it, sent inside the HTML so the
 * timeline renders at once, its first report's title for the tab, search engines and link
 * previews, and the canonical address (a merged story's is the one it was merged into, whose
 * address the page moves to: the answer goes under both URLs). An unknown story answers 404, its
 * message left to the page's own call; a malformed address is left to that call altogether.
 */
export function storyPageData(db: Database, publicUrl: string) {
  return async (pathname: string): Promise<PageData | null> => {
    const id = z.uuid().safeParse(pathname.split("/")[2]);
    if (!id.success) return null;
    const story = await readStory(db, id.data);
    const lead = story?.reports[0];
    if (!story || !lead) return { responses: {}, title: `${PAGE_TITLES.story} not found · BioAgent Hub`, notFound: true };
    const sources = [...new Set(story.reports.map((report) => report.source))];
    const description = `${lead.title}: ${storyExtent(story)} on BioAgent Hub, from ${sources.join(", ")}.`;
    return {
      responses: { [getStoryPath(id.data)]: story, [getStoryPath(story.id)]: story },
      title: `${lead.title} · BioAgent Hub`,
      description,
      share: { type: "website", title: lead.title, description, url: `${publicUrl}${storyPagePath(story.id)}` },
    };
  };
}
