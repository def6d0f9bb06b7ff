import { defineConfig } from "drizzle-kit";

// Only `generate` is used: migrations are applied by the server at start (src/server/core/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/core/db/schema/index.ts",
  out: "./drizzle",
  casing: "snake_case",
});
