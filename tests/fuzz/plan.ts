import fc from "fast-check";
import { arbitraryFromSchema, schemaErrors, type JsonSchema } from "./json-schema";
import {
  EXTRA_KEYS,
  HOSTILE_STRINGS,
  MALFORMED_IDS,
  MALFORMED_JSON,
  WRONG_TOP_LEVEL,
  breakValue,
  hostileString,
  hostileValue,
  spoilValue,
  wellFormed,
} from "./hostile";
import type { DeclaredAccess } from "../support/access";
import { DEFAULT_VARIANTS, keepOffTheNetwork, type OperationSpec, type TargetKind } from "./operations";
import { CALLERS, POOL_SIZE, type CallerName, type World } from "./world";

// ---- the OpenAPI document, as far as the fuzzer reads it --------------------------------------

type MediaContent = Record<string, { schema?: JsonSchema }>;
type DocParameter = { name: string; in: string; required?: boolean; schema: JsonSchema };
export type DocOperation = {
  key: string;
  method: string;
  path: string;
  parameters: DocParameter[];
  bodySchema: JsonSchema | null;
  responses: Record<string, { description: string; content?: MediaContent }>;
  /** Who may call it, as the document declares. */
  access: DeclaredAccess;
};
export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: DocParameter[]; requestBody?: { content: MediaContent }; responses: DocOperation["responses"]; "x-access"?: DeclaredAccess }
    >
  >;
};

export function operationsOf(document: OpenApiDocument): DocOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      bodySchema: operation.requestBody?.content["application/json"]?.schema ?? null,
      responses: operation.responses,
      access: declaredAccess(`${method.toUpperCase()} ${path}`, operation["x-access"]),
    })),
  );
}

function declaredAccess(key: string, access: DeclaredAccess | undefined): DeclaredAccess {
  if (!access) throw new Error(`${key} does not declare who may call it (x-access)`);
  return access;
}

// ---- a request, as generated ------------------------------------------------------------------

export const VARIANTS = ["valid", "hostile", "invalid", "transport"] as const;
export type Variant = (typeof VARIANTS)[number];

type QueryEntry = { name: string; value: string; raw?: boolean };
type BodyPlan =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string }
  | { kind: "form"; fields: [string, string][]; contentType?: string };
export type TargetPlan = { kind: TargetKind } | { kind: "unknown"; id: string } | { kind: "malformed"; segment: string };

export type Plan = {
  caller: CallerName;
  account: number;
  ip: string;
  /** Sent by signed-out callers: junk that must not sign anyone in. */
  strayCookie: string | null;
  target: TargetPlan | null;
  query: QueryEntry[];
  body: BodyPlan;
  foreignOrigin: boolean;
  variant: Variant;
  /** What was changed from a valid request. */
  change: string;
  /** The request breaks the document (or the transport rules): it must not succeed. */
  mustFail: boolean;
};

const QUERY_NOISE = ["%", "%zz", "%00", "%E0%A4%A", "a=b=c", "&&", "+", "%2B%20", "%FF%FE"];

const ipArbitrary = fc.oneof(
  { weight: 10, arbitrary: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`) },
  // One shared address, so that the per-address limits are reached too.
  { weight: 2, arbitrary: fc.constant("203.0.113.10") },
  { weight: 1, arbitrary: fc.ipV6() },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 60 }) },
);

function strayCookieArbitrary(world: World): fc.Arbitrary<string | null> {
  const session = world.sessionCookieName;
  return fc.option(
    fc.oneof(
      fc.constant(`${session}=not-a-session`),
      fc.string({ minLength: 1, maxLength: 40 }).map((token) => `${session}=${encodeURIComponent(token)}.${"A".repeat(43)}=`),
      fc.constant(`bioagent.editor_access=${"x".repeat(43)}`),
      fc.constant("%E0%A4%A=%E0%A4%A"),
      fc.constant("a=b; a=c; ;;; ="),
      fc.constant(`${session}=${"z".repeat(8000)}`),
    ),
    { nil: null, freq: 3 },
  );
}

function querySchemaOf(operation: DocOperation): JsonSchema | null {
  const query = operation.parameters.filter((parameter) => parameter.in === "query");
  if (query.length === 0) return null;
  return {
    type: "object",
    properties: Object.fromEntries(query.map((parameter) => [parameter.name, parameter.schema])),
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

function serializeQuery(values: Record<string, unknown>): QueryEntry[] {
  return Object.entries(values).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: String(item) })),
  );
}

const acceptsArray = (schema: JsonSchema) =>
  schema.type === "array" || (schema.anyOf ?? schema.oneOf ?? []).some((branch) => branch.type === "array");

/** One change that breaks a query parameter, as Hono hands it to the zod schema. */
function breakQuery(schema: JsonSchema, entries: QueryEntry[], pick: number): { query: QueryEntry[]; change: string } | null {
  const changes: { change: string; apply: (entries: QueryEntry[]) => QueryEntry[] }[] = [];
  for (const [name, parameter] of Object.entries(schema.properties ?? {})) {
    const set = (value: string) => (list: QueryEntry[]) => [...list.filter((entry) => entry.name !== name), { name, value }];
    if (parameter.type === "integer" || parameter.type === "number") {
      changes.push({ change: `${name}=abc`, apply: set("abc") });
      if (parameter.type === "integer") changes.push({ change: `${name}=1.5`, apply: set("1.5") });
      if (parameter.minimum !== undefined) changes.push({ change: `${name} below minimum`, apply: set(String(parameter.minimum - 1)) });
      if (parameter.maximum !== undefined) changes.push({ change: `${name} above maximum`, apply: set(String(parameter.maximum + 1)) });
    }
    if (parameter.maxLength !== undefined) changes.push({ change: `${name} too long`, apply: set("q".repeat(parameter.maxLength + 1)) });
    if (parameter.minLength) changes.push({ change: `${name} empty`, apply: set("") });
    if (parameter.enum) changes.push({ change: `${name} not in the list`, apply: set("not-a-listed-value") });
    if (schema.required?.includes(name)) {
      changes.push({ change: `${name} missing`, apply: (list) => list.filter((entry) => entry.name !== name) });
    }
    if (!acceptsArray(parameter)) {
      changes.push({
        change: `${name} given twice`,
        apply: (list) => {
          const present = list.find((entry) => entry.name === name);
          return [...list, { name, value: present?.value ?? "1" }, { name, value: present?.value ?? "2" }];
        },
      });
    }
  }
  if (changes.length === 0) return null;
  const chosen = changes[pick % changes.length]!;
  return { query: chosen.apply(entries), change: chosen.change };
}

type Drawn = {
  caller: CallerName;
  account: number;
  ip: string;
  strayCookie: string | null;
  target: TargetPlan | null;
  body: unknown;
  query: Record<string, unknown>;
  variant: Variant;
  pick: number;
  hostile: unknown;
  hostileText: string;
  extraKey: string;
  malformedJson: string;
  wrongTopLevel: unknown;
  malformedId: string;
};

/** Requests for one operation: valid ones from the document and the spec's hints, and broken ones. */
export function planArbitrary(operation: DocOperation, spec: OperationSpec, world: World): fc.Arbitrary<Plan> {
  const querySchema = querySchemaOf(operation);
  const bodyHints = spec.bodyHints?.(world) ?? {};
  const fromSchema = operation.bodySchema ? arbitraryFromSchema(operation.bodySchema, bodyHints) : fc.constant(undefined);
  const validBody = (spec.validBody ? spec.validBody(fromSchema) : fromSchema).map((body) =>
    spec.fixBody && body && typeof body === "object" ? spec.fixBody(body as Record<string, unknown>) : body,
  );
  const queryFromSchema = querySchema
    ? (arbitraryFromSchema(querySchema, spec.queryHints?.(world) ?? {}) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant({});
  const validQuery = spec.validQuery ? spec.validQuery(queryFromSchema) : queryFromSchema;
  const target: fc.Arbitrary<TargetPlan | null> = spec.targets
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...spec.targets.kinds).map((kind): TargetPlan => ({ kind })) },
        { weight: 1, arbitrary: fc.uuid({ version: 4 }).map((id): TargetPlan => ({ kind: "unknown", id })) },
      )
    : fc.constant(null);

  const weights = spec.variants ?? DEFAULT_VARIANTS;
  const drawn: fc.Arbitrary<Drawn> = fc.record({
    caller: fc.oneof(...CALLERS.map((caller) => ({ weight: spec.callerWeights?.[caller] ?? 1, arbitrary: fc.constant(caller) }))),
    account: fc.nat(POOL_SIZE - 1),
    ip: ipArbitrary,
    strayCookie: strayCookieArbitrary(world),
    target,
    body: validBody,
    query: validQuery,
    variant: fc.oneof(...VARIANTS.map((variant) => ({ weight: weights[variant], arbitrary: fc.constant(variant) }))),
    pick: fc.nat(),
    hostile: hostileValue,
    hostileText: hostileString,
    extraKey: fc.constantFrom(...EXTRA_KEYS),
    malformedJson: fc.constantFrom(...MALFORMED_JSON),
    wrongTopLevel: fc.constantFrom(...WRONG_TOP_LEVEL),
    malformedId: fc.oneof(fc.constantFrom(...MALFORMED_IDS), fc.constantFrom(...HOSTILE_STRINGS).map((text) => encodeURIComponent(wellFormed(text)))),
  });
  return drawn.map((values) =>
    buildPlan(
      operation,
      spec,
      querySchema,
      // Before the plan is built, so that whether the request must fail is judged on what is sent.
      spec.fetchesUrls
        ? { ...values, body: offTheNetwork(values.body), hostile: offTheNetwork(values.hostile), hostileText: String(offTheNetwork(values.hostileText)) }
        : values,
    ),
  );
}

function buildPlan(operation: DocOperation, spec: OperationSpec, querySchema: JsonSchema | null, drawn: Drawn): Plan {
  const { bodySchema } = operation;
  const sendsBody = operation.method !== "GET";
  const plan: Plan = {
    caller: drawn.caller,
    account: drawn.account,
    ip: drawn.ip,
    strayCookie: drawn.caller === "anonymous" ? drawn.strayCookie : null,
    target: drawn.target,
    query: serializeQuery(drawn.query),
    body: bodySchema ? { kind: "json", value: drawn.body } : { kind: "none" },
    foreignOrigin: false,
    variant: drawn.variant,
    change: "none",
    mustFail: false,
  };
  const breaksBody = (value: unknown) => bodySchema !== null && schemaErrors(bodySchema, value).length > 0;
  const malformedTarget = () => {
    plan.target = { kind: "malformed", segment: drawn.malformedId };
    plan.change = `id ${drawn.malformedId.slice(0, 60)}`;
    plan.mustFail = true;
  };

  if (drawn.variant === "hostile") {
    const places = [bodySchema ? "body" : null, querySchema ? "query" : null, spec.targets ? "path" : null, "extra"].filter(Boolean);
    const place = places[drawn.pick % places.length];
    if (place === "body") {
      const spoiled = spoilValue(bodySchema!, drawn.body, drawn.pick, drawn.hostile, drawn.extraKey);
      plan.body = { kind: "json", value: spoiled.value };
      plan.change = spoiled.description;
      plan.mustFail = breaksBody(spoiled.value);
    } else if (place === "query") {
      const names = Object.keys(querySchema!.properties ?? {});
      const name = names[drawn.pick % names.length]!;
      const raw = drawn.pick % 4 === 0;
      const value = raw ? QUERY_NOISE[drawn.pick % QUERY_NOISE.length]! : drawn.hostileText;
      plan.query = [...plan.query.filter((entry) => entry.name !== name), { name, value, raw }];
      plan.change = `hostile ${name}`;
    } else if (place === "path") {
      malformedTarget();
    } else {
      plan.query = [...plan.query, { name: drawn.extraKey, value: drawn.hostileText }];
      plan.change = `unknown parameter ${drawn.extraKey}`;
    }
    return plan;
  }

  if (drawn.variant === "invalid") {
    const broken = bodySchema ? breakValue(bodySchema, drawn.body, drawn.pick) : null;
    const brokenQuery = querySchema ? breakQuery(querySchema, plan.query, drawn.pick) : null;
    const places = [broken ? "body" : null, brokenQuery ? "query" : null, spec.targets ? "path" : null].filter(Boolean);
    const place = places.length > 0 ? places[drawn.pick % places.length] : null;
    if (place === "body") {
      plan.body = { kind: "json", value: broken!.value };
      plan.change = broken!.description;
      plan.mustFail = breaksBody(broken!.value);
      return plan;
    }
    if (place === "query") {
      plan.query = brokenQuery!.query;
      plan.change = brokenQuery!.change;
      plan.mustFail = true;
      return plan;
    }
    if (place === "path") {
      malformedTarget();
      return plan;
    }
    plan.variant = "transport";
  }

  if (plan.variant === "transport") {
    const kinds = sendsBody ? ["malformed", "top", "multipart", "text", "huge", "origin"] : ["origin", "noise"];
    const kind = kinds[drawn.pick % kinds.length];
    switch (kind) {
      case "malformed": {
        plan.body = { kind: "text", text: drawn.malformedJson };
        plan.change = `body ${JSON.stringify(drawn.malformedJson.slice(0, 30))}`;
        let parsed: unknown;
        let parses = true;
        try {
          parsed = JSON.parse(drawn.malformedJson);
        } catch {
          parses = false;
        }
        plan.mustFail = bodySchema !== null && (!parses || breaksBody(parsed));
        break;
      }
      case "top":
        plan.body = { kind: "json", value: drawn.wrongTopLevel };
        plan.change = `body ${JSON.stringify(drawn.wrongTopLevel)}`;
        plan.mustFail = breaksBody(drawn.wrongTopLevel);
        break;
      case "multipart":
      case "text": {
        const fields = Object.entries(drawn.body && typeof drawn.body === "object" ? drawn.body : { field: "value" }).map(
          ([name, value]): [string, string] => [name, typeof value === "string" ? value : JSON.stringify(value) ?? ""],
        );
        plan.body = { kind: "form", fields, contentType: kind === "text" ? "text/plain;charset=utf-8" : undefined };
        plan.change = kind === "text" ? "body sent as text/plain" : "body sent as multipart/form-data";
        plan.mustFail = bodySchema !== null;
        break;
      }
      case "huge":
        plan.body = { kind: "json", value: { ...(drawn.body && typeof drawn.body === "object" ? drawn.body : {}), padding: "p".repeat(1_100_000) } };
        plan.change = "body over 1 MB";
        plan.mustFail = true;
        break;
      case "origin":
        plan.foreignOrigin = true;
        plan.change = "sent from another site";
        plan.mustFail = sendsBody;
        break;
      default:
        plan.query = [...plan.query, { name: drawn.extraKey, value: QUERY_NOISE[drawn.pick % QUERY_NOISE.length]!, raw: true }];
        plan.change = "query noise";
    }
  }
  return plan;
}

/** Every string the server could parse as an address to fetch, kept to the refused ranges. */
function offTheNetwork(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(offTheNetwork);
  if (value && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      Object.defineProperty(copy, key, { value: offTheNetwork(item), enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }
  return keepOffTheNetwork(value);
}
