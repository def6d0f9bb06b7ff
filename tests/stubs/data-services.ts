import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { handleClinicalTrials } from "./clinicaltrials";
import { handleEpoOps } from "./epo-ops";
import { handleEuropePmc } from "./europepmc";
import { handlePatents } from "./patents";
import { handleSec } from "./sec";
import type { StubHandler } from "./stub-handler";

/**
 * One local server that speaks for the outside data services, each under its own prefix, replaying
 * the recorded responses of ../shared/fixtures/recorded (copied to tests/fixtures/recorded).
 */
export const DATA_SERVICE_PREFIXES = {
  EUROPEPMC_BASE_URL: "/europepmc",
  BIORXIV_BASE_URL: "/biorxiv",
  SEC_EFTS_BASE_URL: "/sec-efts",
  SEC_DATA_BASE_URL: "/sec-data",
  SEC_WWW_BASE_URL: "/sec-www",
  CTGOV_BASE_URL: "/ctgov",
  PATENTSVIEW_BASE_URL: "/patentsview",
  EPO_OPS_BASE_URL: "/epo-ops",
} as const;

type DataServicePrefix = (typeof DATA_SERVICE_PREFIXES)[keyof typeof DATA_SERVICE_PREFIXES];

const HANDLERS: Array<[DataServicePrefix[], StubHandler]> = [
  [["/europepmc", "/biorxiv"], handleEuropePmc],
  [["/sec-efts", "/sec-data", "/sec-www"], handleSec],
  [["/ctgov"], handleClinicalTrials],
  [["/patentsview"], handlePatents],
  [["/epo-ops"], handleEpoOps],
];

/** The configuration variables that point the server at a stub on `baseUrl`. */
export function dataServiceUrls(baseUrl: string): Record<keyof typeof DATA_SERVICE_PREFIXES, string> {
  return Object.fromEntries(
    Object.entries(DATA_SERVICE_PREFIXES).map(([variable, prefix]) => [variable, `${baseUrl}${prefix}`]),
  ) as Record<keyof typeof DATA_SERVICE_PREFIXES, string>;
}

export type DataServicesStub = { url: string; close(): Promise<void> };

/** `onServed`: told how long each answer took the stub, from request to the last byte (benchmarks). */
export async function startDataServices(port = 0, options: { onServed?: (ms: number) => void } = {}): Promise<DataServicesStub> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    if (options.onServed) {
      const started = performance.now();
      response.on("finish", () => options.onServed?.(performance.now() - started));
    }
    void (async () => {
      for (const [prefixes, handler] of HANDLERS) {
        const prefix = prefixes.find((candidate) => url.pathname === candidate || url.pathname.startsWith(`${candidate}/`));
        if (!prefix) continue;
        // The handler gets its own prefix back in `url`, so one handler can serve several hosts.
        if (await handler(request, response, url.pathname.slice(prefix.length) || "/", url)) return;
      }
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: "no stub for this path" }));
    })().catch((error: unknown) => {
      response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
