import { healthOperations as operations } from "@/shared/health/contracts";
import { pingDatabase } from "../../core/db/client";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { AppError } from "../../core/errors";

export function healthRoutes({ db }: AppDeps, databaseKind: "pglite" | "pg") {
  const router = createRouter();
  router.openapi(route(operations.get), async (c) => {
    try {
      await pingDatabase(db);
    } catch {
      throw new AppError("unavailable", "The database is not ready.");
    }
    return c.json({ status: "ok" as const, database: databaseKind }, 200);
  });
  return router;
}
