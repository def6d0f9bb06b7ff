import {
  analyzeFilingsRequestSchema,
  chatFilingsRequestSchema,
  filingSectionsQuerySchema,
  filingSectionsResponseSchema,
  filingsAnalysisResponseSchema,
  searchFilingsRequestSchema,
  searchFilingsResponseSchema,
} from "@/shared/filings/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { createSecClients } from "./sec-client";
import { readFilingSections, searchFilings } from "./search-filings";
import { analyzeFilings, chatAboutFilings } from "./service";

const routes = {
  search: defineRoute({
    method: "post",
    path: "/api/filings/search",
    access: "agents:use",
    tags: ["filings"],
    summary: "sec-edgar-search: 10-K and 20-F filings of a company (name, ticker or CIK) from SEC EDGAR",
    request: { body: jsonBody(searchFilingsRequestSchema) },
    responses: { 200: jsonResponse(searchFilingsResponseSchema, "Filings, best first"), ...errorResponses(400, 401, 502, 503) },
  }),
  sections: defineRoute({
    method: "get",
    path: "/api/filings/sections",
    access: "agents:use",
    tags: ["filings"],
    summary: "One 10-K or 20-F's business description and key sections, read from its document (a search reads only its newest three)",
    request: { query: filingSectionsQuerySchema },
    responses: {
      200: jsonResponse(filingSectionsResponseSchema, "The sections, or 'unavailable' when SEC did not give the document"),
      ...errorResponses(400, 401, 404, 502, 503),
    },
  }),
  analyze: defineRoute({
    method: "post",
    path: "/api/filings/analysis",
    access: "agents:use",
    tags: ["filings"],
    summary: "market-analysis: one analysis of up to 15 filings, stored under MARKET_INTELLIGENCE",
    request: { body: jsonBody(analyzeFilingsRequestSchema) },
    responses: { 200: jsonResponse(filingsAnalysisResponseSchema, "The stored analysis"), ...errorResponses(400, 401, 422, 502) },
  }),
  chat: defineRoute({
    method: "post",
    path: "/api/filings/chat",
    access: "agents:use",
    tags: ["filings"],
    summary: "market-analysis with analysisType chat: the assistant's answer about up to 10 filings",
    request: { body: jsonBody(chatFilingsRequestSchema) },
    responses: { 200: jsonResponse(filingsAnalysisResponseSchema, "The stored answer"), ...errorResponses(400, 401, 422, 502) },
  }),
};

export function filingsRoutes({ db, config, ai, logger }: AppDeps) {
  const router = createRouter();
  const sec = createSecClients(db, config);

  router.openapi(routes.search, async (c) => {
    requireSessionUser(c);
    const { query, cik, filingTypes, limit } = c.req.valid("json");
    const results = await searchFilings({ sec, logger, query, cik, filingTypes, limit, signal: c.req.raw.signal });
    return c.json({ results }, 200);
  });

  router.openapi(routes.sections, async (c) => {
    requireSessionUser(c);
    const { cik, id } = c.req.valid("query");
    return c.json(await readFilingSections({ sec, logger, cik, id, signal: c.req.raw.signal }), 200);
  });

  router.openapi(routes.analyze, async (c) => {
    const sessionUser = requireSessionUser(c);
    const { analysisType, filings } = c.req.valid("json");
    return c.json(await analyzeFilings({ db, ai, userId: sessionUser.id, analysisType, filings, signal: c.req.raw.signal }), 200);
  });

  router.openapi(routes.chat, async (c) => {
    const sessionUser = requireSessionUser(c);
    const { query, filings } = c.req.valid("json");
    return c.json(await chatAboutFilings({ db, ai, userId: sessionUser.id, query, filings, signal: c.req.raw.signal }), 200);
  });

  return router;
}
