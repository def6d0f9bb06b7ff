import { recentAnalysesQuerySchema, recentAnalysesResponseSchema } from "@/shared/analyses/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonResponse } from "../../core/http/openapi";
import { listRecentAnalyses } from "./service";

const routes = {
  recent: defineRoute({
    method: "get",
    path: "/api/analyses/recent",
    access: "agents:use",
    tags: ["analyses"],
    summary: "The caller's own 5 newest analyses of one intelligence screen",
    request: { query: recentAnalysesQuerySchema },
    responses: { 200: jsonResponse(recentAnalysesResponseSchema, "Newest first"), ...errorResponses(400, 401) },
  }),
};

export function analysesRoutes({ db }: AppDeps) {
  const router = createRouter();

  router.openapi(routes.recent, async (c) => {
    const sessionUser = requireSessionUser(c);
    const { channel } = c.req.valid("query");
    return c.json({ analyses: await listRecentAnalyses(db, sessionUser.id, channel) }, 200);
  });

  return router;
}
