import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { plural } from "@/shared/plural";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import { monitoredWebsites, monitorRuns, monitorRunSites } from "../../core/db/schema";
import type { Logger } from "../../core/logger";
import type { JobDefinition } from "../../core/jobs/runner";
import { enqueueJob } from "../../core/jobs/queue";
import { insertItemForReview } from "../news";
import { createHostQueue } from "./host-queue";

export const MONITOR_JOB = "website-monitor";
/** Sites checked side by side in a run (requests to one host still go one at a time). */
const SITES_AT_ONCE = 4;

export type MonitorRunRow = typeof monitorRuns.$inferSelect;

export type MonitorJobDeps = { db: Database; ai: AiEngine; logger: Logger; allowPrivateFetch: boolean; fetchTimeoutMs: number };

/**
 * The monitor run as a durable job. A run is found again by its job, and a site is recorded when it
 * is done, so a run taken over after a crash or restart goes on with the sites not yet done; an
 * article ingested before the crash is an item already and is not ingested again.
 */
export function monitorJob(deps: MonitorJobDeps): JobDefinition {
  return {
    async run({ job, signal }) {
      const { db, logger } = deps;
      const run = await runOfJob(db, job.id, job.payload);
      const sites = await db
        .select()
        .from(monitoredWebsites)
        .where(eq(monitoredWebsites.isActive, true))
        .orderBy(asc(monitoredWebsites.createdAt));
      await db.update(monitorRuns).set({ totalWebsites: sites.length }).where(eq(monitorRuns.id, run.id));
      // Sites finished in an earlier attempt of this run are not checked again.
      const done = new Set(
        (
          await db
            .select({ id: monitorRunSites.websiteId })
            .from(monitorRunSites)
            .where(and(eq(monitorRunSites.runId, run.id), ne(monitorRunSites.status, "running")))
        ).map((row) => row.id),
      );
      const waiting = sites.filter((site) => !done.has(site.id));
      const { checkSite } = await import("./check-site");
      const hosts = createHostQueue();

      const next = () => waiting.shift();
      await Promise.all(
        Array.from({ length: Math.min(SITES_AT_ONCE, waiting.length) }, async () => {
          for (let site = next(); site; site = next()) {
            if (signal.aborted) throw signal.reason;
            const part = and(eq(monitorRunSites.runId, run.id), eq(monitorRunSites.websiteId, site.id));
            await db.insert(monitorRunSites).values({ runId: run.id, websiteId: site.id, status: "running" }).onConflictDoNothing();
            const saveItem = (values: Parameters<typeof insertItemForReview>[1]) =>
              db.transaction(async (tx) => {
                const id = await insertItemForReview(tx, values);
                if (id) await tx.update(monitorRunSites).set({ newItems: sql`${monitorRunSites.newItems} + 1` }).where(part);
                return id !== null;
              });
            const outcome = await checkSite({ ...deps, hosts, signal, saveItem }, site);
            if (outcome.status === "failed") logger.warn(`[monitor] ${site.url}: ${outcome.error}`);
            await db.transaction(async (tx) => {
              // Sites finishing side by side take turns on the run's row, so each one's totals
              // (read after the lock, in a fresh snapshot) include the sites finished before it.
              await tx.select({ id: monitorRuns.id }).from(monitorRuns).where(eq(monitorRuns.id, run.id)).for("update");
              // The site's new items in this run, counting an earlier attempt's.
              const [counted] = await tx
                .update(monitorRunSites)
                .set({ status: outcome.status, error: outcome.error, finishedAt: new Date() })
                .where(part)
                .returning({ newItems: monitorRunSites.newItems });
              await tx
                .update(monitoredWebsites)
                .set({
                  lastCheckedAt: new Date(),
                  lastCheck: {
                    status: outcome.status,
                    new_items: counted?.newItems ?? outcome.new_items,
                    error: outcome.error,
                    feed_url: outcome.feed_url,
                    failed_articles: outcome.failed_articles,
                  },
                  discoveredFeedUrl: outcome.discoveredFeedUrl,
                  feedEtag: outcome.validators.etag,
                  feedLastModified: outcome.validators.lastModified,
                  feedValidatorsFor: outcome.validators.for,
                })
                .where(eq(monitoredWebsites.id, site.id));
              await updateTotals(tx, run.id);
            });
          }
        }),
      );
      await updateTotals(db, run.id);
      const [finished] = await db
        .update(monitorRuns)
        .set({ status: "completed", finishedAt: new Date() })
        .where(eq(monitorRuns.id, run.id))
        .returning();
      logger.info(
        `[monitor] run ${run.id}: ${finished!.processed} of ${plural(finished!.totalWebsites, "site")}, ${plural(finished!.newItems, "new item")}, ${finished!.failed} failed`,
      );
      return { runId: run.id, processed: finished!.processed, newItems: finished!.newItems, failed: finished!.failed };
    },

    async failed(job, message) {
      await deps.db
        .update(monitorRuns)
        .set({ status: "failed", finishedAt: new Date(), error: message })
        .where(and(eq(monitorRuns.jobId, job.id), eq(monitorRuns.status, "running")));
    },
  };
}

async function runOfJob(db: Database, jobId: string, payload: Record<string, unknown>): Promise<MonitorRunRow> {
  const [existing] = await db.select().from(monitorRuns).where(eq(monitorRuns.jobId, jobId));
  if (existing) return existing;
  const [created] = await db
    .insert(monitorRuns)
    .values({
      jobId,
      trigger: payload.trigger === "manual" ? "manual" : "schedule",
      requestedBy: typeof payload.requestedBy === "string" ? payload.requestedBy : null,
    })
    .onConflictDoNothing({ target: monitorRuns.jobId })
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(monitorRuns).where(eq(monitorRuns.jobId, jobId));
  return raced!;
}

/** The run's totals from its sites' records (right however often a site's write is retried). */
async function updateTotals(db: Pick<Database, "update">, runId: string): Promise<void> {
  await db
    .update(monitorRuns)
    .set({
      processed: sql`(select count(*) from ${monitorRunSites} where ${monitorRunSites.runId} = ${runId} and ${monitorRunSites.status} <> 'running')`,
      newItems: sql`(select coalesce(sum(${monitorRunSites.newItems}), 0) from ${monitorRunSites} where ${monitorRunSites.runId} = ${runId})`,
      failed: sql`(select count(*) from ${monitorRunSites} where ${monitorRunSites.runId} = ${runId} and ${monitorRunSites.status} = 'failed')`,
    })
    .where(eq(monitorRuns.id, runId));
}

/**
 * Run Monitor Now: the run under way if there is one (a second click starts nothing), else a new
 * run and its job. Decided under a lock, so two admins clicking at once start one run.
 */
export async function startManualRun(db: Database, userId: string): Promise<{ run: MonitorRunRow; started: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('website-monitor-run'))`);
    const [running] = await tx
      .select()
      .from(monitorRuns)
      .where(eq(monitorRuns.status, "running"))
      .orderBy(desc(monitorRuns.startedAt))
      .limit(1);
    if (running) return { run: running, started: false };
    const job = await enqueueJob(tx as unknown as Database, MONITOR_JOB, { trigger: "manual", requestedBy: userId });
    const [activeCount] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(monitoredWebsites)
      .where(eq(monitoredWebsites.isActive, true));
    const [run] = await tx
      .insert(monitorRuns)
      .values({ jobId: job.id, trigger: "manual", requestedBy: userId, totalWebsites: activeCount?.count ?? 0 })
      .returning();
    return { run: run!, started: true };
  });
}
