import type { OperationInput, OperationOutput } from "@/shared/api/contract";
import type { Endpoint } from "@/shared/api/endpoint";
import { apiRequest } from "./api";

type CallOptions = { signal?: AbortSignal };
type Sections = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; form?: Record<string, unknown> };
type InputArgs<O> = unknown extends OperationInput<O>
  ? [input?: Record<string, never>, options?: CallOptions]
  : [input: OperationInput<O>, options?: CallOptions];

/** One operation of the API, typed by its shared contract; also its TanStack Query key and options. */
type OperationCall<O> = {
  (...args: InputArgs<O>): Promise<OperationOutput<O>>;
  /** The query key of this operation with `input`; without it, the prefix of all its queries. */
  key(input?: OperationInput<O>): readonly unknown[];
  queryOptions(...args: InputArgs<O>): {
    queryKey: readonly unknown[];
    queryFn: (context: { signal: AbortSignal }) => Promise<OperationOutput<O>>;
  };
};

export type FeatureClient<Operations> = { [K in keyof Operations]: OperationCall<Operations[K]> };

/** `/api/news/{id}` with `{ id: "a b" }` → `/api/news/a%20b`, then the query in key order. */
export function operationUrl(path: string, { params, query }: Sections = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? "")));
  const search = new URLSearchParams();
  for (const [name, item] of fieldValues(query ?? {})) search.append(name, String(item));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** A multipart body from the operation's `form` input: files as they are, other values as text. */
function formData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, item] of fieldValues(fields)) form.append(name, item instanceof Blob ? item : String(item));
  return form;
}

/** Each field's values, a list as repeated fields, without the absent ones. */
function fieldValues(fields: Record<string, unknown>): [string, unknown][] {
  return Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).filter((item) => item !== undefined && item !== null).map((item): [string, unknown] => [name, item]),
  );
}

/**
 * The browser's client for one feature: `commentsApi.list({ params: { id } })` (lib/operations/). It needs only
 * the endpoints (method and path) at run time; the input and answer types come from the
 * contracts by a type-only import, so no schema is bundled.
 */
export function featureClient<Operations>(feature: string, endpoints: { [K in keyof Operations]: Endpoint }): FeatureClient<Operations> {
  const client = {} as Record<string, OperationCall<unknown>>;
  for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
    const call = (input: Sections = {}, options: CallOptions = {}) =>
      apiRequest(operationUrl(endpoint.path, input), {
        method: endpoint.method.toUpperCase() as Uppercase<Endpoint["method"]>,
        body: input.form ? formData(input.form) : input.body,
        signal: options.signal,
      });
    const key = (input?: Sections) => (input === undefined ? [feature, name] : [feature, name, input]);
    client[name] = Object.assign(call, {
      key,
      queryOptions: (input?: Sections) => ({
        queryKey: key(input ?? {}),
        queryFn: ({ signal }: { signal: AbortSignal }) => call(input, { signal }),
      }),
    }) as unknown as OperationCall<unknown>;
  }
  return client as FeatureClient<Operations>;
}
