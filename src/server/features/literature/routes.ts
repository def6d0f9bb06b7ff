import { literatureOperations as operations } from "@/shared/literature/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { createLiteratureClients, searchLinkedPapers } from "./search";
import { analyzePapers, chatAboutPapers } from "./service";

export function literatureRoutes({ db, config, logger, ai }: AppDeps) {
  const router = createRouter();
  const clients = createLiteratureClients(db, config, logger);

  router.openapi(route(operations.search), async (c) => {
    requireSessionUser(c);
    return c.json(await searchLinkedPapers(db, clients, c.req.valid("json")), 200);
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
