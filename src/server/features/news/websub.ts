import type { Database } from "../../core/db/client";
import { enqueueJob } from "../../core/jobs/queue";
import type { JobDefinition } from "../../core/jobs/runner";
import { NEWS_FEED_FORMATS, newsFeedPath } from "@/shared/news/paths";

// WebSub (W3C Recommendation): with WEBSUB_HUB_URL set, the public feeds name the hub and
// themselves (rel="hub", rel="self"), and the hub is told when they change, so a subscribed reader
// hears of a publication at once instead of polling.

export const WEBSUB_JOB = "news.websub";

const PING_TIMEOUT_MS = 10_000;

/** The feeds a change of a published item with these tags alters: the whole feed and each tag's, in every format. */
function changedTopics(site: string, tags: readonly string[]): string[] {
  return NEWS_FEED_FORMATS.flatMap((format) => [undefined, ...tags].map((tag) => `${site}${newsFeedPath(format, { tags: tag ? [tag] : [] })}`));
}

/** Call in the transaction that publishes or un-publishes an item; nothing without a hub. */
export async function queueHubPing(tx: Database, hubUrl: string | undefined, item: { tagLabels: string[] }): Promise<void> {
  if (!hubUrl) return;
  await enqueueJob(tx, WEBSUB_JOB, { tags: item.tagLabels }, { maxAttempts: 5 });
}

/** Tells the hub which topics changed (`hub.mode=publish`, one request per topic); a refusal is retried. */
export function hubPingJob(options: { hubUrl: string | undefined; site: string }): JobDefinition {
  return {
    async run({ job, signal }) {
      if (!options.hubUrl) return { skipped: "no hub" };
      const topics = changedTopics(options.site, (job.payload as { tags?: string[] }).tags ?? []);
      for (const topic of topics) {
        const response = await fetch(options.hubUrl, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ "hub.mode": "publish", "hub.url": topic }).toString(),
          signal: AbortSignal.any([signal, AbortSignal.timeout(PING_TIMEOUT_MS)]),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`The WebSub hub answered ${response.status} for ${topic}.`);
      }
      return { topics: topics.length };
    },
  };
}
