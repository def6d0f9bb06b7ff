import { readdirSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { compareCounts, formatCounts, runRestoreDrill } from "../../../../scripts/restore-drill";
import { consumeRateLimit } from "../http/rate-limit";
import { enqueueJob } from "../jobs/queue";
import { queueEmail } from "../mail/outbox";
import { createTestAccount } from "../../../../tests/support/accounts";
import { createTestDatabase } from "../../../../tests/support/database";
import { MIGRATIONS_FOLDER } from "./migrate";

// The restore drill of docs/operations.md (scripts/restore-drill.ts).

describe("comparing row counts", () => {
  it("reports a table whose count changed and a table missing after the restore", () => {
    const source = new Map([["public.news_items", 12], ["public.comments", 3], ['public."user"', 2]]);
    const restored = new Map([["public.news_items", 12], ["public.comments", 2]]);
    const { counts, differences } = compareCounts(source, restored);
    expect(differences).toEqual([
      { table: "public.comments", source: 3, restored: 2 },
      { table: 'public."user"', source: 2, restored: null },
    ]);
    expect(formatCounts(counts)).toBe(
      [
        "table              source  restored  match",
        "-----------------  ------  --------  ---------",
        "public.news_items      12        12  ok",
        "public.comments         3         2  DIFFERENT",
        'public."user"           2   missing  DIFFERENT',
      ].join("\n"),
    );
  });

  it("reports a table that only the restore has", () => {
    const { differences } = compareCounts(new Map(), new Map([["public.stray", 0]]));
    expect(differences).toEqual([{ table: "public.stray", source: null, restored: 0 }]);
  });
});

// pg_dump and pg_restore need a PostgreSQL server: the drill itself runs in the server-pg project.
if (process.env.TEST_DB_KIND === "pg") {
  describe("the drill on PostgreSQL", () => {
    it("dumps, restores into a fresh database, finds every count equal and drops the copy", async () => {
      const source = await createTestDatabase();
      try {
        await createTestAccount(source.db, { email: "drill-1@example.com" });
        await createTestAccount(source.db, { email: "drill-2@example.com", role: "editor" });
        await queueEmail(source.db, { to: "drill-1@example.com", subject: "Hello", text: "A message kept in the outbox.", kind: "test" });
        await consumeRateLimit(source.db, "contact", "drill-1@example.com");
        await enqueueJob(source.db, "cleanup");

        const result = await runRestoreDrill({ sourceUrl: source.url! });

        expect(result.differences).toEqual([]);
        const count = (table: string) => result.counts.find((entry) => entry.table === table);
        expect(count('public."user"')).toEqual({ table: 'public."user"', source: 2, restored: 2 });
        expect(count("public.account")).toEqual({ table: "public.account", source: 2, restored: 2 });
        expect(count("public.email_outbox")).toEqual({ table: "public.email_outbox", source: 1, restored: 1 });
        expect(count("public.rate_limits")).toEqual({ table: "public.rate_limits", source: 1, restored: 1 });
        // The cleanup job and the job that sends the queued e-mail.
        expect(count("public.jobs")).toEqual({ table: "public.jobs", source: 2, restored: 2 });
        const migrations = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith(".sql")).length;
        expect(count("drizzle.__drizzle_migrations")).toEqual({ table: "drizzle.__drizzle_migrations", source: migrations, restored: migrations });
        expect(result.dumpBytes).toBeGreaterThan(0);

        expect(result.kept).toBe(false);
        const admin = new pg.Client({ connectionString: source.url });
        await admin.connect();
        const left = await admin.query("select 1 from pg_database where datname = $1", [result.database]);
        await admin.end();
        expect(left.rowCount).toBe(0);
      } finally {
        await source.close();
      }
    });
  });
}
