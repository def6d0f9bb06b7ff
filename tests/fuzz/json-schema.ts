import fc from "fast-check";
import { plural } from "@/shared/plural";

/** The part of JSON Schema 2020-12 that the OpenAPI document uses; anything else is refused. */
export type JsonType = "string" | "number" | "integer" | "boolean" | "array" | "object" | "null";
export type JsonSchema = {
  type?: JsonType | JsonType[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  description?: string;
};

const KNOWN_KEYWORDS = new Set<string>([
  "type", "enum", "const", "properties", "required", "additionalProperties", "items", "minItems", "maxItems",
  "minLength", "maxLength", "pattern", "format", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
  "anyOf", "oneOf", "allOf", "default", "description",
]);

const FORMATS: Record<string, (value: string) => boolean> = {
  "date-time": (value) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(value) && !Number.isNaN(Date.parse(value)),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  uri: (value) => /^[a-z][a-z0-9+.-]*:/i.test(value) && URL.canParse(value),
  email: (value) => /^[^\s@]+@[^\s@]+$/.test(value),
};

const patterns = new Map<string, RegExp>();
/** ECMA-262 with the u flag, as JSON Schema 2020-12 asks of `pattern`. */
function compiledPattern(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, "u");
    patterns.set(pattern, regex);
  }
  return regex;
}

function typeOf(value: unknown): JsonType | "other" {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "boolean";
  if (typeof value === "number") return Number.isFinite(value) ? (Number.isInteger(value) ? "integer" : "number") : "other";
  if (typeof value === "object") return "object";
  return "other";
}

function hasType(value: unknown, type: JsonType): boolean {
  const actual = typeOf(value);
  return actual === type || (type === "number" && actual === "integer");
}

function typesOf(schema: JsonSchema): JsonType[] | null {
  if (schema.type === undefined) return null;
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Every way `value` breaks `schema`, as `$.path: reason`; empty when it conforms. */
export function schemaErrors(schema: JsonSchema, value: unknown, at = "$"): string[] {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
  if (unknown.length > 0) throw new Error(`The fuzzer's validator does not know ${unknown.join(", ")} (at ${at})`);
  const errors: string[] = [];
  const types = typesOf(schema);
  if (types && !types.some((type) => hasType(value, type))) {
    return [`${at}: expected ${types.join(" or ")}, got ${typeOf(value)}`];
  }
  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) {
    errors.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`);
  }
  if ("const" in schema && schema.const !== value) errors.push(`${at}: expected ${JSON.stringify(schema.const)}`);
  if (typeof value === "string") errors.push(...stringErrors(schema, value, at));
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${at}: ${value} < minimum ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${at}: ${value} > maximum ${schema.maximum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) errors.push(`${at}: ${value} <= ${schema.exclusiveMinimum}`);
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) errors.push(`${at}: ${value} >= ${schema.exclusiveMaximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) errors.push(`${at}: fewer than ${plural(schema.minItems, "item")}`);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${at}: more than ${plural(schema.maxItems, "item")}`);
    if (schema.items) value.forEach((item, index) => errors.push(...schemaErrors(schema.items!, item, `${at}[${index}]`)));
  } else if (typeOf(value) === "object") {
    errors.push(...objectErrors(schema, value as Record<string, unknown>, at));
  }
  if (schema.allOf) for (const part of schema.allOf) errors.push(...schemaErrors(part, value, at));
  if (schema.anyOf && !schema.anyOf.some((branch) => schemaErrors(branch, value, at).length === 0)) {
    errors.push(`${at}: matches none of anyOf`);
  }
  if (schema.oneOf) {
    const matches = schema.oneOf.filter((branch) => schemaErrors(branch, value, at).length === 0).length;
    if (matches !== 1) errors.push(`${at}: matches ${matches} of oneOf, not exactly 1`);
  }
  return errors;
}

function stringErrors(schema: JsonSchema, value: string, at: string): string[] {
  const errors: string[] = [];
  // Code points, as JSON Schema counts; never more than the UTF-16 length, so often not counted.
  const ambiguous = (schema.minLength !== undefined && value.length >= schema.minLength) || (schema.maxLength !== undefined && value.length > schema.maxLength);
  const length = ambiguous ? [...value].length : value.length;
  if (schema.minLength !== undefined && length < schema.minLength) errors.push(`${at}: shorter than ${schema.minLength}`);
  if (schema.maxLength !== undefined && length > schema.maxLength) errors.push(`${at}: longer than ${schema.maxLength}`);
  if (schema.pattern !== undefined && !compiledPattern(schema.pattern).test(value)) {
    errors.push(`${at}: ${JSON.stringify(value.slice(0, 80))} does not match ${schema.pattern}`);
  }
  if (schema.format !== undefined) {
    const check = FORMATS[schema.format];
    if (!check) throw new Error(`The fuzzer's validator does not know the format ${schema.format} (at ${at})`);
    if (!check(value)) errors.push(`${at}: ${JSON.stringify(value.slice(0, 80))} is not a ${schema.format}`);
  }
  return errors;
}

function objectErrors(schema: JsonSchema, value: Record<string, unknown>, at: string): string[] {
  const errors: string[] = [];
  for (const name of schema.required ?? []) {
    if (!Object.hasOwn(value, name)) errors.push(`${at}.${name}: required`);
  }
  for (const [name, item] of Object.entries(value)) {
    const declared = schema.properties?.[name];
    if (declared) errors.push(...schemaErrors(declared, item, `${at}.${name}`));
    else if (schema.additionalProperties === false) errors.push(`${at}.${name}: not allowed`);
    else if (typeof schema.additionalProperties === "object") errors.push(...schemaErrors(schema.additionalProperties, item, `${at}.${name}`));
  }
  return errors;
}

// ---- generation ------------------------------------------------------------------------------

/** Replacements for the generated value at a path: `field`, `list[]`, `list[].field`. */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/**
 * Text a zod string with `.trim()` keeps as it is: no blank ends, between `min` and `max` both in
 * code points (JSON Schema) and in UTF-16 units (zod).
 */
export function fitText(text: string, min = 0, max = Number.POSITIVE_INFINITY): string {
  let kept = "";
  for (const char of text.trim()) {
    if (kept.length + char.length > max) break;
    kept += char;
  }
  kept = kept.trim();
  while ([...kept].length < min) kept += "a";
  return kept.length <= max ? kept : "a".repeat(min);
}

const TEXT_CAP = 60;

export function textArbitrary(min = 0, max?: number): fc.Arbitrary<string> {
  const cap = Math.max(min, Math.min(max ?? TEXT_CAP, TEXT_CAP));
  const arbitraries: fc.WeightedArbitrary<string>[] = [
    { weight: 5, arbitrary: fc.string({ unit: "grapheme", minLength: min, maxLength: cap }) },
    { weight: 3, arbitrary: fc.lorem({ maxCount: 6 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: min, maxLength: cap }) },
  ];
  // The longest accepted value, where there is a bound.
  if (max !== undefined) arbitraries.push({ weight: 1, arbitrary: fc.constantFrom("x", "é", "中").map((char) => char.repeat(max)) });
  return fc.oneof(...arbitraries).map((text) => fitText(text, min, max));
}

function single(schema: JsonSchema, type: JsonType): JsonSchema {
  return { ...schema, type };
}

/** Values that conform to `schema` (refinements the document cannot express come from `hints`). */
export function arbitraryFromSchema(schema: JsonSchema, hints: Hints = {}, path = ""): fc.Arbitrary<unknown> {
  const hint = hints[path];
  if (hint) return hint;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryFromSchema(branch, hints, path)));
  const types = typesOf(schema);
  if (!types) return fc.jsonValue({ maxDepth: 2 });
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFromSchema(single(schema, type), hints, path)));
  switch (types[0]!) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return withExtremes(schema, fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }), INTEGER_EXTREMES);
    case "number":
      return withExtremes(
        schema,
        fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true, noDefaultInfinity: true }).map((n) => n + 0),
        NUMBER_EXTREMES,
      );
    case "string":
      return stringArbitrary(schema, path);
    case "array": {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(arbitraryFromSchema(schema.items ?? {}, hints, `${path}[]`), { minLength, maxLength });
    }
    case "object": {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, arbitraryFromSchema(property, hints, path ? `${path}.${name}` : name)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
  }
}

const INTEGER_EXTREMES = [Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 31, -(2 ** 31) - 1];
const NUMBER_EXTREMES = [1e308, -1e308, 5e-324, 2 ** 53 + 2, 1e-7, ...INTEGER_EXTREMES];

/** Now and then a value at the far end of what the schema allows (sums and ratios overflow there). */
function withExtremes(schema: JsonSchema, usual: fc.Arbitrary<number>, extremes: number[]): fc.Arbitrary<number> {
  const allowed = extremes.filter((n) => n >= (schema.minimum ?? -Infinity) && n <= (schema.maximum ?? Infinity));
  return allowed.length === 0 ? usual : fc.oneof({ weight: 9, arbitrary: usual }, { weight: 1, arbitrary: fc.constantFrom(...allowed) });
}

function stringArbitrary(schema: JsonSchema, path: string): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid({ version: 4 });
    case "date-time":
      return fc
        .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString());
    case "date":
      return fc
        .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case "uri":
      return fc.webUrl({ validSchemes: ["https", "http"] }).filter((url) => url.length <= (schema.maxLength ?? 2000));
    case "email":
      return emailArbitrary();
    case undefined:
      break;
    default:
      throw new Error(`No generator for the format ${schema.format} (at ${path})`);
  }
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern, "u"))
      .filter((text) => [...text].length >= (schema.minLength ?? 0) && [...text].length <= (schema.maxLength ?? Infinity));
  }
  return textArbitrary(schema.minLength ?? 0, schema.maxLength);
}

/** Addresses zod's e-mail check accepts; `.example` never receives mail. */
export function emailArbitrary(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,6})?$/), fc.uuid({ version: 4 }))
    .map(([local, unique]) => `${local}.${unique.slice(0, 8)}@fuzz.example`);
}
