import { sql } from "drizzle-orm";
import { RATE_LIMITS, type RateLimitName } from "@/shared/limits";
import type { Database } from "../db/client";
import { AppError } from "../errors";

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
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
  refusal: (wait: string) => string = (wait) => `Too many attempts. Please wait ${wait} and try again.`,
): Promise<void> {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  const key = `${name}:${subject}`;
  const window = sql.raw(`interval '${windowSeconds} seconds'`);
  const result = (await db.execute(sql`
    insert into rate_limits (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_started_at <= now() - ${window} then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at <= now() - ${window} then now() else rate_limits.window_started_at end
    returning count, ceil(extract(epoch from (window_started_at + ${window} - now())))::int as retry_after`)) as unknown as { rows: { count: number; retry_after: number }[] };
  const row = result.rows[0];
  if (row && row.count > limit) {
    const retryAfter = Math.max(1, Number(row.retry_after));
    throw new AppError(
      "rate_limited",
      refusal(describeWait(retryAfter)),
      undefined,
      { "Retry-After": String(retryAfter) },
    );
  }
}
