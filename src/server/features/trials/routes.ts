import {
  compareQuerySchema,
  compareResponseSchema,
  eligibilityRequestSchema,
  eligibilityResponseSchema,
  searchTrialsRequestSchema,
  searchTrialsResponseSchema,
  trendsQuerySchema,
  trendsResponseSchema,
} from "@/shared/trials/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { createTrialsService } from "./service";

const routes = {
  search: defineRoute({
    method: "post",
    path: "/api/trials/search",
    access: "agents:use",
    tags: ["trials"],
    summary: "Search ClinicalTrials.gov with the screen's phase, status, country and age-group filters",
    request: { body: jsonBody(searchTrialsRequestSchema) },
    responses: { 200: jsonResponse(searchTrialsResponseSchema, "The first page of studies"), ...errorResponses(400, 401, 502, 503) },
  }),
  eligibility: defineRoute({
    method: "post",
    path: "/api/trials/eligibility",
    access: "agents:use",
    tags: ["trials"],
    summary: "Recruiting studies a patient is eligible for (condition, age, sex), scored 0–100 with a reason per criterion, best first; the others set aside with why",
    request: { body: jsonBody(eligibilityRequestSchema) },
    responses: { 200: jsonResponse(eligibilityResponseSchema, "Eligible studies scored, the others set aside"), ...errorResponses(400, 401, 502, 503) },
  }),
  trends: defineRoute({
    method: "get",
    path: "/api/trials/trends",
    access: "agents:use",
    tags: ["trials"],
    summary: "Phase, status, sponsor type and start year counts over up to 200 studies of a condition",
    request: { query: trendsQuerySchema },
    responses: { 200: jsonResponse(trendsResponseSchema, "The counts"), ...errorResponses(400, 401, 502, 503) },
  }),
  compare: defineRoute({
    method: "get",
    path: "/api/trials/compare",
    access: "agents:use",
    tags: ["trials"],
    summary: "Two to five studies side by side (ids=NCT…,NCT…)",
    request: { query: compareQuerySchema },
    responses: { 200: jsonResponse(compareResponseSchema, "The studies in the order asked"), ...errorResponses(400, 401, 502, 503) },
  }),
};

export function trialsRoutes({ db, config }: AppDeps) {
  const router = createRouter();
  const trials = createTrialsService({ db, baseUrl: config.CTGOV_BASE_URL });

  router.openapi(routes.search, async (c) => {
    requireSessionUser(c);
    return c.json(await trials.searchTrials(c.req.valid("json"), c.req.raw.signal), 200);
  });

  router.openapi(routes.eligibility, async (c) => {
    requireSessionUser(c);
    return c.json(await trials.findEligibleTrials(c.req.valid("json"), c.req.raw.signal), 200);
  });

  router.openapi(routes.trends, async (c) => {
    requireSessionUser(c);
    return c.json(await trials.analyzeTrends(c.req.valid("query").condition, c.req.raw.signal), 200);
  });

  router.openapi(routes.compare, async (c) => {
    requireSessionUser(c);
    return c.json(await trials.compareTrials(c.req.valid("query").ids, c.req.raw.signal), 200);
  });

  return router;
}
