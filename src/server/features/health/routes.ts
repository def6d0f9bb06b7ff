import { z } from "@hono/zod-openapi";
import { pingDatabase } from "../../core/db/client";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonResponse } from "../../core/http/openapi";
import { AppError } from "../../core/errors";

const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "pg"]) });

const healthRoute = defineRoute({
  method: "get",
  path: "/api/health",
  access: "public",
  tags: ["operations"],
  summary: "200 once the database answers",
  responses: { 200: jsonResponse(healthSchema, "Ready"), ...errorResponses(503) },
});

export function healthRoutes({ db }: AppDeps, databaseKind: "pglite" | "pg") {
  const router = createRouter();
  router.openapi(healthRoute, async (c) => {
    try {
      await pingDatabase(db);
    } catch {
      throw new AppError("unavailable", "The database is not ready.");
    }
    return c.json({ status: "ok" as const, database: databaseKind }, 200);
  });
  return router;
}
