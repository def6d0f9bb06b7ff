import { literatureOperations as operations } from "@/shared/literature/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { withEntityLinks } from "../entities";
import { createLiteratureClients, searchPapers } from "./search";
import { analyzePapers, chatAboutPapers } from "./service";

export function literatureRoutes({ db, config, logger, ai }: AppDeps) {
  const router = createRouter();
  const clients = createLiteratureClients(db, config, logger);

  router.openapi(route(operations.search), async (c) => {
    requireSessionUser(c);
    const answer = await searchPapers(clients, c.req.valid("json"));
    // Each preprint with the entities its title and abstract name; linked after the cached answer, so with the entities known now.
    return c.json({ ...answer, results: await withEntityLinks(db, answer.results, (paper) => ({ text: `${paper.title}\n\n${paper.abstract}` })) }, 200);
  });

  router.openapi(route(operations.analyze), async (c) => {
    const user = requireSessionUser(c);
    const { analysisType, papers, query } = c.req.valid("json");
    return c.json(await analyzePapers({ db, ai }, { userId: user.id, analysisType, papers, query }), 200);
  });

  router.openapi(route(operations.chat), async (c) => {
    const user = requireSessionUser(c);
    const { message, papers } = c.req.valid("json");
    return c.json(await chatAboutPapers({ db, ai }, { userId: user.id, message, papers }), 200);
  });

  return router;
}
