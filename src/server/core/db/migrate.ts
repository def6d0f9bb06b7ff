import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { PROJECT_ROOT } from "../paths";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "drizzle");

// Any constant works; it only has to be the same for every instance of this product.
const MIGRATION_LOCK_KEY = 7_301_902_245;

/** Applies the committed migrations; on a server, instances starting together take turns. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const lockHolder = await handle.pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(handle.db as unknown as NodePgDatabase, config);
  } finally {
    await lockHolder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    lockHolder.release();
  }
}
