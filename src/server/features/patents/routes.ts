import { patentOperations as operations, type Patent } from "@/shared/patents/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { withEntityLinks, type LinkSource } from "../entities";
import { createPatentSearcher, getPatentSource } from "./service";

/** What names entities in a patent: its applicants, one a line, then its title and abstract. */
function namedIn(patent: Patent): LinkSource {
  const applicants = (patent.assignee ?? "").split(";").map((name) => name.trim());
  return { text: [...applicants, patent.title, patent.abstract].filter(Boolean).join("\n") };
}

export function patentsRoutes(deps: AppDeps) {
  const router = createRouter();
  const searcher = createPatentSearcher(deps);

  router.openapi(route(operations.getSource), (c) => {
    requireSessionUser(c);
    return c.json(getPatentSource(searcher), 200);
  });

  router.openapi(route(operations.search), async (c) => {
    requireSessionUser(c);
    const answer = await searcher.search(c.req.valid("query"));
    // Linked after the source's cached answer, so with the entities known now.
    return c.json({ ...answer, patents: await withEntityLinks(deps.db, answer.patents, namedIn) }, 200);
  });

  return router;
}
