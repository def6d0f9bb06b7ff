import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { resolveActor } from "./core/auth/actor";
import { AUTH_BASE_PATH } from "./core/auth/auth";
import { CLIENT_IP_HEADER } from "./core/http/client-ip";
import { compressAnswers } from "./core/http/compress";
import { AppError, describeError, errorResponse } from "./core/errors";
import type { FeatureDeps } from "./core/feature";
import type { AppEnv } from "./core/http/context";
import { withMiddlewareResponses, withPortablePatterns } from "./core/http/openapi";
import { originCheck, requestBodyLimit, securityHeaders } from "./core/http/security";
import { mountClient, type PageDataLoaders } from "./core/http/static";
import { FEATURES } from "./feature-list";

// The router's media-type gate (@hono/zod-openapi) refuses any other body with 415.
const JSON_BODY_MESSAGE = "Send the request body as JSON (Content-Type: application/json).";

export type CreateAppOptions = FeatureDeps & {
  /** The built client to serve; omitted in API tests. */
  clientDir?: string;
};

/** Builds the HTTP application from the feature routers; no business logic lives here. */
export function createApp(options: CreateAppOptions) {
  const { config, auth, logger } = options;
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", securityHeaders(config.PUBLIC_URL.startsWith("https://")));
  app.use("*", compressAnswers());
  app.use("/api/*", requestBodyLimit, originCheck(config.PUBLIC_URL));
  app.use("/api/*", async (c, next) => {
    await next();
    // On the answer's own headers: `c.header` after the answer is made copies it whole (body and all).
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  app.use("/api/*", resolveActor(options));

  for (const feature of FEATURES) if (feature.routes) app.route("/", feature.routes(options));
  for (const feature of FEATURES) feature.mount?.(app, options);

  // Of Better Auth's endpoints only the confirmation link is reached directly; the rest go
  // through our validated routes above.
  app.get(`${AUTH_BASE_PATH}/verify-email`, (c) => {
    const headers = new Headers({ [CLIENT_IP_HEADER]: c.get("clientIp") });
    const cookie = c.req.header("cookie");
    if (cookie) headers.set("cookie", cookie);
    const url = new URL(c.req.url);
    return auth.handler(new Request(`${config.PUBLIC_URL}${url.pathname}${url.search}`, { headers }));
  });

  app.get("/api/openapi.json", (c) =>
    c.json(withPortablePatterns(withMiddlewareResponses(app.getOpenAPI31Document({ openapi: "3.1.0", info: { title: "BioAgent Hub API", version: "1" } })))),
  );

  // One error for every unknown path: made per request, its stack trace was a tenth of the answer's time.
  const noSuchEndpoint = new AppError("not_found", "No such API endpoint.");
  app.all("/api/*", (c) => errorResponse(c, noSuchEndpoint));

  if (options.clientDir) {
    const pageData: PageDataLoaders = {};
    for (const feature of FEATURES) Object.assign(pageData, feature.pageData?.(options));
    mountClient(app, options.clientDir, pageData);
  }

  app.onError((error, c) => {
    if (error instanceof AppError) {
      // A remote failure's own error (network, parse) stays in the log; the answer says only what a person needs.
      if (error.status >= 500 && error.cause !== undefined) {
        logger.warn(`[http] ${c.req.method} ${c.req.path} answered ${error.status}: ${describeError(error)}`);
      }
      return errorResponse(c, error);
    }
    if (error instanceof HTTPException && error.status < 500) {
      if (error.status === 415) return errorResponse(c, new AppError("unsupported_media_type", JSON_BODY_MESSAGE, { cause: error }));
      const code = error.status === 413 ? "payload_too_large" : "bad_request";
      return errorResponse(c, new AppError(code, error.message || "The request could not be read.", { cause: error }));
    }
    if (error instanceof SyntaxError) {
      return errorResponse(c, new AppError("bad_request", "The request body is not valid JSON.", { cause: error }));
    }
    logger.error(`[http] ${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return errorResponse(c, new AppError("internal", "Something went wrong on our side. Please try again."));
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
