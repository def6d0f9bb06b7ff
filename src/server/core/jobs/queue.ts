import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { jobs } from "../db/schema";

export type JobRow = typeof jobs.$inferSelect;

/** What the HTTP side needs of the background work: a nudge after it enqueued a job. */
export type JobQueue = { poke(): void };

export type EnqueueOptions = {
  /** One job per key, however often and by however many instances it is enqueued. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
};

/** Adds a job; with a dedupe key already taken, returns the job that holds it. */
export async function enqueueJob(
  db: Database,
  name: string,
  payload: Record<string, unknown> = {},
  options: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(jobs)
    .values({
      name,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      runAt: options.runAt ?? new Date(),
      maxAttempts: options.maxAttempts ?? 3,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.dedupeKey, options.dedupeKey!));
  return { id: existing!.id, created: false };
}

/**
 * Takes the next job that is due: a queued one, or a running one whose lease ran out (its runner
 * died). FOR UPDATE SKIP LOCKED lets several instances claim at once without taking the same job.
 */
export async function claimJob(db: Database, names: string[], owner: string, leaseMs: number): Promise<JobRow | null> {
  if (names.length === 0) return null;
  const result = (await db.execute(sql`
    UPDATE ${jobs}
    SET status = 'running',
        attempts = ${jobs.attempts} + 1,
        locked_by = ${owner},
        locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
        started_at = coalesce(${jobs.startedAt}, now())
    WHERE ${jobs.id} = (
      SELECT id FROM ${jobs}
      WHERE ${jobs.name} IN (${sql.join(names.map((name) => sql`${name}`), sql`, `)})
        AND ((${jobs.status} = 'queued' AND ${jobs.runAt} <= now())
          OR (${jobs.status} = 'running' AND ${jobs.lockedUntil} < now()))
      ORDER BY ${jobs.runAt}
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]?.id;
  if (!id) return null;
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
}

/** Extends the lease; false when the job is no longer this runner's (taken over or finished). */
export async function renewLease(db: Database, id: string, owner: string, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return renewed.length > 0;
}

export async function completeJob(db: Database, id: string, owner: string, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "completed", result: result ?? null, finishedAt: new Date(), lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner)));
}

/** A failed attempt: tried again after a back-off while attempts remain, else failed for good. */
export async function failJob(db: Database, job: JobRow, owner: string, message: string, retryInMs: number): Promise<"retry" | "failed"> {
  const retry = job.attempts < job.maxAttempts;
  await db
    .update(jobs)
    .set(
      retry
        ? { status: "queued", lastError: message, runAt: new Date(Date.now() + retryInMs), lockedBy: null, lockedUntil: null }
        : { status: "failed", lastError: message, finishedAt: new Date(), lockedBy: null, lockedUntil: null },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, owner)));
  return retry ? "retry" : "failed";
}

/** Hands a job back untouched (a runner shutting down): the next runner takes it at once. */
export async function releaseJob(db: Database, id: string, owner: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "queued", attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner), eq(jobs.status, "running")));
}

/** Marks a job whose runners kept dying as failed, instead of taking it over again. */
export async function giveUpJob(db: Database, id: string, owner: string, message: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: "failed", lastError: message, finishedAt: new Date(), lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, owner)));
}
