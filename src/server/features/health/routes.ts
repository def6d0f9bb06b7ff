import { healthOperations as operations } from "@/shared/health/contracts";
import { pingDatabase } from "../../core/db/client";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { AppError } from "../../core/errors";

/**
 * An answer may rest on a database check at most this old, so that a load balancer or a monitor
 * asking thousands of times a second costs one query a second. A failed check is not reused.
 */
const CHECK_REUSED_MS = 1_000;

function recentCheck(check: () => Promise<void>): () => Promise<void> {
  let passedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | null = null;
  return async () => {
    if (performance.now() - passedAt < CHECK_REUSED_MS) return;
    running ??= check()
      .then(() => {
        passedAt = performance.now();
      })
      .finally(() => {
        running = null;
      });
    await running;
  };
}

export function healthRoutes({ db }: AppDeps, databaseKind: "pglite" | "pg") {
  const router = createRouter();
  const checkDatabase = recentCheck(() => pingDatabase(db));
  router.openapi(route(operations.get), async (c) => {
    try {
      await checkDatabase();
    } catch {
      throw new AppError("unavailable", "The database is not ready.");
    }
    return c.json({ status: "ok" as const, database: databaseKind }, 200);
  });
  return router;
}
