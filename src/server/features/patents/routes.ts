import {
  getPatentSourceResponseSchema,
  searchPatentsQuerySchema,
  searchPatentsResponseSchema,
} from "@/shared/patents/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonResponse } from "../../core/http/openapi";
import { createPatentSearcher, getPatentSource } from "./service";

const routes = {
  source: defineRoute({
    method: "get",
    path: "/api/patents/source",
    access: "agents:use",
    tags: ["patents"],
    summary: "Where patent results come from (Europe PMC without a key, EPO OPS or PatentsView with one) and the filters it cannot apply",
    responses: { 200: jsonResponse(getPatentSourceResponseSchema, "The source and its notice"), ...errorResponses(401) },
  }),
  search: defineRoute({
    method: "get",
    path: "/api/patents/search",
    access: "agents:use",
    tags: ["patents"],
    summary: "Patent Explorer search: patents for a query and sort, and the filters the source applies, with summary figures",
    request: { query: searchPatentsQuerySchema },
    responses: {
      200: jsonResponse(searchPatentsResponseSchema, "Patents, summary and notices"),
      ...errorResponses(400, 401, 502, 503),
    },
  }),
};

export function patentsRoutes(deps: AppDeps) {
  const router = createRouter();
  const searcher = createPatentSearcher(deps);

  router.openapi(routes.source, (c) => {
    requireSessionUser(c);
    return c.json(getPatentSource(searcher), 200);
  });

  router.openapi(routes.search, async (c) => {
    requireSessionUser(c);
    return c.json(await searcher.search(c.req.valid("query")), 200);
  });

  return router;
}
