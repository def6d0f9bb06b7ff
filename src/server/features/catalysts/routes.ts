import type { Context } from "hono";
import { catalystOperations as operations } from "@/shared/catalysts/contracts";
import type { AppDeps, AppEnv } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { listCatalysts, listCatalystsToReview } from "./repo";
import { reviewCatalyst } from "./review";

/** Who decided: the account, or the editor-access grant of a browser without one (its access rule let only these in). */
function reviewerOf(c: Context<AppEnv>): string {
  const { userId } = c.get("actor");
  return userId ? `user:${userId}` : `editor:${c.get("editorGrantId") ?? "unknown"}`;
}

export function catalystRoutes({ db }: AppDeps) {
  const router = createRouter();

  // The fixed path before `/api/catalysts/{id}`.
  router.openapi(route(operations.queue), async (c) => c.json({ catalysts: await listCatalystsToReview(db, c.req.valid("query").limit) }, 200));

  router.openapi(route(operations.list), async (c) => {
    const { cursor, limit, ...filter } = c.req.valid("query");
    return c.json(await listCatalysts(db, { filter, cursor, limit }), 200);
  });

  router.openapi(route(operations.review), async (c) =>
    c.json(await reviewCatalyst(db, { id: c.req.valid("param").id, request: c.req.valid("json"), reviewer: reviewerOf(c) }), 200),
  );

  return router;
}
