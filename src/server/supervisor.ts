import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./core/logger";

/**
 * Runs `workers` copies of this program as worker processes sharing one port (node:cluster), and
 * starts a new one when one dies (issue 18 §2). What a worker needs lives in the database, not in
 * another worker's memory: caches are dropped through notifications (core/db/notifications.ts),
 * the outgoing rate limits are kept in PostgreSQL (core/remote/rate-limiter.ts), and a scheduled
 * job is enqueued once per slot whoever enqueues it (core/jobs/scheduler.ts).
 *
 * A worker that dies within a few seconds of its start, again and again, is restarted later and
 * later (up to 30 s), so that a broken start (a database that is down) does not spin the machine.
 * SIGTERM or SIGINT stops every worker gently (each finishes its answers, hands back its job), and
 * then this process.
 */
export function superviseWorkers(workers: number, logger: Logger): void {
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on("exit", (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
    logger.warn(
      `[cluster] worker ${worker.process.pid} ended (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s; ` +
        `starting another${delay > 0 ? ` in ${(delay / 1000).toFixed(1)} s` : ""}`,
    );
    setTimeout(fork, delay);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping ${Object.keys(cluster.workers ?? {}).length} workers.`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    const force = setTimeout(() => process.exit(1), STOP_TIMEOUT_MS);
    force.unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));

  logger.info(`[cluster] starting ${workers} worker processes`);
  for (let index = 0; index < workers; index += 1) fork();
}

/** A worker that ends sooner than this after its start counts as a failed start. */
const QUICK_DEATH_MS = 5_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** Each worker has 10 s to stop gently (main.ts); this is the whole group's. */
const STOP_TIMEOUT_MS = 15_000;
