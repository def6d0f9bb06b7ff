import type { Database } from "../../src/server/core/db/client";

// What the publish-time benchmarks (alert-matching.ts, story-clustering.ts) share: work measured
// inside a transaction that is then rolled back, so every run does the whole work on the same data.

class Rollback extends Error {}

/** Runs `work` in a transaction and rolls it back; returns what `work` returned. */
export async function inRolledBackTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await work(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result!;
}

/** The p-th percentile of the samples (nearest rank). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
