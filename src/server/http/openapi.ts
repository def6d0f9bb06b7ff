import { OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import { apiErrorSchema } from "@/shared/errors";
import { validationError } from "../errors";
import type { AppEnv } from "./context";

/** A router whose request validation failures come back in the API's one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as unknown as z.ZodError);
    },
  });
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

const errorContent = { "application/json": { schema: apiErrorSchema } } as const;

/** The error responses an operation can give, described once. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503)[]) {
  const descriptions: Record<number, string> = {
    400: "Invalid input",
    401: "Not signed in, or wrong credentials",
    403: "Not allowed",
    404: "Not found",
    409: "Conflict",
    413: "Request too large",
    422: "The remote content could not be used",
    429: "Too many requests",
    502: "A remote service failed",
    503: "Disabled or not ready",
  };
  return Object.fromEntries(
    statuses.map((status) => [status, { description: descriptions[status]!, content: errorContent }]),
  ) as RouteConfig["responses"];
}
