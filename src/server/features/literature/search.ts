import type { Paper, SearchPapersResponse } from "@/shared/literature/contracts";
import type { PreprintSource } from "@/shared/literature/limits";
import type { Config } from "../../core/config";
import type { Database } from "../../core/db/client";
import type { Logger } from "../../core/logger";
import { createRemoteClient, type RemoteClient } from "../../core/remote/remote-client";
import { sharedRateLimiter } from "../../core/remote/rate-limiter";
import { parseBiorxivCategory, parsePreprintSearch, preprintQuery } from "./europepmc";

// data-sources.md §0: www.ebi.ac.uk at most 5 a second, api.biorxiv.org at most 1 a second.
const EUROPE_PMC_PER_SECOND = 5;
const BIORXIV_PER_SECOND = 1;
const SEARCH_TTL_SECONDS = 60 * 60;
// A preprint's subject category does not change; a week keeps repeated searches instant.
const CATEGORY_TTL_SECONDS = 7 * 24 * 60 * 60;
// bioRxiv allows about one lookup a second, so a fresh search enriches what fits in this time and
// later searches find the rest in the cache. Enrichment never delays a search by more.
const ENRICHMENT_BUDGET_MS = 2_500;

export type LiteratureSearchDeps = { europePmc: RemoteClient; biorxiv: RemoteClient; logger: Logger };

/** Europe PMC's REST API, for preprints here and for patents (features/patents). */
export function createEuropePmcClient(db: Database, config: Config): RemoteClient {
  return createRemoteClient(db, {
    name: "Europe PMC",
    baseUrl: config.EUROPEPMC_BASE_URL,
    limiter: sharedRateLimiter("www.ebi.ac.uk", EUROPE_PMC_PER_SECOND),
    timeoutMs: 12_000,
    retries: 2,
    retryBaseMs: 300,
  });
}

export function createLiteratureClients(db: Database, config: Config, logger: Logger): LiteratureSearchDeps {
  return {
    europePmc: createEuropePmcClient(db, config),
    biorxiv: createRemoteClient(db, {
      name: "bioRxiv",
      baseUrl: config.BIORXIV_BASE_URL,
      limiter: sharedRateLimiter("api.biorxiv.org", BIORXIV_PER_SECOND),
      timeoutMs: ENRICHMENT_BUDGET_MS,
      retries: 0,
    }),
    logger,
  };
}

export type SearchPapersInput = { query: string; sources: PreprintSource[]; limit: number };

/** scientific-search: Europe PMC preprints of the chosen servers, categories from bioRxiv where it answers. */
export async function searchPapers(deps: LiteratureSearchDeps, input: SearchPapersInput): Promise<SearchPapersResponse> {
  const page = await deps.europePmc.request({
    path: "/search",
    query: {
      query: preprintQuery(input.query, input.sources),
      format: "json",
      resultType: "core",
      pageSize: input.limit,
    },
    ttlSeconds: SEARCH_TTL_SECONDS,
    read: (body) => parsePreprintSearch(body, { sources: input.sources, limit: input.limit }),
  });
  await addCategories(deps, page.papers);
  return { results: page.papers, total: page.total };
}

/**
 * Fills `category` in place within the budget; failures leave it null. The lookups start together
 * and bioRxiv's rate limiter lets them out one at a time in order, so cached ones answer at once.
 */
async function addCategories(deps: LiteratureSearchDeps, papers: Paper[]): Promise<void> {
  const budget = AbortSignal.timeout(ENRICHMENT_BUDGET_MS);
  await Promise.all(
    papers.map(async (paper) => {
      if (!paper.doi) return;
      try {
        paper.category = await deps.biorxiv.request({
          path: `/details/${paper.source.toLowerCase()}/${paper.doi}/na/json`,
          ttlSeconds: CATEGORY_TTL_SECONDS,
          read: parseBiorxivCategory,
          signal: budget,
        });
      } catch (error) {
        if (budget.aborted) return;
        deps.logger.warn(`[literature] no bioRxiv category for ${paper.doi}: ${(error as Error).message}`);
      }
    }),
  );
}
