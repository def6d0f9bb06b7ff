import { desc, eq } from "drizzle-orm";
import {
  addWebsiteRequestSchema,
  MONITOR_LIMITS,
  siteCheckSchema,
  type MonitorRun,
  type RunMonitorResponse,
  type Website,
} from "@/shared/monitor/contracts";
import type { z } from "zod";
import type { JobQueue } from "../../core/jobs/queue";
import type { Database } from "../../core/db/client";
import { monitoredWebsites, monitorRuns } from "../../core/db/schema";
import { AppError, fieldsError } from "../../core/errors";
import { assertAllowedAddress } from "../../core/web/guarded-fetch";
import { startManualRun, type MonitorRunRow } from "./run";

/** How long Run Monitor Now waits for the run before answering 202 (the screen then follows it). */
const RUN_WAIT_MS = 20_000;
const RUN_POLL_MS = 200;

type WebsiteRow = typeof monitoredWebsites.$inferSelect;

const NOT_FOUND = () => new AppError("not_found", "This website is not monitored (it may have been deleted).");

function toWebsite(row: WebsiteRow): Website {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    rss_feed_url: row.rssFeedUrl,
    is_active: row.isActive,
    added_by: row.addedBy,
    created_at: row.createdAt.toISOString(),
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    last_check: row.lastCheck ? siteCheckSchema.parse(row.lastCheck) : null,
  };
}

function toRun(row: MonitorRunRow): MonitorRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    total_websites: row.totalWebsites,
    processed: row.processed,
    new_items: row.newItems,
    failed: row.failed,
    error: row.error,
  };
}

export async function listWebsites(db: Database): Promise<Website[]> {
  const rows = await db.select().from(monitoredWebsites).orderBy(desc(monitoredWebsites.createdAt));
  return rows.map(toWebsite);
}

/** FETCH_ALLOW_PRIVATE: tests only. */
export type AddWebsiteDeps = { db: Database; allowPrivateFetch: boolean };

/**
 * The site's address and feed address pass the fetch guard's rule now, DNS included, so an admin
 * learns at once that the monitor could never read them (it checks again on every run).
 */
async function assertWatchable(deps: AddWebsiteDeps, addresses: Record<"url" | "rss_feed_url", string | null>): Promise<void> {
  const fields: Record<string, string> = {};
  await Promise.all(
    Object.entries(addresses).map(async ([field, address]) => {
      if (!address) return;
      try {
        await assertAllowedAddress(address, { allowPrivate: deps.allowPrivateFetch });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        fields[field] = error.message;
      }
    }),
  );
  if (Object.keys(fields).length > 0) throw fieldsError(fields);
}

export async function addWebsite(deps: AddWebsiteDeps, userId: string, input: z.input<typeof addWebsiteRequestSchema>): Promise<Website> {
  const { db } = deps;
  const site = addWebsiteRequestSchema.parse(input);
  await assertWatchable(deps, { url: site.url, rss_feed_url: site.rss_feed_url });
  const [existing] = await db.select({ id: monitoredWebsites.id }).from(monitoredWebsites).where(eq(monitoredWebsites.url, site.url));
  if (existing) throw new AppError("conflict", "This website is already monitored.", { fields: { url: "This website is already monitored." } });
  const [row] = await db
    .insert(monitoredWebsites)
    .values({
      name: site.name,
      url: site.url,
      description: site.description,
      rssFeedUrl: site.rss_feed_url,
      isActive: true,
      addedBy: userId,
    })
    .returning();
  return toWebsite(row!);
}

export async function setWebsiteActive(db: Database, id: string, isActive: boolean): Promise<Website> {
  const [row] = await db.update(monitoredWebsites).set({ isActive }).where(eq(monitoredWebsites.id, id)).returning();
  if (!row) throw NOT_FOUND();
  return toWebsite(row);
}

/** The site stops being watched; the items it brought in stay, and past runs keep their totals. */
export async function deleteWebsite(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(monitoredWebsites).where(eq(monitoredWebsites.id, id)).returning({ id: monitoredWebsites.id });
  if (deleted.length === 0) throw NOT_FOUND();
}

export async function listRuns(db: Database): Promise<MonitorRun[]> {
  const rows = await db.select().from(monitorRuns).orderBy(desc(monitorRuns.startedAt)).limit(MONITOR_LIMITS.runsShown);
  return rows.map(toRun);
}

export async function findRun(db: Database, id: string): Promise<MonitorRun> {
  const [row] = await db.select().from(monitorRuns).where(eq(monitorRuns.id, id));
  if (!row) throw new AppError("not_found", "This run of the monitor does not exist.");
  return toRun(row);
}

/**
 * website-monitor (§7): starts a run (or joins the one under way), waits a while for it, and
 * answers its totals; a run that outlasts the wait is reported as running.
 */
export async function runMonitorNow(
  deps: { db: Database; jobs: JobQueue },
  userId: string,
  signal?: AbortSignal,
): Promise<RunMonitorResponse> {
  const { run, started } = await startManualRun(deps.db, userId);
  if (started) deps.jobs.poke();
  const deadline = Date.now() + RUN_WAIT_MS;
  let current = run;
  while (current.status === "running" && Date.now() < deadline && !signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, RUN_POLL_MS));
    const [row] = await deps.db.select().from(monitorRuns).where(eq(monitorRuns.id, run.id));
    if (!row) break;
    current = row;
  }
  const shown = toRun(current);
  return { total_websites: shown.total_websites, processed: shown.processed, new_items: shown.new_items, failed: shown.failed, run: shown };
}
