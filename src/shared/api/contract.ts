import type { z } from "zod";
import type { Endpoint } from "./endpoint";

/** The error statuses an operation itself may answer; the middleware's own are added for it. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503;
type SuccessStatus = 200 | 201 | 202 | 204;

type SuccessResponse = { schema?: z.ZodType; description: string };

/** What an operation takes and answers, beside its endpoint. */
export type OperationSpec = {
  summary: string;
  description?: string;
  /** The OpenAPI tag; the feature's name unless given. */
  tag?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body (a file upload), sent by the client as FormData. The router's
   * validators read JSON only, so such an operation is served by a plain handler, not `route()`.
   */
  form?: z.ZodType;
  responses: Partial<Record<SuccessStatus, SuccessResponse>>;
  errors?: readonly ErrorStatus[];
};

export type Operation = Endpoint & OperationSpec & { tag: string };

type Merged<E extends Record<string, Endpoint>, S extends { [K in keyof E]: OperationSpec }> = {
  [K in keyof E]: E[K] & S[K] & { tag: string };
};

/**
 * One contract per operation: its endpoint (method, path, who may call) and its schemas, joined
 * by name. The server's routes, the OpenAPI document, the access table, the fuzzer and the
 * browser's typed clients (`client/lib/operations/<feature>.ts`) all derive from it.
 * No side effects: a browser chunk that imports a form schema from contracts.ts drops the
 * operations (and the schemas only they use) it does not call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOperations<
  const E extends Record<string, Endpoint>,
  const S extends { [K in keyof E]: OperationSpec },
>(tag: string, endpoints: E, specs: S & Record<Exclude<keyof S, keyof E>, never>): Merged<E, S> {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, { tag, ...endpoint, ...(specs[name as keyof E] as OperationSpec) }]),
  ) as Merged<E, S>;
}

type Schema<O, K extends string> = O extends { [P in K]: infer T extends z.ZodType } ? T : never;

/** The input a caller sends: `{ params, query, body, form }`, each only where the operation has it. */
export type OperationInput<O> = ([Schema<O, "params">] extends [never] ? unknown : { params: z.input<Schema<O, "params">> }) &
  ([Schema<O, "query">] extends [never] ? unknown : { query: z.input<Schema<O, "query">> }) &
  ([Schema<O, "body">] extends [never] ? unknown : { body: z.input<Schema<O, "body">> }) &
  ([Schema<O, "form">] extends [never] ? unknown : { form: z.input<Schema<O, "form">> });

/** What the operation answers on success (undefined for 204 No Content). */
export type OperationOutput<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: R[S] extends { schema: infer T extends z.ZodType } ? z.output<T> : undefined;
    }[keyof R]
  : never;
