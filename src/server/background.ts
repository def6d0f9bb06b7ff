import type { AiEngine } from "./core/ai/engine";
import type { Auth } from "./core/auth/auth";
import type { Config } from "./core/config";
import type { Database } from "./core/db/client";
import { CLEANUP_CRON, CLEANUP_JOB, cleanupJob } from "./core/jobs/cleanup";
import type { JobQueue } from "./core/jobs/queue";
import { createJobRunner, type JobDefinition, type JobRunner } from "./core/jobs/runner";
import { createScheduler, type Schedule, type Scheduler } from "./core/jobs/scheduler";
import type { Logger } from "./core/logger";
import { createMailWorker, MAIL_JOB } from "./core/mail/outbox";
import { FEATURES } from "./feature-list";

export type BackgroundWork = JobQueue & {
  runner: JobRunner;
  scheduler: Scheduler;
  start(): void;
  stop(): Promise<void>;
};

/**
 * The server's background work (DESIGN.md "jobs"): core's jobs (the outbox's e-mails, the daily clean-up) and
 * the features' (password reset requests, the website monitor). Jobs live in the database, so any instance
 * runs them and a run outlives the process that started it.
 */
export function createBackgroundWork(options: {
  db: Database;
  config: Config;
  /** Password reset links are asked of Better Auth in the background (features/accounts/password.ts). */
  auth: Auth;
  logger: Logger;
  ai: AiEngine;
  /** Tests: how often an idle runner looks for jobs; default 2 s. */
  pollMs?: number;
  /** Tests: the first retry's delay; default 30 s. */
  retryBaseMs?: number;
}): BackgroundWork {
  const { db, config, logger } = options;
  const refusalHandlers = FEATURES.flatMap((feature) => feature.mailRefused?.(options) ?? []);
  const mail = createMailWorker({
    db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    logger,
    onRefused: async (message) => {
      for (const handler of refusalHandlers) await handler(message);
    },
  });
  const handlers: Record<string, JobDefinition> = { [MAIL_JOB]: mail.job, [CLEANUP_JOB]: cleanupJob(db) };
  const schedules: Schedule[] = [{ job: CLEANUP_JOB, cron: CLEANUP_CRON }];
  for (const feature of FEATURES) {
    Object.assign(handlers, feature.jobs?.(options));
    schedules.push(...(feature.schedules?.(config) ?? []));
  }
  const runner = createJobRunner({
    db,
    logger,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
    pollMs: options.pollMs,
    retryBaseMs: options.retryBaseMs,
    handlers,
  });
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
