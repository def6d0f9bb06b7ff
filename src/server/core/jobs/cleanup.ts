import { and, inArray, lt, sql } from "drizzle-orm";
import { RATE_LIMITS } from "@/shared/limits";
import type { Database } from "../db/client";
import { editorGrants, jobs, rateLimits, remoteCache, session, verification } from "../db/schema";
import type { JobDefinition } from "./runner";

export const CLEANUP_JOB = "cleanup";
/** Every day at 03:17 UTC, away from the monitor's hour. */
export const CLEANUP_CRON = "17 3 * * *";
/** Finished jobs are kept this long (the monitor's run history lives in monitor_runs). */
const FINISHED_JOBS_KEPT_DAYS = 30;

/** Deletes rows that no longer mean anything: expired cache answers, counters, grants, links, sessions. */
export function cleanupJob(db: Database): JobDefinition {
  const longestWindowSeconds = Math.max(...Object.values(RATE_LIMITS).map((limit) => limit.windowSeconds));
  return {
    async run() {
      const now = new Date();
      const deleted = async (query: PromiseLike<unknown[]>) => (await query).length;
      return {
        remoteCache: await deleted(db.delete(remoteCache).where(lt(remoteCache.expiresAt, now)).returning({ key: remoteCache.key })),
        rateLimits: await deleted(
          db
            .delete(rateLimits)
            .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - longestWindowSeconds * 1000)))
            .returning({ key: rateLimits.key }),
        ),
        editorGrants: await deleted(db.delete(editorGrants).where(lt(editorGrants.expiresAt, now)).returning({ id: editorGrants.tokenHash })),
        verification: await deleted(db.delete(verification).where(lt(verification.expiresAt, now)).returning({ id: verification.id })),
        sessions: await deleted(db.delete(session).where(lt(session.expiresAt, now)).returning({ id: session.id })),
        jobs: await deleted(
          db
            .delete(jobs)
            .where(
              and(
                inArray(jobs.status, ["completed", "failed"]),
                lt(jobs.finishedAt, sql`now() - make_interval(days => ${FINISHED_JOBS_KEPT_DAYS})`),
              ),
            )
            .returning({ id: jobs.id }),
        ),
      };
    },
  };
}
