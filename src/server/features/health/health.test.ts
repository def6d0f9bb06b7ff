import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Database } from "../../core/db/client";
import { errorResponse, type AppError } from "../../core/errors";
import type { AppDeps } from "../../core/http/context";
import { healthRoutes } from "./routes";

/** A database whose `select 1` is counted and can be made to fail. */
function countedDatabase() {
  const state = { checks: 0, failing: false };
  const db = {
    execute: async () => {
      state.checks += 1;
      if (state.failing) throw new Error("connection refused");
      return { rows: [] };
    },
  } as unknown as Database;
  const app = new Hono();
  app.route("/", healthRoutes({ db } as AppDeps, "pg"));
  // As the app answers an AppError (server/app.ts).
  app.onError((error, c) => errorResponse(c, error as AppError));
  return { state, app };
}

describe("GET /api/health", () => {
  it("answers many requests from one database check a second", async () => {
    const { state, app } = countedDatabase();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/api/health")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await answers[0]!.json()).toEqual({ status: "ok", database: "pg" });
    await app.request("/api/health");
    expect(state.checks).toBe(1);
  });

  it("checks again after a failure, and says the database is not ready", async () => {
    const { state, app } = countedDatabase();
    state.failing = true;
    for (let index = 0; index < 3; index += 1) {
      const answer = await app.request("/api/health");
      expect(answer.status).toBe(503);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe("The database is not ready.");
    }
    expect(state.checks).toBe(3);
    state.failing = false;
    expect((await app.request("/api/health")).status).toBe(200);
  });
});
