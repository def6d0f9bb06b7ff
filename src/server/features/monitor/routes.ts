import { monitorOperations as operations } from "@/shared/monitor/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { addWebsite, deleteWebsite, findRun, listRuns, listWebsites, runMonitorNow, setWebsiteActive } from "./service";

/** The admin's website monitor (agents-accounts-admin.md §2, §7); admins only, decided here. */
export function monitorRoutes({ db, jobs, config }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.listWebsites), async (c) => c.json({ websites: await listWebsites(db) }, 200));

  router.openapi(route(operations.createWebsite), async (c) => {
    const user = requireSessionUser(c);
    return c.json({ website: await addWebsite({ db, allowPrivateFetch: config.FETCH_ALLOW_PRIVATE }, user.id, c.req.valid("json")) }, 201);
  });

  router.openapi(route(operations.updateWebsite), async (c) => {
    const website = await setWebsiteActive(db, c.req.valid("param").id, c.req.valid("json").is_active);
    return c.json({ website }, 200);
  });

  router.openapi(route(operations.deleteWebsite), async (c) => {
    await deleteWebsite(db, c.req.valid("param").id);
    return c.body(null, 204);
  });

  router.openapi(route(operations.run), async (c) => {
    const user = requireSessionUser(c);
    const totals = await runMonitorNow({ db, jobs }, user.id, c.req.raw.signal);
    return c.json(totals, totals.run.status === "running" ? 202 : 200);
  });

  router.openapi(route(operations.listRuns), async (c) => c.json({ runs: await listRuns(db) }, 200));

  router.openapi(route(operations.getRun), async (c) => c.json({ run: await findRun(db, c.req.valid("param").id) }, 200));

  return router;
}
