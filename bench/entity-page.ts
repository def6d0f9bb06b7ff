// An entity page's speed (issue 17 §4): the News section (GET /api/news?entity=…) and the entity
// itself (GET /api/entities/{slug}) for an entity that 1,000 published items mention, measured
// in-process on the functions those operations call (as bench/feed.ts does), each beside the
// unfiltered feed page measured in the same run, so a slow machine does not pass for a slow query.
//   node --import tsx bench/entity-page.ts [--database-url postgres://…] [--others 50000] [--runs 300]
// Without --database-url (or BENCH_DATABASE_URL / DATABASE_URL) it runs on a PGlite directory of
// its own. It empties the news and entity tables first: point it at a bench database only.
// Two entities are seeded: "spread", whose 1,000 items are spread over the whole feed (a page is
// found among the newest rows), and "old", whose 1,000 items are all older than the feed's window
// of recent rows (found through the mentions index: the slower path).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { NEWS_LIMITS } from "../src/shared/limits";
import { openDatabase } from "../src/server/core/db/client";
import { migrateDatabase } from "../src/server/core/db/migrate";
import { readEntityPage } from "../src/server/features/entities/repo";
import { listPublishedCards } from "../src/server/features/news/repo";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    others: { type: "string", default: "50000" },
    mentions: { type: "string", default: "1000" },
    runs: { type: "string", default: "300" },
  },
});
const runs = Number(values.runs);
const others = Number(values.others);
const mentions = Number(values.mentions);
const GOAL_P95_MS = 50;

const url = values["database-url"] ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const dataDir = url ? null : mkdtempSync(path.join(tmpdir(), "bench-entity-page-"));
const handle = await openDatabase(url ? { kind: "pg", url } : { kind: "pglite", dataDir: dataDir! });
await migrateDatabase(handle);
const db = handle.db;

// ---- seed --------------------------------------------------------------------------------------

const total = others + 2 * mentions;
const seedStarted = performance.now();
await db.execute(sql`truncate news_items, news_tag_counts, entities cascade`);
// Item g is g minutes older than the newest; the "spread" entity's items are every k-th of all,
// the "old" entity's are the oldest `mentions` items.
await db.execute(sql`
  insert into news_items (title, summary_en, summary_text, source_url, published_at, feed_at, status, tags, tag_labels, entities, facets, engine, model)
  select 'Bench item #' || g, '<p>Bench summary ' || g || '.</p>', 'Bench summary ' || g || '.', 'https://bench.example/entity/' || g,
         at.ts, at.ts, 'published', '[]'::jsonb, '{}'::text[],
         '{"diseases":[],"targets":[],"companies":[],"regulators":[],"geographies":[],"modalities":[],"technologies":[]}'::jsonb,
         '{"companies":[]}'::jsonb, 'builtin', 'bench'
  from generate_series(1, ${total}::int) as g
  cross join lateral (select now() - g * interval '1 minute' as ts) at`);
await db.execute(sql`
  insert into entities (key, slug, type, name) values
    ('company:spread-bio', 'company-spread-bio', 'company', 'Spread Bio'),
    ('company:old-bio', 'company-old-bio', 'company', 'Old Bio'),
    ('company:other-bio', 'company-other-bio', 'company', 'Other Bio')`);
const step = Math.floor((total - mentions) / mentions);
// Every item mentions "Other Bio" too, so the mentions table is not just the two entities'.
await db.execute(sql`
  insert into entity_mentions (news_item_id, entity_id, surface, quote, method, confidence)
  select n.id, e.id, e.name, e.name || ' said so.', 'registry', 0.9
  from (select id, row_number() over (order by feed_at desc, id desc) as rank from news_items) n
  join entities e on
    (e.slug = 'company-spread-bio' and n.rank % ${step} = 0 and n.rank <= ${step * mentions})
    or (e.slug = 'company-old-bio' and n.rank > ${total - mentions})
    or e.slug = 'company-other-bio'`);
await db.execute(sql`analyze`);
const seeded = (await db.execute(sql`
  select e.slug, count(*)::int as count from entity_mentions m join entities e on e.id = m.entity_id group by e.slug order by e.slug`)) as unknown as {
  rows: { slug: string; count: number }[];
};
const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

// ---- measure -----------------------------------------------------------------------------------

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type Figures = { p50: number; p95: number };

async function measure(run: () => Promise<unknown>): Promise<Figures> {
  for (let index = 0; index < 20; index += 1) await run();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const page = { tags: [] as string[], limit: NEWS_LIMITS.pageSize };
// The second page too: "Load more" walks on from a cursor.
async function secondPage(entity: string) {
  const first = await listPublishedCards(db, { ...page, entity });
  return listPublishedCards(db, { ...page, entity, cursor: first.next_cursor ?? undefined });
}

const reference = await measure(() => listPublishedCards(db, page));
const cases: Array<[string, () => Promise<unknown>]> = [
  ["news section, spread entity, first page", () => listPublishedCards(db, { ...page, entity: "company-spread-bio" })],
  ["news section, spread entity, two pages", () => secondPage("company-spread-bio")],
  ["news section, old entity, first page", () => listPublishedCards(db, { ...page, entity: "company-old-bio" })],
  ["entity (canonical, aliases, count, timeline)", () => readEntityPage(db, "company-spread-bio")],
];

console.log(
  `${handle.kind === "pg" ? "PostgreSQL" : "PGlite"}: ${total} published items (seeded in ${seedSeconds} s), ` +
    `mentions ${seeded.rows.map((row) => `${row.slug} ${row.count}`).join(", ")}; ${runs} runs each`,
);
const line = (label: string, figures: Figures, ratio?: Figures) =>
  console.log(
    `${label.padEnd(46)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms` +
      (ratio ? `  (${(figures.p50 / ratio.p50).toFixed(2)}× / ${(figures.p95 / ratio.p95).toFixed(2)}× the feed page)` : ""),
  );
line("reference: unfiltered feed page of 20", reference);
let worstNews = 0;
for (const [label, run] of cases) {
  const figures = await measure(run);
  line(label, figures, reference);
  if (label.startsWith("news section")) worstNews = Math.max(worstNews, figures.p95);
}
const onPostgres = handle.kind === "pg";
console.log(
  `goal: news section p95 ≤ ${GOAL_P95_MS} ms on PostgreSQL — ${onPostgres ? (worstNews <= GOAL_P95_MS ? "met" : "NOT met") : "not judged (this run is on PGlite)"} ` +
    `(worst news-section p95 ${worstNews.toFixed(2)} ms)`,
);

await handle.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
