import { randomUUID } from "node:crypto";
import { plural } from "@/shared/plural";
import type { Database } from "../db/client";
import { describeError } from "../errors";
import type { Logger } from "../logger";
import { claimJob, completeJob, failJob, giveUpJob, releaseJob, renewLease, type JobRow } from "./queue";

type JobContext = {
  job: JobRow;
  /** Aborted when the runner stops (shutdown) or loses the job; handlers pass it on to their work. */
  signal: AbortSignal;
};

export type JobDefinition = {
  /** Does the work; must be safe to run again (a job taken over after a crash runs again). */
  run: (context: JobContext) => Promise<unknown>;
  /** Called once the job has failed for good (its attempts used up). */
  failed?: (job: JobRow, message: string) => Promise<void>;
};

export type JobRunnerOptions = {
  db: Database;
  logger: Logger;
  handlers: Record<string, JobDefinition>;
  leaseMs: number;
  /** How often an idle runner looks for due jobs (other instances' jobs, retries). */
  pollMs?: number;
  /** Jobs run at once by this runner. */
  concurrency?: number;
  /** First retry delay; doubled per attempt. */
  retryBaseMs?: number;
};

export type JobRunner = {
  readonly owner: string;
  start(): void;
  /** Looks for due jobs now (after enqueueing one in this process). */
  poke(): void;
  /** Stops claiming, aborts running jobs and hands them back for the next runner. */
  stop(): Promise<void>;
};

/**
 * Runs jobs from the database for this process. Each claimed job carries a lease the runner renews
 * while the handler works; if the process dies, the lease runs out and any runner (this one after a
 * restart, or another instance) takes the job over, so handlers must be safe to run again.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, logger, handlers, leaseMs } = options;
  const pollMs = options.pollMs ?? 2_000;
  // Room for e-mails beside a long monitor run and the clean-up.
  const concurrency = options.concurrency ?? 4;
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const owner = `runner-${randomUUID()}`;
  const names = Object.keys(handlers);
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let claiming: Promise<void> | null = null;
  let pokedWhileClaiming = false;

  function schedule(delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void claimLoop(), delay);
  }

  async function claimLoop(): Promise<void> {
    if (claiming) {
      pokedWhileClaiming = true;
      return claiming;
    }
    // The clean-up runs as a `finally` handler, so always after this assignment: a pass that finds
    // every slot busy ends without awaiting, and clearing inside it would leave `claiming` set for good.
    claiming = claimWhileRoom().finally(() => {
      claiming = null;
      schedule(pollMs);
    });
    return claiming;
  }

  async function claimWhileRoom(): Promise<void> {
    try {
      do {
        pokedWhileClaiming = false;
        while (!stopped && running.size < concurrency) {
          const job = await claimJob(db, names, owner, leaseMs);
          if (!job) break;
          start(job);
        }
      } while (pokedWhileClaiming && !stopped);
    } catch (error) {
      logger.error(`[jobs] could not claim a job: ${(error as Error).message}`);
    }
  }

  function start(job: JobRow) {
    const controller = new AbortController();
    const done = execute(job, controller).finally(() => {
      running.delete(job.id);
      schedule(0);
    });
    running.set(job.id, { controller, done });
  }

  async function execute(job: JobRow, controller: AbortController): Promise<void> {
    const definition = handlers[job.name]!;
    if (job.attempts > job.maxAttempts) {
      // Its runners kept dying (each claim counts an attempt): do not take it over again.
      const message = job.lastError ?? `The job stopped ${plural(job.maxAttempts, "time")} before it could finish.`;
      logger.error(`[jobs] ${job.name} ${job.id} gave up: ${message}`);
      await giveUpJob(db, job.id, owner, message).catch(() => undefined);
      await definition.failed?.(job, message).catch(() => undefined);
      return;
    }
    const heartbeat = setInterval(() => {
      renewLease(db, job.id, owner, leaseMs).then(
        (held) => {
          if (!held) controller.abort(new Error("The job was taken over by another runner."));
        },
        (error: unknown) => logger.warn(`[jobs] could not renew the lease of ${job.id}: ${(error as Error).message}`),
      );
    }, Math.max(50, Math.floor(leaseMs / 3)));
    try {
      const result = await definition.run({ job, signal: controller.signal });
      await completeJob(db, job.id, owner, result);
    } catch (error) {
      if (controller.signal.aborted) return; // stopping or taken over: the job is someone else's now
      const message = (error as Error).message || "The job failed.";
      const outcome = await failJob(db, job, owner, message, retryBaseMs * 2 ** (job.attempts - 1)).catch(() => "retry");
      logger.error(`[jobs] ${job.name} ${job.id} failed (${outcome === "retry" ? "will retry" : "gave up"}): ${describeError(error)}`);
      if (outcome === "failed") await definition.failed?.(job, message).catch(() => undefined);
    } finally {
      clearInterval(heartbeat);
    }
  }

  return {
    owner,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    poke() {
      if (!stopped) void claimLoop();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await claiming;
      const jobsRunning = [...running.entries()];
      for (const [, entry] of jobsRunning) entry.controller.abort(new Error("The server is stopping."));
      await Promise.all(jobsRunning.map(([, entry]) => entry.done));
      await Promise.all(jobsRunning.map(([id]) => releaseJob(db, id, owner).catch(() => undefined)));
    },
  };
}
