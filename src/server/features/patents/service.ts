import type { GetPatentSourceResponse, SearchPatentsQuery, SearchPatentsResponse } from "@/shared/patents/contracts";
import { PATENTSVIEW_NOTICE, SAMPLE_DATA_NOTICE } from "@/shared/patents/options";
import { summarizePatents } from "@/shared/patents/summary";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createRemoteClient, type RemoteClient } from "../../remote/remote-client";
import { sharedRateLimiter } from "../../remote/rate-limiter";
import { PATENTSVIEW_NAME, searchPatentsView } from "./patentsview";
import { generateSamplePatents } from "./sample";

/** The patent source of this server: PatentsView when a key is configured, else sample data. */
export type PatentSearcher = {
  source: GetPatentSourceResponse["source"];
  search(input: SearchPatentsQuery, today?: Date): Promise<SearchPatentsResponse>;
};

// 45 requests a minute per key (data-sources.md §0, §4.1).
const PATENTSVIEW_PER_SECOND = 0.7;

export function createPatentSearcher({ db, config }: { db: Database; config: Config }): PatentSearcher {
  const key = config.PATENTSVIEW_API_KEY;
  const client: RemoteClient | null = key
    ? createRemoteClient(db, {
        name: PATENTSVIEW_NAME,
        baseUrl: config.PATENTSVIEW_BASE_URL,
        limiter: sharedRateLimiter("patentsview", PATENTSVIEW_PER_SECOND),
        headers: { "X-Api-Key": key },
      })
    : null;

  return {
    source: client ? "patentsview" : "sample",
    async search(input, today = new Date()) {
      const { q: query, ...filters } = input;
      const result = client
        ? await searchPatentsView(client, query, filters)
        : generateSamplePatents({ query, filters, today });
      return {
        source: client ? "patentsview" : "sample",
        query,
        filters,
        total: result.total,
        patents: result.patents,
        summary: summarizePatents(result.patents, result.total, today),
        notices: result.notices,
      };
    },
  };
}

export function getPatentSource(searcher: PatentSearcher): GetPatentSourceResponse {
  return { source: searcher.source, notice: searcher.source === "sample" ? SAMPLE_DATA_NOTICE : PATENTSVIEW_NOTICE };
}
