import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { editorGrants, jobs, rateLimits, remoteCache, session, verification } from "../db/schema";
import { cleanupJob } from "./cleanup";
import { silentLogger } from "../logger";
import { createTestAccount } from "../../../../tests/support/accounts";
import { createTestDatabase } from "../../../../tests/support/database";
import { until } from "../../../../tests/support/until";
import { claimJob, enqueueJob } from "./queue";
import { createJobRunner, type JobDefinition, type JobRunner } from "./runner";
import { createScheduler } from "./scheduler";

let primary: DatabaseHandle & { url?: string };
/** A second connection pool to the same database on PostgreSQL: a second server instance. */
let second: DatabaseHandle | null = null;
let other: Database;

beforeAll(async () => {
  primary = await createTestDatabase();
  if (primary.url) second = await openDatabase({ kind: "pg", url: primary.url, poolSize: 5 });
  // The embedded database allows one process: there the two instances share it.
  other = second?.db ?? primary.db;
});

afterAll(async () => {
  await second?.close();
  await primary?.close();
});

beforeEach(async () => {
  await primary.db.delete(jobs).where(sql`true`);
});

const jobRow = async (id: string) => (await primary.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

const runners: JobRunner[] = [];
// A test that fails half-way must not leave its runners claiming the next test's jobs.
afterEach(async () => {
  await Promise.all(runners.splice(0).map((started) => started.stop()));
});

function runner(db: Database, handlers: Record<string, JobDefinition>, leaseMs = 5_000) {
  const created = createJobRunner({ db, logger: silentLogger, handlers, leaseMs, pollMs: 20, retryBaseMs: 10 });
  runners.push(created);
  return created;
}

describe("the job queue", () => {
  it("keeps one job per dedupe key", async () => {
    const first = await enqueueJob(primary.db, "work", { n: 1 }, { dedupeKey: "work@slot" });
    const again = await enqueueJob(other, "work", { n: 2 }, { dedupeKey: "work@slot" });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await primary.db.select().from(jobs)).toHaveLength(1);
  });

  it("runs every job exactly once with two instances claiming side by side", async () => {
    const ran: string[] = [];
    const work: JobDefinition = {
      async run({ job }) {
        ran.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => enqueueJob(primary.db, "work", { n }).then((job) => job.id)));
    const a = runner(primary.db, { work });
    const b = runner(other, { work });
    a.start();
    b.start();
    await until(async () => (await primary.db.select().from(jobs).where(eq(jobs.status, "completed"))).length === ids.length);
    await Promise.all([a.stop(), b.stop()]);
    expect(ran.sort()).toEqual([...ids].sort());
    const owners = await primary.db.select({ attempts: jobs.attempts }).from(jobs);
    expect(owners.every((row) => row.attempts === 1)).toBe(true);
  });

  it("keeps claiming after being poked while every slot was busy", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const ran: number[] = [];
    const work: JobDefinition = {
      async run({ job }) {
        const n = (job.payload as { n: number }).n;
        ran.push(n);
        if (n === 0) await held;
      },
    };
    const busy = createJobRunner({ db: primary.db, logger: silentLogger, handlers: { work }, leaseMs: 5_000, pollMs: 20, concurrency: 1 });
    runners.push(busy);
    await enqueueJob(primary.db, "work", { n: 0 });
    busy.start();
    await until(async () => ran.length === 1);
    // A poke with no free slot claims nothing; it must not leave the runner unable to claim again.
    busy.poke();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await enqueueJob(primary.db, "work", { n: 1 });
    release();
    await until(async () => ran.length === 2);
    expect(ran).toEqual([0, 1]);
  });

  it("takes over a job whose runner died (its lease ran out), and runs it again", async () => {
    const { id } = await enqueueJob(primary.db, "work");
    // A runner claims it for 50 ms and dies without a word.
    expect((await claimJob(primary.db, ["work"], "dead-runner", 50))?.id).toBe(id);
    let runs = 0;
    const alive = runner(other, { work: { run: async () => void (runs += 1) } });
    alive.start();
    await until(async () => (await jobRow(id)).status === "completed");
    await alive.stop();
    expect(runs).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: "completed", attempts: 2, lockedBy: null });
  });

  it("does not take a job whose runner is alive and renewing its lease", async () => {
    const { id } = await enqueueJob(primary.db, "work");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const slow: JobDefinition = { run: async () => ((runs += 1), held) };
    // Leases short enough to run out several times during the test, long enough for a busy machine.
    const a = runner(primary.db, { work: slow }, 600);
    a.start();
    await until(async () => (await jobRow(id)).status === "running");
    const b = runner(other, { work: slow }, 600);
    b.start();
    // Several lease lengths later the job is still the first runner's.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(runs).toBe(1);
    expect((await jobRow(id)).lockedBy).toBe(a.owner);
    release();
    await until(async () => (await jobRow(id)).status === "completed");
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toBe(1);
  });

  it("retries a failed job after a back-off and gives up after its attempts, telling the job", async () => {
    const flaky = await enqueueJob(primary.db, "flaky");
    const broken = await enqueueJob(primary.db, "broken", {}, { maxAttempts: 2 });
    let flakyRuns = 0;
    const gaveUp: string[] = [];
    const r = runner(primary.db, {
      flaky: {
        async run() {
          flakyRuns += 1;
          if (flakyRuns === 1) throw new Error("a passing failure");
          return { ok: true };
        },
      },
      broken: {
        run: async () => {
          throw new Error("always broken");
        },
        failed: async (job, message) => void gaveUp.push(`${job.id}: ${message}`),
      },
    });
    r.start();
    await until(async () => (await jobRow(flaky.id)).status === "completed" && (await jobRow(broken.id)).status === "failed");
    await r.stop();
    expect(await jobRow(flaky.id)).toMatchObject({ attempts: 2, result: { ok: true }, lastError: "a passing failure" });
    expect(await jobRow(broken.id)).toMatchObject({ attempts: 2, lastError: "always broken" });
    expect(gaveUp).toEqual([`${broken.id}: always broken`]);
  });

  it("hands a running job back when the runner stops, for the next runner", async () => {
    const { id } = await enqueueJob(primary.db, "work");
    let aborted = false;
    const a = runner(primary.db, {
      work: {
        run: ({ signal }) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener("abort", () => {
              aborted = true;
              reject(signal.reason as Error);
            }),
          ),
      },
    });
    a.start();
    await until(async () => (await jobRow(id)).status === "running");
    await a.stop();
    expect(aborted).toBe(true);
    expect(await jobRow(id)).toMatchObject({ status: "queued", attempts: 0, lockedBy: null });
  });
});

describe("schedules", () => {
  it("skip a slot missed by more than an hour, and run one missed by less", async () => {
    const scheduler = createScheduler({ db: primary.db, logger: silentLogger, schedules: [{ job: "work", cron: "0 6 * * *" }] });
    expect(await scheduler.tick(new Date(Date.UTC(2026, 10, 21, 8, 0)))).toEqual([]);
    expect(await scheduler.tick(new Date(Date.UTC(2026, 10, 21, 6, 59)))).toHaveLength(1);
  });
});

describe("the daily clean-up", () => {
  it("deletes expired cache answers, counters, grants, links, sessions and old finished jobs, and keeps the rest", async () => {
    const db = primary.db;
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60_000);
    const account = await createTestAccount(db, { email: `cleanup-${Date.now()}@example.com` });
    await db.insert(remoteCache).values([
      { key: "old", service: "S", url: "u1", status: 200, body: "{}", expiresAt: past },
      { key: "new", service: "S", url: "u2", status: 200, body: "{}", expiresAt: future },
    ]);
    await db.insert(rateLimits).values([
      { key: "cleanup:old", windowStartedAt: new Date(Date.now() - 2 * 24 * 60 * 60_000), count: 3 },
      { key: "cleanup:new", windowStartedAt: new Date(), count: 1 },
    ]);
    await db.insert(editorGrants).values([
      { tokenHash: "cleanup-old", expiresAt: past },
      { tokenHash: "cleanup-new", expiresAt: future },
    ]);
    await db.insert(verification).values([
      { id: "cleanup-old", identifier: "a", value: "x", expiresAt: past },
      { id: "cleanup-new", identifier: "b", value: "y", expiresAt: future },
    ]);
    await db.insert(session).values([
      { id: "cleanup-old", token: "cleanup-old", userId: account.id, expiresAt: past },
      { id: "cleanup-new", token: "cleanup-new", userId: account.id, expiresAt: future },
    ]);
    await db.insert(jobs).values([
      { name: "work", status: "completed", finishedAt: longAgo },
      { name: "work", status: "completed", finishedAt: new Date() },
      { name: "work", status: "queued" },
    ]);

    const result = await cleanupJob(db).run({ job: {} as never, signal: new AbortController().signal });
    expect(result).toMatchObject({ remoteCache: 1, editorGrants: 1, verification: 1, sessions: 1, jobs: 1 });
    expect((result as { rateLimits: number }).rateLimits).toBeGreaterThanOrEqual(1);
    expect((await db.select({ key: remoteCache.key }).from(remoteCache)).map((row) => row.key)).toContain("new");
    expect(await db.select().from(remoteCache).where(eq(remoteCache.key, "old"))).toHaveLength(0);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, "cleanup:new"))).toHaveLength(1);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, "cleanup:old"))).toHaveLength(0);
    expect((await db.select().from(editorGrants)).map((row) => row.tokenHash)).toEqual(["cleanup-new"]);
    expect((await db.select().from(verification).where(eq(verification.identifier, "b")))).toHaveLength(1);
    expect(await db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(1);
    expect(await db.select().from(jobs)).toHaveLength(2);
  });
});
