import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { NEWS_LIMITS, REQUEST_BODY_MAX_BYTES } from "@/shared/limits";
import { uploadEndpoints } from "@/shared/uploads/endpoints";
import { AppError, errorResponse } from "../errors";

export function securityHeaders(isHttps: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toasts and Radix set styles at run time; scripts stay strictly same-origin.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Summaries' outside images are copied here on save; the editor inserts uploads only.
      imgSrc: ["'self'"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: isHttps ? "max-age=31536000; includeSubDomains" : false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
    originAgentCluster: "?1",
    xDnsPrefetchControl: "off",
    xDownloadOptions: "noopen",
    xPermittedCrossDomainPolicies: "none",
    xXssProtection: "0",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
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
