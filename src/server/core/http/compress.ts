import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const gzipAsync = promisify(gzip);

/** Below this an answer goes out as it is: compressing it costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The length of an answer made from a string or bytes, read without making it a stream.
 * @hono/node-server keeps such an answer as [status, body, headers] under a symbol of its own and
 * sends it straight from there (with its length); reading `res.body` would build a whole Fetch
 * Response for it. null when the answer is not one of those (another runtime, a stream, a test's
 * `app.request`): the caller then reads the body.
 */
let cacheKey: symbol | undefined;

function lengthWithoutReading(res: Response): number | null {
  // The symbol is looked for once, then known.
  if (cacheKey === undefined || !Object.hasOwn(res, cacheKey)) {
    cacheKey = Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === "cache") ?? cacheKey;
  }
  const key = cacheKey;
  const cached: unknown = key === undefined ? undefined : (res as unknown as Record<symbol, unknown>)[key];
  if (!Array.isArray(cached)) return null;
  const body: unknown = cached[1];
  if (typeof body === "string") return Buffer.byteLength(body);
  if (body instanceof Uint8Array) return body.byteLength;
  return null;
}

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (name !== "gzip" && name !== "*") return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * Gzips answers of 1 KB and more for clients that accept it. Unlike `hono/compress`, it reads
 * the answer first: Hono's JSON answers carry no length, so that middleware pushed even a 30-byte
 * answer through a compression stream (a third of a trivial route's time). zlib runs on
 * libuv's threads, not the request's.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    // The headers first: reading `res.body` makes @hono/node-server build a whole Fetch Response,
    // which an answer sent as it is never needs.
    const length = res.headers.get("Content-Length") ?? lengthWithoutReading(res);
    if (
      c.req.method === "HEAD" ||
      res.status === 206 ||
      (length !== null && Number(length) < COMPRESS_MIN_BYTES) ||
      res.headers.has("Content-Encoding") ||
      res.headers.has("Transfer-Encoding") ||
      NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "") ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "") ||
      !res.body
    ) {
      return;
    }

    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let sent = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      const vary = headers.get("Vary");
      if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
        headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
    }
    if (body.length >= COMPRESS_MIN_BYTES && acceptsGzip(c.req.header("Accept-Encoding"))) {
      sent = new Uint8Array(await gzipAsync(body));
      headers.set("Content-Encoding", "gzip");
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.set("Content-Length", String(sent.length));
    // Cleared first: Hono's setter would otherwise copy the old answer's headers over these.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}
