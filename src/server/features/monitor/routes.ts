import {
  addWebsiteRequestSchema,
  monitorRunParamsSchema,
  monitorRunResponseSchema,
  monitorRunsResponseSchema,
  runMonitorResponseSchema,
  updateWebsiteRequestSchema,
  websiteIdParamsSchema,
  websiteResponseSchema,
  websitesResponseSchema,
} from "@/shared/monitor/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { addWebsite, deleteWebsite, findRun, listRuns, listWebsites, runMonitorNow, setWebsiteActive } from "./service";

const routes = {
  list: defineRoute({
    method: "get",
    path: "/api/monitor/websites",
    access: "monitor:manage",
    tags: ["monitor"],
    summary: "Select monitored_websites: every site, newest first, with its last check",
    responses: { 200: jsonResponse(websitesResponseSchema, "The monitored websites"), ...errorResponses(401, 403) },
  }),
  add: defineRoute({
    method: "post",
    path: "/api/monitor/websites",
    access: "monitor:manage",
    tags: ["monitor"],
    summary: "Insert monitored_websites: a site to watch (active)",
    request: { body: jsonBody(addWebsiteRequestSchema) },
    responses: { 201: jsonResponse(websiteResponseSchema, "The added website"), ...errorResponses(400, 401, 403, 409) },
  }),
  update: defineRoute({
    method: "patch",
    path: "/api/monitor/websites/{id}",
    access: "monitor:manage",
    tags: ["monitor"],
    summary: "Update monitored_websites: activate or deactivate a site",
    request: { params: websiteIdParamsSchema, body: jsonBody(updateWebsiteRequestSchema) },
    responses: { 200: jsonResponse(websiteResponseSchema, "The website"), ...errorResponses(400, 401, 403, 404) },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/api/monitor/websites/{id}",
    access: "monitor:manage",
    tags: ["monitor"],
    summary: "Delete monitored_websites: stop watching a site (its items stay)",
    request: { params: websiteIdParamsSchema },
    responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
  }),
  run: defineRoute({
    method: "post",
    path: "/api/monitor/run",
    access: "monitor:manage",
    tags: ["monitor"],
    summary: "website-monitor: run the monitor now (or join the run under way) and report its totals",
    responses: {
      200: jsonResponse(runMonitorResponseSchema, "The run finished"),
      202: jsonResponse(runMonitorResponseSchema, "The run goes on; follow it at /api/monitor/runs/{id}"),
      ...errorResponses(401, 403),
    },
  }),
  runs: defineRoute({
    method: "get",
    path: "/api/monitor/runs",
    access: "monitor:manage",
    tags: ["monitor"],
    summary: "The monitor's recent runs, newest first",
    responses: { 200: jsonResponse(monitorRunsResponseSchema, "Recent runs"), ...errorResponses(401, 403) },
  }),
  runOne: defineRoute({
    method: "get",
    path: "/api/monitor/runs/{id}",
    access: "monitor:manage",
    tags: ["monitor"],
    summary: "One run of the monitor",
    request: { params: monitorRunParamsSchema },
    responses: { 200: jsonResponse(monitorRunResponseSchema, "The run"), ...errorResponses(400, 401, 403, 404) },
  }),
};

/** The admin's website monitor (agents-accounts-admin.md §2, §7); admins only, decided here. */
export function monitorRoutes({ db, jobs, config }: AppDeps) {
  const router = createRouter();

  router.openapi(routes.list, async (c) => c.json({ websites: await listWebsites(db) }, 200));

  router.openapi(routes.add, async (c) => {
    const user = requireSessionUser(c);
    return c.json({ website: await addWebsite({ db, allowPrivateFetch: config.FETCH_ALLOW_PRIVATE }, user.id, c.req.valid("json")) }, 201);
  });

  router.openapi(routes.update, async (c) => {
    const website = await setWebsiteActive(db, c.req.valid("param").id, c.req.valid("json").is_active);
    return c.json({ website }, 200);
  });

  router.openapi(routes.remove, async (c) => {
    await deleteWebsite(db, c.req.valid("param").id);
    return c.body(null, 204);
  });

  router.openapi(routes.run, async (c) => {
    const user = requireSessionUser(c);
    const totals = await runMonitorNow({ db, jobs }, user.id, c.req.raw.signal);
    return c.json(totals, totals.run.status === "running" ? 202 : 200);
  });

  router.openapi(routes.runs, async (c) => c.json({ runs: await listRuns(db) }, 200));

  router.openapi(routes.runOne, async (c) => c.json({ run: await findRun(db, c.req.valid("param").id) }, 200));

  return router;
}
