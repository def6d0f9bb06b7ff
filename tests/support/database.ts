import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../../src/server/core/db/client";
import { pgTemplateName, pgliteTemplatePath, withDatabase } from "./template";

/**
 * A fresh, migrated database for one test file, copied from the run's template. On PostgreSQL it
 * carries its URL, so a test can open a second connection pool to it (a second server instance).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB_KIND !== "pg") {
    const dump = new Blob([readFileSync(pgliteTemplatePath())]);
    return openDatabase({ kind: "pglite-memory", loadDataDir: dump });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `bioagent_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${pgTemplateName()}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: "pg", url: withDatabase(url, name), poolSize: 5 });
  return {
    ...handle,
    url: withDatabase(url, name),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await dropDatabase(cleanup, name);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * `with (force)` must end every session on the database, and a role that is not a superuser may
 * not end an autovacuum worker's (PostgreSQL answers 42501 while one is at work there): wait for
 * it to finish.
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
