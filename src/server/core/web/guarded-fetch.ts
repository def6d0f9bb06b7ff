import { plural } from "@/shared/plural";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { FETCH_LIMITS } from "@/shared/limits";
import { waitingDeadline } from "../deadline";
import { AppError } from "../errors";
import {
  assertFetchableUrl,
  bareHostname,
  isPublicAddress,
  type LookupHost,
  type ResolvedAddress,
  resolveAllowedAddresses,
  systemLookup,
} from "./address-guard";
import { readBody } from "./response-body";

export const HTML_MEDIA_TYPES = ["text/html", "application/xhtml+xml"] as const;
export const DEFAULT_USER_AGENT = "BioAgentHub/1.0 (+https://bioagenthub.example)";
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type GuardedFetchOptions = {
  /** FETCH_ALLOW_PRIVATE: lifts the address rule only; schemes, ports, limits and redirects still apply. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  lookup?: LookupHost;
  signal?: AbortSignal;
  userAgent?: string;
  /** Media types the caller can use; anything else is refused before its body is read. */
  accept?: readonly string[];
  /** Extra request headers (conditional requests: If-None-Match, If-Modified-Since). */
  headers?: Record<string, string>;
  /**
   * Replaces the public-address rule when `allowPrivate` is false. Tests use it to let the local stub
   * stand in for one public site while every other address keeps the real rule; this is how the
   * re-check on each redirect is tested without a real public server.
   */
  isAllowedAddress?: (address: string) => boolean;
};

export type GuardedResponse = {
  /** The URL that answered, after redirects. */
  url: URL;
  /** 304 (Not Modified, empty body) only when the caller sent a conditional request. */
  status: number;
  /** The answer's validators, for the next conditional request. */
  etag: string | null;
  lastModified: string | null;
  mediaType: string | null;
  charset: string | null;
  body: Buffer;
};

/**
 * Fetches a URL that a user gave: http(s) only, every hop's addresses checked after resolution and
 * connected to directly (no second lookup), redirects followed by hand, one deadline for the whole
 * exchange, a byte cap and a content-type check (DESIGN.md "Outside services").
 */
export async function guardedFetch(input: string | URL, options: GuardedFetchOptions): Promise<GuardedResponse> {
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  const accept = options.accept ?? HTML_MEDIA_TYPES;
  const { isAllowedAddress, lookup } = addressRule(options);
  const deadline = waitingDeadline(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline.signal, options.signal]) : deadline.signal;
  const headers = {
    accept: accept.join(","),
    "accept-encoding": "gzip, deflate, br",
    "user-agent": options.userAgent ?? DEFAULT_USER_AGENT,
    ...options.headers,
  };

  let url = assertFetchableUrl(input);
  try {
    for (let redirects = 0; ; redirects++) {
      const addresses = await abortable(
        resolveAllowedAddresses(url, { lookup, isAllowedAddress, isRedirect: redirects > 0 }),
        signal,
      );
      const response = await sendRequest(url, addresses, headers, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        if (redirects >= maxRedirects) {
          throw new AppError("remote_failed", `The page redirected more than ${maxRedirects} times.`);
        }
        url = assertFetchableUrl(redirectTarget(response, url));
        continue;
      }
      const validators = { etag: header(response, "etag"), lastModified: header(response, "last-modified") };
      if (status === 304 && options.headers) {
        response.destroy();
        return { url, status, ...validators, mediaType: null, charset: null, body: Buffer.alloc(0) };
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new AppError("remote_failed", `The page could not be reached (the site answered ${status}).`);
      }
      const { mediaType, charset } = parseContentType(response.headers["content-type"]);
      if (mediaType !== null && !accept.includes(mediaType)) {
        response.destroy();
        throw new AppError("unprocessable", `This address does not lead to a web page (the site sent ${mediaType}).`);
      }
      const body = await readBody(response, { maxBytes, signal });
      if (mediaType === null && !looksLikeMarkup(body)) {
        throw new AppError("unprocessable", "This address does not lead to a web page.");
      }
      return { url, status, ...validators, mediaType, charset, body };
    }
  } catch (error) {
    if (deadline.signal.aborted) {
      throw new AppError("remote_failed", `The page took longer than ${formatSeconds(timeoutMs)} to answer.`, { cause: error });
    }
    if (options.signal?.aborted) throw options.signal.reason;
    if (error instanceof AppError) throw error;
    throw new AppError("remote_failed", `The page could not be reached (${describeNetworkError(error)}).`, { cause: error });
  } finally {
    deadline.dispose();
  }
}

type AddressRuleOptions = Pick<GuardedFetchOptions, "allowPrivate" | "isAllowedAddress" | "lookup">;

function addressRule(options: AddressRuleOptions) {
  return {
    isAllowedAddress: options.allowPrivate ? () => true : (options.isAllowedAddress ?? isPublicAddress),
    lookup: options.lookup ?? systemLookup,
  };
}

/**
 * The guard's rule for an address given now and fetched later (a monitored site): what
 * `guardedFetch` would refuse before its first request is refused here, DNS included. Each fetch
 * checks again, since a name may resolve elsewhere by then.
 */
export async function assertAllowedAddress(input: string, options: AddressRuleOptions): Promise<void> {
  const url = assertFetchableUrl(input);
  const deadline = waitingDeadline(FETCH_LIMITS.lookupTimeoutMs);
  try {
    await abortable(resolveAllowedAddresses(url, { ...addressRule(options), isRedirect: false }), deadline.signal);
  } catch (error) {
    if (deadline.signal.aborted) throw new AppError("remote_failed", `The site ${bareHostname(url)} could not be found in time.`, { cause: error });
    throw error;
  } finally {
    deadline.dispose();
  }
}

function sendRequest(
  url: URL,
  addresses: ResolvedAddress[],
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        protocol: url.protocol,
        hostname: bareHostname(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        headers,
        lookup: pinnedLookup(addresses),
        signal,
        agent: false,
      },
      resolve,
    );
    request.on("error", reject);
    request.end();
  });
}

// The socket connects to the addresses that were checked; the Host header and the TLS server name
// still carry the hostname because it stays the request's `hostname`.
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === "IPv4" ? 4 : options.family === 6 || options.family === "IPv6" ? 6 : 0;
    const usable = wanted === 0 ? addresses : addresses.filter((entry) => entry.family === wanted);
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error("No checked address for this family."), { code: "ENOTFOUND" }), "");
    } else if (options.all) {
      callback(null, usable.map(({ address, family }) => ({ address, family })));
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === "string" && value ? value : null;
}

function redirectTarget(response: IncomingMessage, base: URL): URL {
  const location = response.headers.location;
  if (!location) throw new AppError("remote_failed", "The site answered with a redirect that leads nowhere.");
  try {
    return new URL(location, base);
  } catch (error) {
    throw new AppError("remote_failed", "The site redirected to an address that is not valid.", { cause: error });
  }
}

export function parseContentType(header: string | undefined): { mediaType: string | null; charset: string | null } {
  if (!header) return { mediaType: null, charset: null };
  const [type = "", ...parameters] = header.split(";");
  const charsetParameter = parameters.map((part) => part.trim()).find((part) => /^charset\s*=/i.test(part));
  const charset = charsetParameter?.replace(/^charset\s*=\s*/i, "").replace(/^["']|["']$/g, "").trim();
  return { mediaType: type.trim().toLowerCase() || null, charset: charset || null };
}

function looksLikeMarkup(body: Buffer): boolean {
  const start = body.subarray(0, 512).toString("latin1").replace(/^\xef\xbb\xbf/, "").trimStart();
  return start.startsWith("<");
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    void promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function describeNetworkError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? "";
  if (code === "ECONNREFUSED") return "the connection was refused";
  if (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET") return "the connection was interrupted";
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return "the site's network is unreachable";
  if (code === "ETIMEDOUT") return "the connection timed out";
  if (code.startsWith("HPE_")) return "the site sent an invalid answer";
  if (code.startsWith("ERR_TLS") || code.includes("CERT") || code.startsWith("UNABLE_TO")) {
    return "the site's security certificate could not be verified";
  }
  return "a network error";
}

function formatSeconds(ms: number): string {
  const seconds = Number((ms / 1000).toFixed(1));
  return plural(seconds, "second");
}
