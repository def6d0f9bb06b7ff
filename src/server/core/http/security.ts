import type { ServerResponse } from "node:http";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { NEWS_LIMITS, REQUEST_BODY_MAX_BYTES } from "@/shared/limits";
import { uploadEndpoints } from "@/shared/uploads/endpoints";
import { AppError, errorResponse } from "../errors";

/** The Content-Security-Policy of every answer: scripts strictly same-origin. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Toasts and Radix set styles at run time; scripts stay strictly same-origin.
  "style-src 'self' 'unsafe-inline'",
  // Summaries' outside images are copied here on save; the editor inserts uploads only.
  "img-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join("; ");

/** The security headers of every answer, page or API, in one list made once. */
export function securityHeaderList(isHttps: boolean): ReadonlyArray<readonly [string, string]> {
  return [
    ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(isHttps ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
}

/**
 * Sets the security headers on every answer. Behind @hono/node-server they go on the Node
 * response before the answer is made (Node merges them with the answer's own, which win): setting
 * thirteen headers on each Fetch Response after it was made was a tenth of a small answer's time.
 * Elsewhere (a test's `app.request`) they are set on the answer.
 */
export function securityHeaders(isHttps: boolean): MiddlewareHandler {
  const list = securityHeaderList(isHttps);
  return async (c, next) => {
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === "function" && !outgoing.headersSent) {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers always send
 * Origin on cross-site POSTs; requests without Origin (curl, server-to-server) carry no ambient
 * browser cookies an attacker could ride on, unless Sec-Fetch-Site says they came cross-site.
 * Only PUBLIC_URL's origin counts: the Host header is the sender's to choose (DNS rebinding).
 */
export function originCheck(publicUrl: string): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site");
    const allowed = origin
      ? origin === publicOrigin
      : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    if (!allowed) {
      return errorResponse(c, new AppError("forbidden", "This request came from another site and was refused."));
    }
    return next();
  };
}

const jsonBodyLimit = bodyLimit({
  maxSize: REQUEST_BODY_MAX_BYTES,
  onError: (c) =>
    errorResponse(c, new AppError("payload_too_large", "The request is too large (at most 1 MB).")),
});

// Room for one image at the upload limit plus the multipart envelope.
const uploadBodyLimit = bodyLimit({
  maxSize: NEWS_LIMITS.imageUploadMaxBytes + 64 * 1024,
  onError: (c) =>
    errorResponse(c, new AppError("payload_too_large", "Images may be at most 2 MB.")),
});

const UPLOAD_ROUTE = uploadEndpoints.createImage.path;

/**
 * 1 MB for every API request, except image uploads. A GET or HEAD has no body to limit; asking
 * for it anyway (`c.req.raw.body`) would make @hono/node-server build a whole Fetch Request for
 * every read (a fifth of a cached answer's time).
 */
export const requestBodyLimit: MiddlewareHandler = (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  return c.req.path === UPLOAD_ROUTE ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next);
};
