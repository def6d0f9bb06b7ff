import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema";
import { lockDataDir } from "./lock";
import { EMBEDDED_START_PARAMS } from "./pglite-protocol";
import { openEmbeddedInThread, type EmbeddedClient } from "./pglite-thread";

type Schema = typeof schema;
/** The common type of both drivers: PGlite (embedded) and node-postgres (server). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle =
  | { db: Database; kind: "pg"; pool: pg.Pool; close: () => Promise<void> }
  | { db: Database; kind: "pglite"; client: EmbeddedClient; close: () => Promise<void> };

export type OpenDatabaseOptions =
  | { kind: "pg"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "pg") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", (error) => console.error("[db] idle client error:", error.message));
    const db = drizzlePg({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
    return { db, kind: "pg", pool, close: () => pool.end() };
  }
  let unlock = () => {};
  let client: EmbeddedClient;
  if (options.kind === "pglite") {
    // A data folder: the server's database, in a thread of its own so queries never stall HTTP.
    unlock = lockDataDir(options.dataDir);
    try {
      client = await openEmbeddedInThread(path.join(options.dataDir, "pglite"));
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    // In memory, from a template (the tests): in this thread, quick to open by the hundred.
    client = await PGlite.create({ loadDataDir: options.loadDataDir, startParams: EMBEDDED_START_PARAMS });
  }
  // drizzle asks for a PGlite; it uses query, exec and transaction, which both kinds of client have.
  const db = drizzlePglite({ client: client as PGlite, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    client,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

export function databaseOptionsFromConfig(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE?: number;
  DATA_DIR: string;
}): OpenDatabaseOptions {
  return config.DATABASE_URL
    ? { kind: "pg", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: "pglite", dataDir: config.DATA_DIR };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
