import type { AiEngine } from "./core/ai/engine";
import type { Auth } from "./core/auth/auth";
import type { Config } from "./core/config";
import type { Database } from "./core/db/client";
import { PASSWORD_RESET_JOB, passwordResetJob } from "./features/accounts/password";
import { MONITOR_JOB, monitorJob } from "./features/monitor/run";
import { CLEANUP_CRON, CLEANUP_JOB, cleanupJob } from "./core/jobs/cleanup";
import { createJobRunner, type JobRunner } from "./core/jobs/runner";
import { createScheduler, type Schedule, type Scheduler } from "./core/jobs/scheduler";
import type { JobQueue } from "./core/jobs/queue";
import type { Logger } from "./core/logger";
import { createMailWorker, MAIL_JOB } from "./core/mail/outbox";

export type BackgroundWork = JobQueue & {
  runner: JobRunner;
  scheduler: Scheduler;
  start(): void;
  stop(): Promise<void>;
};

/**
 * The server's background work (DESIGN.md "jobs"): every e-mail of the outbox, password reset requests, the website monitor
 * (daily at MONITOR_CRON and on demand), and the daily clean-up of expired rows. Jobs live in the database, so any instance
 * runs them and a run outlives the process that started it.
 */
export function createBackgroundWork(options: {
  db: Database;
  config: Pick<
    Config,
    | "MONITOR_CRON"
    | "MONITOR_FETCH_TIMEOUT_SECONDS"
    | "JOB_LEASE_SECONDS"
    | "FETCH_ALLOW_PRIVATE"
    | "SMTP_URL"
    | "MAIL_FROM"
    | "PUBLIC_URL"
  >;
  /** Password reset links are asked of Better Auth in the background (features/accounts/password.ts). */
  auth: Auth;
  logger: Logger;
  ai: AiEngine;
  /** Tests: how often an idle runner looks for jobs; default 2 s. */
  pollMs?: number;
  /** Tests: the first retry's delay; default 30 s. */
  retryBaseMs?: number;
}): BackgroundWork {
  const { db, config, logger, ai } = options;
  const mail = createMailWorker({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const runner = createJobRunner({
    db,
    logger,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    pollMs: options.pollMs,
    retryBaseMs: options.retryBaseMs,
    handlers: {
      [MAIL_JOB]: mail.job,
      [MONITOR_JOB]: monitorJob({
        db,
        ai,
        logger,
        allowPrivateFetch: config.FETCH_ALLOW_PRIVATE,
        fetchTimeoutMs: config.MONITOR_FETCH_TIMEOUT_SECONDS * 1000,
      }),
      [PASSWORD_RESET_JOB]: passwordResetJob({ auth: options.auth, publicUrl: config.PUBLIC_URL }),
      [CLEANUP_JOB]: cleanupJob(db),
    },
  });
  const schedules: Schedule[] = [{ job: CLEANUP_JOB, cron: CLEANUP_CRON }];
  if (config.MONITOR_CRON !== "off") schedules.push({ job: MONITOR_JOB, cron: config.MONITOR_CRON });
  const scheduler = createScheduler({ db, logger, schedules, onEnqueued: () => runner.poke() });
  return {
    runner,
    scheduler,
    poke: () => runner.poke(),
    start() {
      runner.start();
      scheduler.start();
    },
    async stop() {
      scheduler.stop();
      await runner.stop();
      mail.close();
    },
  };
}
