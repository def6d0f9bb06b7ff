import type { GetPatentSourceResponse, SearchPatentsQuery, SearchPatentsResponse } from "@/shared/patents/contracts";
import {
  EPO_OPS_DATE_ORDER_NOTICE,
  EPO_OPS_NOTICE,
  EUROPEPMC_NOTICE,
  PATENT_FILTER_KEYS,
  PATENT_FILTER_LIMITS,
  PATENTSVIEW_NOTICE,
  type PatentSource,
} from "@/shared/patents/options";
import { summarizePatents } from "@/shared/patents/summary";
import type { Config } from "../../core/config";
import type { Database } from "../../core/db/client";
import { fieldsError } from "../../core/errors";
import { createRemoteClient } from "../../core/remote/remote-client";
import { sharedRateLimiter } from "../../core/remote/rate-limiter";
import { createEuropePmcClient } from "../literature";
import { createEpoOpsSession, EPO_OPS_NAME, searchEpoOps } from "./epo-ops";
import { searchEuropePmcPatents, type PatentPage } from "./europepmc";
import { PATENTSVIEW_NAME, searchPatentsView } from "./patentsview";

/**
 * The patent source of this server: EPO OPS when its key and secret are configured, else
 * PatentsView when its key is, else Europe PMC (no key).
 */
export type PatentSearcher = {
  source: PatentSource;
  search(input: SearchPatentsQuery, today?: Date): Promise<SearchPatentsResponse>;
};

// 45 requests a minute per key (data-sources.md §0, §4.1).
const PATENTSVIEW_PER_SECOND = 0.7;
// OPS reports its fair-use pace in X-Throttling-Control; searches are reported at 30 a minute.
const EPO_OPS_PER_SECOND = 0.5;
const EPO_OPS_BURST = 5;

const NOTICES: Record<PatentSource, string> = { europepmc: EUROPEPMC_NOTICE, epo: EPO_OPS_NOTICE, patentsview: PATENTSVIEW_NOTICE };

type Runner = { source: PatentSource; run(input: SearchPatentsQuery): Promise<PatentPage> };

function createRunner(db: Database, config: Config): Runner {
  if (config.EPO_OPS_KEY && config.EPO_OPS_SECRET) {
    const client = createRemoteClient(db, {
      name: EPO_OPS_NAME,
      baseUrl: config.EPO_OPS_BASE_URL,
      limiter: sharedRateLimiter("ops.epo.org", EPO_OPS_PER_SECOND, EPO_OPS_BURST),
    });
    const session = createEpoOpsSession(client, { key: config.EPO_OPS_KEY, secret: config.EPO_OPS_SECRET });
    return { source: "epo", run: (input) => searchEpoOps(session, input) };
  }
  const key = config.PATENTSVIEW_API_KEY;
  if (key) {
    const client = createRemoteClient(db, {
      name: PATENTSVIEW_NAME,
      baseUrl: config.PATENTSVIEW_BASE_URL,
      limiter: sharedRateLimiter("patentsview", PATENTSVIEW_PER_SECOND),
      headers: { "X-Api-Key": key },
    });
    return { source: "patentsview", run: ({ q, sort }) => searchPatentsView(client, q, sort) };
  }
  const client = createEuropePmcClient(db, config);
  return { source: "europepmc", run: ({ q, sort }) => searchEuropePmcPatents(client, q, sort) };
}

export function createPatentSearcher({ db, config }: { db: Database; config: Config }): PatentSearcher {
  const { source, run } = createRunner(db, config);
  return {
    source,
    async search(input, today = new Date()) {
      const { q: query, sort } = input;
      const filters = appliedFilters(source, input);
      const page = await run(input);
      return {
        source,
        query,
        filters,
        total: page.total,
        patents: page.patents,
        summary: summarizePatents(page.patents, page.total, today),
        notices: source === "epo" && sort !== "relevance" ? [NOTICES[source], EPO_OPS_DATE_ORDER_NOTICE] : [NOTICES[source]],
      };
    },
  };
}

/**
 * The filters every answer of the source meets. A filter the source cannot apply is refused with
 * its reason (the screen disables it), unless it asks for the one value the source always has.
 */
function appliedFilters(source: PatentSource, input: SearchPatentsQuery): SearchPatentsResponse["filters"] {
  const limits = PATENT_FILTER_LIMITS[source];
  const filters: SearchPatentsResponse["filters"] = { sort: input.sort };
  const refused: Record<string, string> = {};
  for (const key of PATENT_FILTER_KEYS) {
    const limit = limits[key];
    const asked = input[key];
    if (!limit) {
      if (asked) Object.assign(filters, { [key]: asked });
    } else if (asked !== undefined && asked !== limit.value) {
      refused[key] = limit.reason;
    } else if (limit.value !== null) {
      Object.assign(filters, { [key]: limit.value });
    }
  }
  if (Object.keys(refused).length) throw fieldsError(refused);
  return filters;
}

export function getPatentSource(searcher: PatentSearcher): GetPatentSourceResponse {
  return { source: searcher.source, notice: NOTICES[searcher.source], filterLimits: PATENT_FILTER_LIMITS[searcher.source] };
}
