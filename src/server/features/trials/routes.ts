import { trialOperations as operations, type Trial } from "@/shared/trials/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { withEntityLinks, type LinkSource } from "../entities";
import { createTrialsService } from "./service";

/** What names entities in a study: its sponsor, conditions, interventions and NCT id, one a line. */
function namedIn(trial: Trial): LinkSource {
  return { text: [trial.sponsor, ...trial.conditions, ...trial.interventions.map((intervention) => intervention.name), trial.id].filter(Boolean).join("\n") };
}

export function trialsRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const trials = createTrialsService({ db, baseUrl: config.CTGOV_BASE_URL });

  router.openapi(route(operations.search), async (c) => {
    requireSessionUser(c);
    const answer = await trials.searchTrials(c.req.valid("json"), c.req.raw.signal);
    // The screen's chips (the chat assistant's searches need none): linked after the cached answer, so with the entities known now.
    return c.json({ ...answer, trials: await withEntityLinks(db, answer.trials, namedIn) }, 200);
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
