import { filingOperations as operations } from "@/shared/filings/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { withEntityLinks } from "../entities";
import { createSecClients } from "./sec-client";
import { readFilingSections, searchFilings } from "./search-filings";
import { analyzeFilings, chatAboutFilings } from "./service";

export function filingsRoutes({ db, config, ai, logger }: AppDeps) {
  const router = createRouter();
  const sec = createSecClients(db, config);

  router.openapi(route(operations.search), async (c) => {
    requireSessionUser(c);
    const { query, cik, filingTypes, limit } = c.req.valid("json");
    const found = await searchFilings({ sec, logger, query, cik, filingTypes, limit, signal: c.req.raw.signal });
    // The registrant, by its CIK and its name; linked after SEC's cached answers, so with the entities known now.
    const results = await withEntityLinks(db, found, (filing) => ({ text: filing.company_name, identifiers: [{ scheme: "cik", value: filing.cik }] }));
    return c.json({ results }, 200);
  });

  router.openapi(route(operations.getSections), async (c) => {
    requireSessionUser(c);
    const { cik, id } = c.req.valid("query");
    return c.json(await readFilingSections({ sec, logger, cik, id, signal: c.req.raw.signal }), 200);
  });

  router.openapi(route(operations.analyze), async (c) => {
    const sessionUser = requireSessionUser(c);
    const { analysisType, filings } = c.req.valid("json");
    return c.json(await analyzeFilings({ db, ai, userId: sessionUser.id, analysisType, filings, signal: c.req.raw.signal }), 200);
  });

  router.openapi(route(operations.chat), async (c) => {
    const sessionUser = requireSessionUser(c);
    const { query, filings } = c.req.valid("json");
    return c.json(await chatAboutFilings({ db, ai, userId: sessionUser.id, query, filings, signal: c.req.raw.signal }), 200);
  });

  return router;
}
