import { describe, expect, it } from "vitest";
import { ApiError, decodeError } from "./api";

describe("decodeError", () => {
  it("reads our error body with its fields and details", () => {
    const error = decodeError(409, {
      error: { code: "conflict", message: "Already saved.", fields: { url: "Taken" }, details: { existing_id: "42" } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "conflict", message: "Already saved." });
    expect(error.fields).toEqual({ url: "Taken" });
    expect(error.details).toEqual({ existing_id: "42" });
  });

  it("keeps only string values of fields and details", () => {
    const error = decodeError(400, {
      error: { code: "validation_failed", message: "Check the form.", fields: { a: "A", b: 3 }, details: "x" },
    });
    expect(error.fields).toEqual({ a: "A" });
    expect(error.details).toBeUndefined();
  });

  it("answers a generic message for bodies that are not ours", () => {
    const generic = "The server answered with an error (status 502). Please try again.";
    for (const payload of [undefined, "Bad gateway", { error: "x" }, { error: { code: "teapot", message: "?" } }, { error: { code: "internal" } }]) {
      const error = decodeError(502, payload);
      expect(error).toMatchObject({ status: 502, code: "internal", message: generic });
    }
  });
});
