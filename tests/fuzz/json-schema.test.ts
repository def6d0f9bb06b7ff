import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breakValue } from "./hostile";
import { arbitraryFromSchema, fitText, schemaErrors, type JsonSchema } from "./json-schema";

// The fuzzer's verdicts rest on this validator: a check that passed everything would hide bugs.
const SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    id: { type: "string", format: "uuid" },
    label: { type: "string", minLength: 1, maxLength: 5, pattern: "^[\\p{Ll}]+$" },
    count: { type: "integer", minimum: 0, maximum: 10 },
    note: { type: ["string", "null"], maxLength: 3 },
    kind: { anyOf: [{ type: "string", enum: [""] }, { type: "null" }, { type: "string", enum: ["a", "b"] }] },
    tags: { type: "array", items: { type: "string" }, maxItems: 2 },
    when: { type: "string", format: "date-time" },
  },
  required: ["id", "label", "count"],
  additionalProperties: false,
};
const VALID = { id: "3f2a4c1e-9b7d-4e2f-8a1c-5d6e7f8a9b0c", label: "café", count: 3, note: null, kind: "a", tags: ["x"], when: "2025-06-01T10:00:00.000Z" };

describe("the fuzzer's JSON Schema validator", () => {
  it("accepts a conforming value", () => {
    expect(schemaErrors(SCHEMA, VALID)).toEqual([]);
  });

  it.each([
    ["a missing field", { ...VALID, count: undefined }, "$.count: required"],
    ["a wrong type", { ...VALID, count: "3" }, "$.count: expected integer, got string"],
    ["a fraction for an integer", { ...VALID, count: 1.5 }, "$.count: expected integer, got number"],
    ["a number out of range", { ...VALID, count: 11 }, "$.count: 11 > maximum 10"],
    ["text longer than allowed, in code points", { ...VALID, label: "ééééé" + "é" }, "$.label: longer than 5"],
    ["text that breaks a Unicode pattern", { ...VALID, label: "Abc" }, '$.label: "Abc" does not match ^[\\p{Ll}]+$'],
    ["a bad uuid", { ...VALID, id: "not-a-uuid" }, '$.id: "not-a-uuid" is not a uuid'],
    ["a bad date-time", { ...VALID, when: "yesterday" }, '$.when: "yesterday" is not a date-time'],
    ["a value in no branch of a union", { ...VALID, kind: "c" }, "$.kind: matches none of anyOf"],
    ["too many items", { ...VALID, tags: ["x", "y", "z"] }, "$.tags: more than 2 items"],
    ["an undeclared property", { ...VALID, extra: 1 }, "$.extra: not allowed"],
  ])("rejects %s", (_name, value, error) => {
    expect(schemaErrors(SCHEMA, JSON.parse(JSON.stringify(value)) as unknown)).toContain(error);
  });

  it("refuses keywords it does not understand instead of ignoring them", () => {
    expect(() => schemaErrors({ type: "string", contentEncoding: "base64" } as JsonSchema, "x")).toThrow(/contentEncoding/);
  });
});

describe("generation from a schema", () => {
  it("generates values the schema accepts", () => {
    fc.assert(
      fc.property(arbitraryFromSchema(SCHEMA, { label: fc.constantFrom("a", "café", "β") }), (value) => {
        expect(schemaErrors(SCHEMA, value)).toEqual([]);
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it("breaks a valid value in a way the schema rejects", () => {
    fc.assert(
      fc.property(fc.nat(), (pick) => {
        const broken = breakValue(SCHEMA, VALID, pick);
        expect(broken && schemaErrors(SCHEMA, broken.value)).not.toEqual([]);
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it("fits text to trimmed bounds in both code points and UTF-16 units", () => {
    expect(fitText("  ab  ", 3, 10)).toBe("aba");
    expect(fitText("😀😀😀", 0, 5)).toBe("😀😀");
    expect(fitText("", 2, 2)).toBe("aa");
  });
});
