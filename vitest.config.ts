import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve("src") };
const TIMING_TESTS = "src/server/**/*.timing.test.ts";
const serverProject = (name: string, databaseKind: "pglite" | "pg", timing?: { groupOrder: number }) => ({
  resolve: { alias },
  test: {
    name,
    include: timing ? [TIMING_TESTS] : ["src/server/**/*.test.ts", "tests/fuzz/**/*.test.ts", "tests/support/**/*.test.ts"],
    exclude: timing ? [] : [TIMING_TESTS],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    env: { TEST_DB_KIND: databaseKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Tests that compare how long answers take run after the rest, one project at a time, with
    // the machine to themselves: the other tests' load would be their noise.
    ...(timing && { sequence: { groupOrder: timing.groupOrder } }),
  },
});

// The server suite runs on the embedded database, and again on PostgreSQL when
// TEST_DATABASE_URL names one (CI does).
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/*.test.ts"],
          environment: "node",
        },
      },
      serverProject("server", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-pg", "pg")] : []),
      serverProject("timing", "pglite", { groupOrder: 1 }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("timing-pg", "pg", { groupOrder: 2 })] : []),
    ],
  },
});
