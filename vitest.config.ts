import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve("src") };
const serverProject = (name: string, databaseKind: "pglite" | "pg") => ({
  resolve: { alias },
  test: {
    name,
    include: ["src/server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["src/server/test/global-setup.ts"],
    env: { TEST_DB_KIND: databaseKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
          include: ["src/shared/**/*.test.ts", "src/client/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      serverProject("server", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("server-pg", "pg")] : []),
    ],
  },
});
