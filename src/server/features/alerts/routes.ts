import { alertOperations as operations } from "@/shared/alerts/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { createAlert, deleteAlert, listAlerts, renewFeed, updateAlert, updateSettings } from "./service";

export function alertRoutes({ db, config }: AppDeps) {
  const deps = { db, secret: config.AUTH_SECRET };
  const router = createRouter();

  router.openapi(route(operations.list), async (c) => c.json(await listAlerts(deps, requireSessionUser(c).id), 200));

  router.openapi(route(operations.create), async (c) => c.json(await createAlert(deps, requireSessionUser(c).id, c.req.valid("json")), 201));

  // Before /api/alerts/{id}: "settings" is not a saved search.
  router.openapi(route(operations.updateSettings), async (c) =>
    c.json(await updateSettings(deps, requireSessionUser(c).id, c.req.valid("json")), 200),
  );

  router.openapi(route(operations.update), async (c) =>
    c.json(await updateAlert(deps, requireSessionUser(c).id, c.req.valid("param").id, c.req.valid("json")), 200),
  );

  router.openapi(route(operations.delete), async (c) => {
    await deleteAlert(deps, requireSessionUser(c).id, c.req.valid("param").id);
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(route(operations.renewFeed), async (c) => c.json(await renewFeed(deps, requireSessionUser(c).id, c.req.valid("param").id), 200));

  return router;
}
