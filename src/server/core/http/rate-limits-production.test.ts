import { isProduction } from "@better-auth/core/env";
import { expect, it, vi } from "vitest";
import { describeRateLimitMatrix } from "../../../../tests/support/rate-limit-matrix";

// Better Auth reads NODE_ENV once, when it is first imported (its own limiter would default to on
// in production): set it before any import, so this file runs the matrix in a production process.
vi.hoisted(() => {
  process.env.NODE_ENV = "production";
});

it("runs with Better Auth in production mode", () => {
  expect(isProduction).toBe(true);
});

describeRateLimitMatrix("production");
