import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * One outside data service of the data-services stub (./data-services): a handler answers the
 * requests of its prefixes and returns true, or returns false (404).
 */
export type StubHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  /** The path after the service prefix, e.g. "/search" for /europepmc/search. */
  path: string,
  url: URL,
) => boolean | Promise<boolean>;
