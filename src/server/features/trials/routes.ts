import { trialOperations as operations } from "@/shared/trials/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { createTrialsService } from "./service";

export function trialsRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const trials = createTrialsService({ db, baseUrl: config.CTGOV_BASE_URL });

  router.openapi(route(operations.search), async (c) => {
    requireSessionUser(c);
    return c.json(await trials.searchTrials(c.req.valid("json"), c.req.raw.signal), 200);
  });

  router.openapi(route(operations.findEligible), async (c) => {
    requireSessionUser(c);
    return c.json(await trials.findEligibleTrials(c.req.valid("json"), c.req.raw.signal), 200);
  });

  router.openapi(route(operations.analyzeTrends), async (c) => {
    requireSessionUser(c);
    return c.json(await trials.analyzeTrends(c.req.valid("query").condition, c.req.raw.signal), 200);
  });

  router.openapi(route(operations.compare), async (c) => {
    requireSessionUser(c);
    return c.json(await trials.compareTrials(c.req.valid("query").ids, c.req.raw.signal), 200);
  });

  return router;
}
