import { patentOperations as operations } from "@/shared/patents/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { createPatentSearcher, getPatentSource } from "./service";

export function patentsRoutes(deps: AppDeps) {
  const router = createRouter();
  const searcher = createPatentSearcher(deps);

  router.openapi(route(operations.getSource), (c) => {
    requireSessionUser(c);
    return c.json(getPatentSource(searcher), 200);
  });

  router.openapi(route(operations.search), async (c) => {
    requireSessionUser(c);
    return c.json(await searcher.search(c.req.valid("query")), 200);
  });

  return router;
}
