// Publish-time matching of saved searches (issue 19 §2): when an item is published, the one query
// of features/alerts/matching.ts finds every saved search it matches among 10,000 (the reverse
// search over stored, compiled queries). Measured in-process on that function, each run in a
// transaction rolled back so every run does the whole work, beside a reference measured in the
// same run: the same transaction reading the item by its key (what any publish pays anyway).
//   node --import tsx bench/alert-matching.ts [--database-url postgres://…] [--searches 10000] [--items 200] [--runs 400]
// Without --database-url (or BENCH_DATABASE_URL / DATABASE_URL) it runs on a PGlite directory of
// its own. It empties the news, entity, account and saved-search tables first: point it at a bench database only.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/core/db/client";
import { migrateDatabase } from "../src/server/core/db/migrate";
import { matchPublishedItem } from "../src/server/features/alerts/matching";
import { inRolledBackTransaction, percentile } from "./support/rolled-back";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    searches: { type: "string", default: "10000" },
    items: { type: "string", default: "200" },
    runs: { type: "string", default: "400" },
  },
});
const searchCount = Number(values.searches);
const itemCount = Number(values.items);
const runs = Number(values.runs);
const GOAL_P95_MS = 50;

const url = values["database-url"] ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const dataDir = url ? null : mkdtempSync(path.join(tmpdir(), "bench-alert-matching-"));
const handle = await openDatabase(url ? { kind: "pg", url } : { kind: "pglite", dataDir: dataDir! });
await migrateDatabase(handle);
const db = handle.db;

// ---- seed --------------------------------------------------------------------------------------
// A vocabulary of 5,000 words, 200 tags, 2,000 entities and 11 event types. Searches: 40 % one to
// three words, 10 % Chinese text, 20 % one or two tags, 20 % an entity, 10 % an event with a tag.
// Items: 40 words, 3 tags, 5 entity mentions and an event each, drawn from the same pools, so a
// publication matches a realistic few dozen searches rather than none or all.

const seedStarted = performance.now();
await db.execute(sql`truncate news_items, news_tag_counts, entities, saved_searches, "user" cascade`);
await db.execute(sql`
  insert into "user" (id, name, email, email_verified)
  select 'bench-user-' || g, 'Bench ' || g, 'bench' || g || '@bench.example', true from generate_series(1, 1000) g`);
await db.execute(sql`
  insert into entities (key, slug, type, name)
  select 'company:bench-' || g, 'company-bench-' || g, 'company', 'Bench ' || g from generate_series(1, 2000) g`);
const events = ["approval", "submission", "filing-acceptance", "designation", "complete-response-letter", "trial-start", "readout", "licensing", "partnership", "acquisition", "financing"];
await db.execute(sql`
  insert into news_items (title, summary_en, summary_text, source_url, published_at, feed_at, status, tags, tag_labels, event_types, entities, facets, engine, model)
  select 'Bench item ' || g, '<p>x</p>',
         (select string_agg('w' || lpad(((g * 13 + k * 37) % 5000)::text, 4, '0'), ' ') from generate_series(1, 40) k) || ' 辉瑞 药业' || lpad((g % 500)::text, 3, '0'),
         'https://bench.example/alert/' || g, now(), now() - g * interval '1 minute', 'published', '[]'::jsonb,
         array['tag' || (g % 200), 'tag' || ((g + 7) % 200), 'tag' || ((g + 19) % 200)],
         array[(${sql.param(events)}::text[])[1 + g % 11]],
         '{"diseases":[],"targets":[],"companies":[],"regulators":[],"geographies":[],"modalities":[],"technologies":[]}'::jsonb,
         '{"companies":[]}'::jsonb, 'builtin', 'bench'
  from generate_series(1, ${itemCount}::int) g`);
await db.execute(sql`
  insert into entity_mentions (news_item_id, entity_id, surface, quote, method, confidence)
  select n.id, e.id, e.name, e.name, 'registry', 0.9
  from (select id, row_number() over (order by id) as rank from news_items) n
  cross join generate_series(1, 5) k
  join entities e on e.slug = 'company-bench-' || (1 + (n.rank * 31 + k * 397) % 2000)
  on conflict do nothing`);
await db.execute(sql`
  insert into saved_searches (user_id, name, q, tag_labels, entity_id, event_type, words, pattern, frequency, feed_nonce)
  select 'bench-user-' || (1 + g % 1000), 'Search ' || g,
         s.q, s.tags, s.entity_id, s.event, case when s.words is null then null else to_tsquery('simple', s.words) end, s.pattern,
         (array['instant', 'daily', 'weekly', 'off'])[1 + g % 4], 'nonce'
  from generate_series(1, ${searchCount}::int) g
  cross join lateral (
    select
      case when g % 10 < 4 then 'w' || lpad((g % 5000)::text, 4, '0') when g % 10 = 4 then '药业' || lpad((g % 500)::text, 3, '0') end as q,
      case when g % 10 < 3 then 'w' || lpad((g % 5000)::text, 4, '0') || ':*' || case when g % 3 = 0 then ' & w' || lpad(((g * 7) % 5000)::text, 4, '0') || ':*' else '' end
           when g % 10 = 3 then 'w' || lpad((g % 5000)::text, 4, '0') || ':* & w' || lpad(((g * 11) % 5000)::text, 4, '0') || ':*' end as words,
      case when g % 10 = 4 then '%药业' || lpad((g % 500)::text, 3, '0') || '%' end as pattern,
      case when g % 10 in (5, 6) then array['tag' || (g % 200)] || case when g % 10 = 6 then array['tag' || ((g + 7) % 200)] else '{}'::text[] end
           when g % 10 = 9 then array['tag' || (g % 200)] else '{}'::text[] end as tags,
      case when g % 10 in (7, 8) then (select id from entities where slug = 'company-bench-' || (1 + g % 2000)) end as entity_id,
      case when g % 10 = 9 then (${sql.param(events)}::text[])[1 + g % 11] end as event
  ) s`);
await db.execute(sql`analyze`);
const itemIds = ((await db.execute(sql`select id from news_items order by id`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

// ---- measure -----------------------------------------------------------------------------------

const inRolledBack = <T>(work: (tx: typeof db) => Promise<T>) => inRolledBackTransaction(db, work);

type Figures = { p50: number; p95: number };

async function measure(run: (itemId: string) => Promise<unknown>): Promise<Figures> {
  for (let index = 0; index < 20; index += 1) await run(itemIds[index % itemIds.length]!);
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await run(itemIds[index % itemIds.length]!);
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const matchedCounts: number[] = [];
const reference = await measure((id) => inRolledBack((tx) => tx.execute(sql`select id, tag_labels from news_items where id = ${id}`)));
const matching = await measure((id) =>
  inRolledBack(async (tx) => {
    const matched = await matchPublishedItem(tx, id);
    matchedCounts.push(matched.length);
    return matched;
  }),
);

const mean = matchedCounts.reduce((sum, count) => sum + count, 0) / matchedCounts.length;
console.log(
  `${handle.kind === "pg" ? "PostgreSQL" : "PGlite"}: ${searchCount} saved searches, ${itemCount} items (seeded in ${seedSeconds} s); ${runs} runs each; ` +
    `each publication matched ${Math.min(...matchedCounts)}–${Math.max(...matchedCounts)} searches (mean ${mean.toFixed(1)})`,
);
const line = (label: string, figures: Figures, ratio?: Figures) =>
  console.log(
    `${label.padEnd(52)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms` +
      (ratio ? `  (${(figures.p50 / ratio.p50).toFixed(1)}× / ${(figures.p95 / ratio.p95).toFixed(1)}× the reference)` : ""),
  );
line("reference: the item read by key in a transaction", reference);
line("matching: every saved search the item matches", matching, reference);
console.log(
  `goal: p95 ≤ ${GOAL_P95_MS} ms on PostgreSQL — ${handle.kind === "pg" ? (matching.p95 <= GOAL_P95_MS ? "met" : "NOT met") : "not judged (this run is on PGlite)"}`,
);

await handle.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
