import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError, describeError, errorResponse, fieldsError, STATUS_BY_CODE } from "./errors";

describe("AppError", () => {
  it("takes its status from the one table, by kind", () => {
    for (const [code, status] of Object.entries(STATUS_BY_CODE)) {
      expect(new AppError(code as keyof typeof STATUS_BY_CODE, "x").status).toBe(status);
    }
  });

  it("answers with fields, details and headers from its options, and never with its cause", async () => {
    const cause = new Error("ECONNRESET while reading the database");
    const app = new Hono().get("/", (c) =>
      errorResponse(
        c,
        new AppError("conflict", "Already there.", {
          fields: { url: "Already there." },
          details: { existing_id: "7" },
          headers: { "Retry-After": "3" },
          cause,
        }),
      ),
    );
    const response = await app.request("/");
    expect(response.status).toBe(409);
    expect(response.headers.get("Retry-After")).toBe("3");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: "conflict", message: "Already there.", fields: { url: "Already there." }, details: { existing_id: "7" } },
    });
    expect(text).not.toContain("ECONNRESET");
  });

  it("keeps the error it wraps as the standard cause, for the logs", () => {
    const parse = new SyntaxError("Unexpected token < in JSON");
    const error = new AppError("remote_failed", "The service sent an answer that could not be read.", { cause: parse });
    expect(error.cause).toBe(parse);
    expect(describeError(error)).toBe(
      "The service sent an answer that could not be read. ← caused by: Unexpected token < in JSON",
    );
    expect("cause" in new AppError("not_found", "Gone.")).toBe(false);
    expect(describeError(new AppError("not_found", "Gone."))).toBe("Gone.");
  });

  it("keeps fieldsError's 400 with one message per field", () => {
    const error = fieldsError({ email: "Enter an e-mail address", body: "Nothing to save" });
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ email: "Enter an e-mail address", body: "Nothing to save" });
    expect(error.message).toBe("Please correct the highlighted fields. email: Enter an e-mail address; Nothing to save");
  });
});
