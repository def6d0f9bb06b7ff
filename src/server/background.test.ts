import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackgroundWork } from "./background";
import { createAiEngine } from "./core/ai/engine";
import { createAuth } from "./core/auth/auth";
import { loadConfig } from "./core/config";
import { openDatabase, type Database, type DatabaseHandle } from "./core/db/client";
import { jobs, monitoredWebsites, monitorRuns, newsItems } from "./core/db/schema";
import { silentLogger } from "./core/logger";
import { createMailer } from "./core/mail/mailer";
import { createTestDatabase } from "../../tests/support/database";
import { startMonitoredSites, type MonitoredSites } from "../../tests/stubs/monitored-sites";
import { until } from "../../tests/support/until";

// The background work as the app composes it: core's schedules and jobs with those the features
// register (here the website monitor's), on two server instances sharing one database.

let primary: DatabaseHandle & { url?: string };
/** A second connection pool to the same database on PostgreSQL: a second server instance. */
let second: DatabaseHandle | null = null;
let other: Database;
let sites: MonitoredSites;

beforeAll(async () => {
  primary = await createTestDatabase();
  if (primary.url) second = await openDatabase({ kind: "pg", url: primary.url, poolSize: 5 });
  // The embedded database allows one process: there the two instances share it.
  other = second?.db ?? primary.db;
  sites = await startMonitoredSites();
});

afterAll(async () => {
  await sites?.close();
  await second?.close();
  await primary?.close();
});

const jobRow = async (id: string) => (await primary.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe("schedules", () => {
  it("enqueue a slot once however many instances tick, and the monitor then runs once", async () => {
    await primary.db.delete(newsItems).where(sql`true`);
    await primary.db.delete(monitoredWebsites).where(sql`true`);
    await primary.db.insert(monitoredWebsites).values({ name: "Digest", url: `${sites.url}/digest/` });
    const config = loadConfig({
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz",
      DATA_DIR: "/tmp/bioagent-unused",
      MONITOR_CRON: "0 6 * * *",
      FETCH_ALLOW_PRIVATE: "true",
    });
    const ai = createAiEngine(config);
    const instances = [primary.db, other].map((db) => {
      const auth = createAuth({ db, config, mailer: createMailer({ db, wake: () => {} }), logger: silentLogger });
      return createBackgroundWork({ db, config, logger: silentLogger, ai, auth, pollMs: 20 });
    });
    const slot = new Date(Date.UTC(2026, 10, 21, 6, 0, 0));
    const at = new Date(slot.getTime() + 30_000);
    const enqueued = (await Promise.all(instances.flatMap((instance) => [instance.scheduler.tick(at), instance.scheduler.tick(at)]))).flat();
    // One job for each schedule with a slot at 06:00 (the monitor, the hourly digests, the stories' backfill), each once.
    const names = (await primary.db.select({ name: jobs.name }).from(jobs).where(inArray(jobs.id, enqueued))).map((row) => row.name).sort();
    expect(names).toEqual(["alerts.digest", "stories.backfill", "website-monitor"]);
    const [job] = await primary.db.select().from(jobs).where(eq(jobs.name, "website-monitor"));
    expect(job).toMatchObject({ dedupeKey: "website-monitor@2026-11-21T06:00:00.000Z", status: "queued" });

    for (const instance of instances) instance.runner.start();
    await until(async () => (await jobRow(job!.id)).status === "completed", 20_000);
    await Promise.all(instances.map((instance) => instance.stop()));
    const runs = await primary.db.select().from(monitorRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: "schedule", status: "completed", processed: 1, newItems: sites.entries.digest.length });
    expect(await primary.db.select().from(newsItems)).toHaveLength(sites.entries.digest.length);
  });
});
