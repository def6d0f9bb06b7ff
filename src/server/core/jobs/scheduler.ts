import { Cron } from "croner";
import { plural } from "@/shared/plural";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { enqueueJob } from "./queue";

export type Schedule = {
  /** The job to enqueue at each time the expression names. */
  job: string;
  /** Five-field cron expression, UTC. */
  cron: string;
  payload?: Record<string, unknown>;
};

export type Scheduler = {
  /** Enqueues the job of every slot due at `now` (and not yet enqueued); returns the new job ids. */
  tick(now?: Date): Promise<string[]>;
  start(): void;
  stop(): void;
};

/** A slot missed while no instance was running is still run if it is at most this old. */
const CATCH_UP_MS = 60 * 60 * 1000;

/**
 * Turns cron schedules into jobs. Each slot is enqueued under the key "job@slot time", so every
 * instance may enqueue it and the database keeps one: a scheduled run happens once however many
 * instances share the database, and a restart soon after a missed slot still runs it.
 */
export function createScheduler(options: {
  db: Database;
  logger: Logger;
  schedules: Schedule[];
  /** Called with the ids of jobs it enqueued (the runner looks for them at once). */
  onEnqueued?: (ids: string[]) => void;
}): Scheduler {
  const { db, logger, schedules, onEnqueued } = options;
  const crons = schedules.map((schedule) => ({ schedule, cron: new Cron(schedule.cron, { timezone: "UTC", paused: true }) }));
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  async function tick(now = new Date()): Promise<string[]> {
    const created: string[] = [];
    for (const { schedule, cron } of crons) {
      // The latest slot at or before now (croner's previous run is strictly before its date).
      const slot = cron.previousRuns(1, new Date(now.getTime() + 1))[0];
      if (!slot || now.getTime() - slot.getTime() > CATCH_UP_MS) continue;
      const { id, created: isNew } = await enqueueJob(db, schedule.job, { ...schedule.payload, trigger: "schedule", slot: slot.toISOString() }, {
        dedupeKey: `${schedule.job}@${slot.toISOString()}`,
        runAt: slot,
      });
      if (isNew) created.push(id);
    }
    return created;
  }

  function next(): number {
    const now = Date.now();
    const upcoming = crons.map(({ cron }) => cron.nextRun(new Date(now))?.getTime() ?? Number.POSITIVE_INFINITY);
    // Wake at the next slot, and at least every few minutes (a clock change, a long sleep).
    return Math.max(0, Math.min(Math.min(...upcoming) - now, 5 * 60 * 1000));
  }

  function loop(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      tick()
        .then((ids) => {
          if (ids.length > 0) {
            logger.info(`[jobs] scheduled ${plural(ids.length, "job")}`);
            onEnqueued?.(ids);
          }
        })
        .catch((error: unknown) => logger.error(`[jobs] could not enqueue scheduled jobs: ${(error as Error).message}`))
        .finally(() => loop(next()));
    }, delay);
  }

  return {
    tick,
    start() {
      if (!stopped || crons.length === 0) return;
      stopped = false;
      loop(0);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
