import { analysisOperations as operations } from "@/shared/analyses/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { listRecentAnalyses } from "./service";

export function analysesRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.list), async (c) => {
    const sessionUser = requireSessionUser(c);
    const { channel } = c.req.valid("query");
    return c.json({ analyses: await listRecentAnalyses(db, sessionUser.id, channel) }, 200);
  });

  return router;
}
