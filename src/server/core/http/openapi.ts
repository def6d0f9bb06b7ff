import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { z } from "zod";
import { apiErrorSchema } from "@/shared/errors";
import type { MiddlewareHandler } from "hono";
import type { ErrorStatus, Operation } from "@/shared/api/contract";
import { ACCESS_EXTENSION, publishAccess, type PublishedAccess } from "@/shared/auth/access";
import { accessGuard } from "../auth/access";
import { fieldsError, validationError } from "../errors";
import type { AppEnv } from "./context";

type JsonContent<S> = { content: { "application/json": { schema: S } } };
type RequestOf<O extends Operation> = (O extends { params: infer P extends z.ZodType } ? { params: P } : unknown) &
  (O extends { query: infer Q extends z.ZodType } ? { query: Q } : unknown) &
  (O extends { body: infer B extends z.ZodType } ? { body: { required: true } & JsonContent<B> } : unknown);
type ResponsesOf<O extends Operation> = {
  [S in keyof O["responses"]]: O["responses"][S] extends { schema: infer T extends z.ZodType }
    ? { description: string } & JsonContent<T>
    : { description: string };
};
/** The route @hono/zod-openapi sees for an operation, typed so handlers get its inputs and answers. */
export type RouteOf<O extends Operation> = {
  method: O["method"];
  path: O["path"];
  request: RequestOf<O> & object;
  responses: ResponsesOf<O>;
  middleware: MiddlewareHandler<AppEnv>;
};

/**
 * The route of an operation from its shared contract (shared/<feature>/contracts.ts). The access
 * rule runs before the route's validators (401/403 before 400) and is published in the OpenAPI
 * document as `x-access`; the error statuses the operation declares are documented with the API's
 * one error body.
 */
export function route<const O extends Operation>(operation: O): RouteOf<O> & { getRoutingPath(): string } {
  const { method, path, access, summary, description, tag, params, query, body, responses, errors = [] } = operation;
  if (operation.form) throw new Error(`${method.toUpperCase()} ${path} takes a multipart body: serve it with a plain handler`);
  const success = Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      response.schema ? jsonResponse(response.schema, response.description) : { description: response.description },
    ]),
  );
  const route = createRoute({
    method,
    path,
    tags: [tag],
    summary,
    ...(description && { description }),
    request: { ...(params && { params }), ...(query && { query }), ...(body && { body: jsonBody(body) }) },
    responses: { ...success, ...errorResponses(...errors) },
    middleware: accessGuard(access),
    [ACCESS_EXTENSION]: publishAccess(access),
  } as RouteConfig);
  return route as unknown as RouteOf<O> & { getRoutingPath(): string };
}

/** A router whose request validation failures come back in the API's one error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error as unknown as z.ZodError);
      refuseUnstorable(result.data);
    },
  });
}

// PostgreSQL cannot store U+0000, and jsonb refuses an unpaired surrogate (text columns would
// silently store U+FFFD): such a request is refused before any write.
const NUL_MESSAGE = "Text may not contain the NUL character (U+0000).";
const SURROGATE_MESSAGE = "Text contains a broken character (half of an emoji or other symbol). Please type it again.";
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function unstorable(text: string): string | null {
  if (text.includes("\u0000")) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : null;
}

/** The first field (as `a.b.0`, or "body") whose text or key cannot be stored, with the reason. */
function unstorableField(value: unknown, path: string[] = []): { field: string; message: string } | null {
  if (typeof value === "string") {
    const message = unstorable(value);
    return message ? { field: path.join(".") || "body", message } : null;
  }
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const message = unstorable(key);
    if (message) return { field: [...path, key].join("."), message };
    const found = unstorableField(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Refuses a value holding text PostgreSQL cannot store: an error naming the first such field (a path such as `a.b.0`). */
export function refuseUnstorable(value: unknown): void {
  const unstored = unstorableField(value);
  if (unstored) throw fieldsError({ [unstored.field]: unstored.message });
}

function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

const errorContent = { "application/json": { schema: apiErrorSchema } } as const;

/** The error responses an operation can give, described once. */
function errorResponses(...statuses: ErrorStatus[]) {
  const descriptions: Record<number, string> = {
    400: "Invalid input",
    401: "Not signed in, or wrong credentials",
    403: "Not allowed",
    404: "Not found",
    409: "Conflict",
    413: "Request too large",
    422: "The input or the remote content could not be used (e.g. nothing to analyze)",
    429: "Too many requests",
    502: "A remote service failed",
    503: "Disabled or not ready",
  };
  return Object.fromEntries(
    statuses.map((status) => [status, { description: descriptions[status]!, content: errorContent }]),
  ) as RouteConfig["responses"];
}

type DocumentOperation = {
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
  [ACCESS_EXTENSION]?: PublishedAccess;
};
type DocumentPaths = Record<string, Partial<Record<string, DocumentOperation>>>;

const UNSAFE_METHODS = ["post", "put", "patch", "delete"] as const;
const METHODS = ["get", ...UNSAFE_METHODS] as const;

/**
 * Adds the answers the shared middleware gives before any route to every operation they can
 * reach: 403 for a state-changing request sent from another site and 413 for a body over the
 * limit (http/security.ts); 401 and 403 from an operation's access rule; 415 for a body that is
 * not JSON where JSON is expected (the router's media-type gate). Routes do not repeat them.
 */
export function withMiddlewareResponses<T extends { paths?: object }>(document: T): T {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(apiErrorSchema);
  const content = { "application/json": { schema } };
  for (const [path, item] of Object.entries((document.paths ?? {}) as DocumentPaths)) {
    if (!path.startsWith("/api/")) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.responses || operation[ACCESS_EXTENSION]?.public !== false) continue;
      operation.responses["401"] ??= { description: "Not signed in", content };
      operation.responses["403"] ??= { description: "Not allowed", content };
    }
    for (const method of UNSAFE_METHODS) {
      const responses = item[method]?.responses;
      if (!responses) continue;
      responses["403"] ??= { description: "Not allowed, or sent from another site", content };
      responses["413"] ??= { description: "Request too large", content };
      if (item[method]?.requestBody?.content?.["application/json"]) {
        responses["415"] ??= { description: "The body is not sent as JSON", content };
      }
    }
  }
  return document;
}

/**
 * The generator writes a pattern as `RegExp#toString()` without the slashes and keeps the flags,
 * so `/^[\p{Ll}]+$/u` is published as `^[\p{Ll}]+$/u`, which matches nothing. JSON Schema reads
 * patterns with Unicode semantics already, so the `u` flag can go without changing what matches.
 */
export function withPortablePatterns<T>(document: T): T {
  return JSON.parse(JSON.stringify(document), (key: string, value: unknown) =>
    key === "pattern" && typeof value === "string" ? value.replace(/\/u$/, "") : value,
  ) as T;
}
