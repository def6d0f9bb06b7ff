import type { Config } from "../../core/config";
import type { Database } from "../../core/db/client";
import { createRemoteClient, type RemoteClient } from "../../core/remote/remote-client";
import { sharedRateLimiter } from "../../core/remote/rate-limiter";

// SEC fair access (data-sources.md §2.1): a declared User-Agent on every request and at most
// 10 requests a second across all SEC hosts; we keep to 8 with one limiter for the three hosts.
const SEC_SERVICE_NAME = "SEC EDGAR";
const SEC_REQUESTS_PER_SECOND = 8;

export type SecClients = { data: RemoteClient; efts: RemoteClient; www: RemoteClient; documents: RemoteClient };

export type SecConfig = Pick<Config, "SEC_DATA_BASE_URL" | "SEC_EFTS_BASE_URL" | "SEC_WWW_BASE_URL" | "SEC_USER_AGENT">;

export function createSecClients(db: Database, config: SecConfig, options: { retryBaseMs?: number } = {}): SecClients {
  const limiter = sharedRateLimiter("sec", SEC_REQUESTS_PER_SECOND);
  const headers = { "User-Agent": config.SEC_USER_AGENT, "Accept-Encoding": "gzip, deflate" };
  const common = { name: SEC_SERVICE_NAME, limiter, headers, retryBaseMs: options.retryBaseMs };
  return {
    data: createRemoteClient(db, { ...common, baseUrl: config.SEC_DATA_BASE_URL }),
    efts: createRemoteClient(db, { ...common, baseUrl: config.SEC_EFTS_BASE_URL }),
    www: createRemoteClient(db, { ...common, baseUrl: config.SEC_WWW_BASE_URL }),
    // Filing documents only enrich a result: one quick try, and the search goes on without them.
    documents: createRemoteClient(db, { ...common, baseUrl: config.SEC_WWW_BASE_URL, timeoutMs: 10_000, retries: 0 }),
  };
}
