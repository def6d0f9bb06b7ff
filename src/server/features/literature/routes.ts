import { analysisResponseSchema } from "@/shared/analyses/contracts";
import {
  analyzePapersRequestSchema,
  chatPapersRequestSchema,
  searchPapersRequestSchema,
  searchPapersResponseSchema,
} from "@/shared/literature/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { createLiteratureClients, searchPapers } from "./search";
import { analyzePapers, chatAboutPapers } from "./service";

const routes = {
  search: defineRoute({
    method: "post",
    path: "/api/literature/search",
    access: "agents:use",
    tags: ["literature"],
    summary: "scientific-search: bioRxiv and medRxiv preprints from Europe PMC, categories from bioRxiv",
    request: { body: jsonBody(searchPapersRequestSchema) },
    responses: { 200: jsonResponse(searchPapersResponseSchema, "Papers, most relevant first"), ...errorResponses(400, 401, 502, 503) },
  }),
  analysis: defineRoute({
    method: "post",
    path: "/api/literature/analysis",
    access: "agents:use",
    tags: ["literature"],
    summary: "scientific-analysis: one of five analyses of up to 10 papers, stored in Recent Analyses",
    request: { body: jsonBody(analyzePapersRequestSchema) },
    responses: { 200: jsonResponse(analysisResponseSchema, "The stored analysis"), ...errorResponses(400, 401, 422, 502) },
  }),
  chat: defineRoute({
    method: "post",
    path: "/api/literature/chat",
    access: "agents:use",
    tags: ["literature"],
    summary: "scientific-analysis (chat): the Research Assistant's answer over up to 5 papers",
    request: { body: jsonBody(chatPapersRequestSchema) },
    responses: { 200: jsonResponse(analysisResponseSchema, "The stored answer"), ...errorResponses(400, 401, 422, 502) },
  }),
};

export function literatureRoutes({ db, config, logger, ai }: AppDeps) {
  const router = createRouter();
  const clients = createLiteratureClients(db, config, logger);

  router.openapi(routes.search, async (c) => {
    requireSessionUser(c);
    return c.json(await searchPapers(clients, c.req.valid("json")), 200);
  });

  router.openapi(routes.analysis, async (c) => {
    const user = requireSessionUser(c);
    const { analysisType, papers, query } = c.req.valid("json");
    return c.json(await analyzePapers({ db, ai }, { userId: user.id, analysisType, papers, query }), 200);
  });

  router.openapi(routes.chat, async (c) => {
    const user = requireSessionUser(c);
    const { message, papers } = c.req.valid("json");
    return c.json(await chatAboutPapers({ db, ai }, { userId: user.id, message, papers }), 200);
  });

  return router;
}
