// Feed latency on a seeded corpus (bench/seed-news.ts), measured in-process on the query functions
// the API uses, so the figure is the database's and the server's work without network.
//   node --import tsx bench/feed.ts [--database-url postgres://…] [--data-dir ./data/bench] [--runs 400]
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { NEWS_LIMITS } from "../src/shared/limits";
import { openDatabase } from "../src/server/core/db/client";
import { newsItems } from "../src/server/core/db/schema";
import { listPublishedCards, listTopTopics, toNewsItem } from "../src/server/features/news/repo";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string", default: "./data/bench" },
    runs: { type: "string", default: "400" },
  },
});
const runs = Number(values.runs);

const TERMS = [
  "pfizer", "roche", "novartis", "astrazeneca", "merck", "beigene", "takeda", "moderna", "amgen", "gilead",
  "regeneron", "vertex", "lilly", "sanofi", "celltrion", "biontech", "topline", "pivotal", "priority", "review",
  "licensing", "upfront", "milestones", "funding", "cell therapy", "safety", "acquisition", "pipeline", "immunology",
  "enrollment", "phase", "inhibitor", "mutation", "manufacturing", "biologic", "facility", "antibody", "approval",
  "results", "deal", "market", "clinic",
];

const handle = await openDatabase(
  values["database-url"] ? { kind: "pg", url: values["database-url"] } : { kind: "pglite", dataDir: values["data-dir"] },
);
const db = handle.db;
const counted = (await db.execute(sql`select count(*)::int as total from news_items where status = 'published'`)) as unknown as {
  rows: { total: number }[];
};
const total = counted.rows[0]?.total ?? 0;
const topics = await listTopTopics(db, NEWS_LIMITS.topicChips);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(label: string, run: (index: number) => Promise<unknown>): Promise<void> {
  for (let index = 0; index < 20; index += 1) await run(index);
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(index);
    samples.push(performance.now() - started);
  }
  console.log(
    `${label.padEnd(44)} p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms  p99 ${percentile(samples, 99).toFixed(2)} ms`,
  );
}

console.log(`${handle.kind === "pg" ? "PostgreSQL" : "PGlite"}, ${total} published items, ${runs} runs each`);
await measure("page of 20, one tag", (index) =>
  listPublishedCards(db, { tags: [topics[index % topics.length]!.label], limit: 20 }),
);
await measure(`page of 20, one tag + search (${TERMS.length} terms)`, (index) =>
  listPublishedCards(db, { tags: [topics[index % topics.length]!.label], q: TERMS[index % TERMS.length], limit: 20 }),
);
await measure("page of 20, search only", (index) => listPublishedCards(db, { tags: [], q: TERMS[index % TERMS.length], limit: 20 }));
await measure("top-20 topic counts", () => listTopTopics(db, NEWS_LIMITS.topicChips));

const home = JSON.stringify(await listPublishedCards(db, { tags: [], limit: NEWS_LIMITS.homeItems }));
const homeTopics = JSON.stringify({ topics });
console.log(`home page data: ${((home.length + homeTopics.length) / 1024).toFixed(1)} KB (6 cards ${home.length} B + topics ${homeTopics.length} B)`);

const everything = await db.select().from(newsItems).where(eq(newsItems.status, "published")).limit(10_000);
const allBytes = JSON.stringify(everything.map(toNewsItem)).length;
console.log(
  `every published row (${everything.length} items, the described product's approach): ${(allBytes / 1024 / 1024).toFixed(1)} MB, ` +
    `${Math.round(allBytes / (home.length + homeTopics.length))}× the home page's data`,
);
await handle.close();
