import fc from "fast-check";
import type { JsonSchema, JsonType } from "./json-schema";
import { schemaErrors } from "./json-schema";

/** Characters that storage and encoders choke on: NUL (PostgreSQL refuses it), controls, lone surrogates. */
const CONTROL_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\u0001\u0002\u001b[31m\u007f",
  "line\r\nX-Injected: 1",
  "\u202e\u2066right-to-left",
  "\ufeffbom",
  "\ud800",
  "\udfff\ud800",
];

/** Text that has broken servers before: injection, markup and odd Unicode. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE news_items; --",
  '" OR 1=1 --',
  "1); select pg_sleep(10); --",
  "$$; select 1; $$",
  "\\'",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}${7*7}<%= 7*7 %>",
  "%s%s%s%n",
  "😀".repeat(40),
  "𝕳𝖊𝖑𝖑𝖔",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̻",
  "中文测试 日本語 한국어",
  "ⅷ ² ٣ ①",
  ":* & | ! <-> ( )",
  "%_%\\",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "NaN",
  "   ",
  "\t\n",
  "-",
  "0",
  "-1",
  "1e309",
  "9".repeat(400),
  ...CONTROL_STRINGS,
];

/** Lone surrogates replaced, so that the text can be percent-encoded (URLs carry UTF-8 only). */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

const HOSTILE_NUMBERS = [0, -0, -1, 0.5, 1.5, 1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1, 5e-324];

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...CONTROL_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { $gt: "" }, JSON.parse('{"__proto__": {"isAdmin": true}}') as unknown),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys a careless handler might copy onto a row or an object prototype. */
export const EXTRA_KEYS = ["__proto__", "constructor", "prototype", "role", "isAdmin", "userId", "user_id", "id", "status", "createdBy"];

type Segment = string | number;
/** `schema` is the union branch the value takes; `whole` the schema as declared (all its types). */
type Node = { path: Segment[]; schema: JsonSchema; whole: JsonSchema; value: unknown; parent: JsonSchema | null };

/** The branch of a union that `value` takes, to descend through it. */
function branchFor(schema: JsonSchema, value: unknown): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  return branches.find((branch) => schemaErrors(branch, value).length === 0) ?? branches[0]!;
}

function nodesOf(schema: JsonSchema, value: unknown, path: Segment[] = [], parent: JsonSchema | null = null): Node[] {
  const own = branchFor(schema, value);
  const nodes: Node[] = [{ path, schema: own, whole: schema, value, parent }];
  if (Array.isArray(value) && own.items) {
    value.forEach((item, index) => nodes.push(...nodesOf(own.items!, item, [...path, index], own)));
  } else if (value && typeof value === "object" && own.properties) {
    for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
      const property = own.properties[name];
      if (property) nodes.push(...nodesOf(property, item, [...path, name], own));
    }
  }
  return nodes;
}

function replaceAt(root: unknown, path: Segment[], replace: (old: unknown) => unknown | typeof REMOVE): unknown {
  if (path.length === 0) {
    const next = replace(root);
    return next === REMOVE ? undefined : next;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Record<string, unknown>) }) as Record<Segment, unknown>;
  if (rest.length === 0) {
    const next = replace(copy[head!]);
    if (next === REMOVE) delete copy[head!];
    else copy[head!] = next;
    return copy;
  }
  copy[head!] = replaceAt(copy[head!], rest, replace);
  return copy;
}

const REMOVE = Symbol("remove");

function allowedTypes(schema: JsonSchema): Set<JsonType> | null {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = branches.map(allowedTypes);
    if (all.some((types) => types === null)) return null;
    return new Set(all.flatMap((types) => [...types!]));
  }
  if (schema.type === undefined) return schema.enum ? new Set(schema.enum.map((value) => (value === null ? "null" : (typeof value as JsonType)))) : null;
  return new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
}

const SAMPLES: Record<JsonType, unknown> = {
  string: "a string where something else belongs",
  number: 12.5,
  integer: 7,
  boolean: true,
  array: ["an", "array"],
  object: { an: "object" },
  null: null,
};

/** The ways one node can be made to break its schema; each returns the new node value. */
function mutationsFor(node: Node): { name: string; apply: (old: unknown) => unknown }[] {
  const { schema } = node;
  const found: { name: string; apply: (old: unknown) => unknown }[] = [];
  const types = allowedTypes(node.whole);
  if (types) {
    for (const [type, sample] of Object.entries(SAMPLES) as [JsonType, unknown][]) {
      const accepted = types.has(type) || (type === "integer" && types.has("number"));
      if (!accepted) found.push({ name: `type ${type}`, apply: () => sample });
    }
  }
  if (typeof node.value === "string") {
    if (schema.maxLength !== undefined) {
      found.push({ name: "one too long", apply: () => "x".repeat(schema.maxLength! + 1) });
      found.push({ name: "far too long", apply: () => "y".repeat(Math.min(schema.maxLength! * 20 + 1, 500_000)) });
    }
    if (schema.minLength) found.push({ name: "too short", apply: () => "z".repeat(schema.minLength! - 1) });
    if (schema.enum) found.push({ name: "not in the list", apply: () => "not-a-listed-value" });
    if (schema.format || schema.pattern) found.push({ name: "badly formed", apply: () => "!! not well formed !!" });
  }
  if (typeof node.value === "number") {
    if (schema.minimum !== undefined) found.push({ name: "below minimum", apply: () => schema.minimum! - 1 });
    if (schema.maximum !== undefined) found.push({ name: "above maximum", apply: () => schema.maximum! + 1 });
    if (schema.type === "integer") found.push({ name: "fraction", apply: (old) => Number(old) + 0.5 });
  }
  if (Array.isArray(node.value)) {
    if (schema.maxItems !== undefined) {
      const item = node.value[0] ?? SAMPLES.string;
      found.push({ name: "too many items", apply: () => Array.from({ length: schema.maxItems! + 1 }, () => item) });
    }
    if (schema.minItems) found.push({ name: "too few items", apply: (old) => (old as unknown[]).slice(0, schema.minItems! - 1) });
  }
  const name = node.path.at(-1);
  if (typeof name === "string" && node.parent?.required?.includes(name)) found.push({ name: "missing", apply: () => REMOVE });
  return found;
}

export type Mutated = { value: unknown; description: string };

/** One schema-breaking change to a valid value, chosen by a number (so fast-check can shrink it). */
export function breakValue(schema: JsonSchema, valid: unknown, pick: number): Mutated | null {
  const candidates = nodesOf(schema, valid).flatMap((node) => mutationsFor(node).map((mutation) => ({ node, mutation })));
  if (candidates.length === 0) return null;
  const { node, mutation } = candidates[pick % candidates.length]!;
  return {
    value: replaceAt(valid, node.path, mutation.apply),
    description: `${mutation.name} at ${node.path.length ? node.path.join(".") : "the top"}`,
  };
}

/** The value with one string or number replaced by a hostile one, or an unexpected key added to an object. */
export function spoilValue(schema: JsonSchema, valid: unknown, pick: number, hostile: unknown, extraKey: string): Mutated {
  const nodes = nodesOf(schema, valid);
  const leaves = nodes.filter((node) => typeof node.value === "string" || typeof node.value === "number");
  const objects = nodes.filter((node) => node.value !== null && typeof node.value === "object" && !Array.isArray(node.value));
  if (leaves.length > 0 && (pick % 3 !== 0 || objects.length === 0)) {
    const node = leaves[pick % leaves.length]!;
    if (typeof node.value === "number") {
      const number = HOSTILE_NUMBERS[pick % HOSTILE_NUMBERS.length]!;
      return { value: replaceAt(valid, node.path, () => number), description: `hostile number ${number} at ${node.path.join(".")}` };
    }
    const text = typeof hostile === "string" ? hostile : JSON.stringify(hostile) ?? "null";
    return { value: replaceAt(valid, node.path, () => text), description: `hostile text at ${node.path.join(".")}` };
  }
  if (objects.length > 0) {
    const node = objects[pick % objects.length]!;
    const added = replaceAt(valid, node.path, (old) => {
      const copy = { ...(old as Record<string, unknown>) };
      Object.defineProperty(copy, extraKey, { value: hostile, enumerable: true, writable: true, configurable: true });
      return copy;
    });
    return { value: added, description: `unexpected key ${extraKey} at ${node.path.join(".") || "the top"}` };
  }
  return { value: hostile, description: "hostile value for the whole body" };
}

/** JSON text that is not JSON. */
export const MALFORMED_JSON = [
  "{",
  '{"a":',
  "{'single': 'quotes'}",
  '{"a":1}}',
  '{"a":1,}',
  "\ufeff{}",
  "nul",
  "undefined",
  "NaN",
  '{"a":"\\x00"}',
  '{"a":"\\ud800"}',
  "[".repeat(5000) + "]".repeat(5000),
  '{"a":' + "1".repeat(400) + "}",
  " ",
];

/** Bodies of the wrong JSON type for an operation that expects an object. */
export const WRONG_TOP_LEVEL = [null, [], [{}], "a string", 42, true, { "": "" }];

/** Path parameters that are not ids (never the name of a sibling route such as `topics`). */
export const MALFORMED_IDS = [
  "1",
  "0",
  "-1",
  "null",
  "undefined",
  "not-an-id",
  "00000000-0000-0000-0000-00000000000g",
  "123e4567-e89b-12d3-a456-4266141740000",
  "%",
  "%00",
  "%zz",
  "..%2F..%2Fetc%2Fpasswd",
  "%27%20OR%20%271%27%3D%271",
  "%3Cscript%3E",
  "%F0%9F%98%80",
  "%E0%A4%A",
  "a".repeat(3000),
];
