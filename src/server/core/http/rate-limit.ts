import { sql } from "drizzle-orm";
import { RATE_LIMITS, type RateLimitName } from "@/shared/limits";
import { plural } from "@/shared/plural";
import type { Database } from "../db/client";
import { AppError } from "../errors";

export function describeWait(seconds: number): string {
  return seconds < 60 ? plural(seconds, "second") : plural(Math.ceil(seconds / 60), "minute");
}

type Refusal = (wait: string) => string;
const TOO_MANY_ATTEMPTS: Refusal = (wait) => `Too many attempts. Please wait ${wait} and try again.`;

function refuse(retryAfterSeconds: number, refusal: Refusal): AppError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError("rate_limited", refusal(describeWait(retryAfter)), { headers: { "Retry-After": String(retryAfter) } });
}

/** Adds one to `name`'s counter for `subject` in its fixed window; the count and the window's rest. */
async function count(db: Database, name: RateLimitName, subject: string): Promise<{ count: number; retryAfter: number }> {
  const { windowSeconds } = RATE_LIMITS[name];
  const key = `${name}:${subject}`;
  const window = sql.raw(`interval '${windowSeconds} seconds'`);
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window} then now() else rate_limits.window_started_at end
    returning count, ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after`)) as unknown as { rows: { count: number; retry_after: number }[] };
  const row = result.rows[0]!;
  return { count: Number(row.count), retryAfter: Number(row.retry_after) };
}

/**
 * Counts one request against `name` for `subject` (an address, an e-mail) in a fixed window
 * kept in the database, and throws 429 with Retry-After once the limit is passed.
 */
export async function consumeRateLimit(
  db: Database,
  name: RateLimitName,
  subject: string,
  /** The refusal in the feature's words, given the wait ("40 seconds"); default "Too many attempts…". */
  refusal: Refusal = TOO_MANY_ATTEMPTS,
): Promise<void> {
  const counted = await count(db, name, subject);
  if (counted.count > RATE_LIMITS[name].limit) throw refuse(counted.retryAfter, refusal);
}

/**
 * For limits on failures (wrong passwords): throws 429 with Retry-After while `subject` has used
 * up its failures in the current window, and counts nothing; `countFailure` counts one.
 */
export async function assertFailuresLeft(db: Database, name: RateLimitName, subject: string, refusal: Refusal = TOO_MANY_ATTEMPTS): Promise<void> {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  const result = (await db.execute(sql`
    select count, ceil(extract(epoch from (window_started_at + ${sql.raw(`interval '${windowSeconds} seconds'`)} - now())))::int as retry_after
    from rate_limits where key = ${`${name}:${subject}`}`)) as unknown as { rows: { count: number; retry_after: number }[] };
  const row = result.rows[0];
  if (row && Number(row.retry_after) > 0 && Number(row.count) >= limit) throw refuse(Number(row.retry_after), refusal);
}

export async function countFailure(db: Database, name: RateLimitName, subject: string): Promise<void> {
  await count(db, name, subject);
}
