// Seeds a database with N published news items for the feed and load benchmarks. It empties the
// news tables first (and, through their foreign keys, the comments): point it at a bench database only.
//   node --import tsx bench/seed-news.ts --count 100000 [--database-url postgres://…] [--data-dir ./data/bench]
// Items get 3–8 tags drawn with a skewed distribution over every vocabulary label, 0–4 companies,
// and English summaries built from a pool of biotech sentences, so searches hit a realistic share.
// The rows are made by the database itself (generate_series, one statement per 100,000 rows, the
// secondary indexes built once at the end), so 1,000,000 items take minutes, not hours; the search
// vector is the table's generated column and tag_labels is the labels of the tags, as the API writes them.
import { parseArgs } from "node:util";
import type pg from "pg";
import { TAG_CATEGORIES } from "../src/shared/news/tags";
import { VOCABULARIES } from "../src/shared/news/vocabularies";
import { openDatabase } from "../src/server/core/db/client";
import { migrateDatabase } from "../src/server/core/db/migrate";
import { bumpFeedVersion } from "../src/server/core/db/feed-version";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    "database-url": { type: "string" },
    "data-dir": { type: "string", default: "./data/bench" },
  },
});
const count = Number(values.count);

const LABELS = TAG_CATEGORIES.flatMap((category) => VOCABULARIES[category].map((entry) => ({ label: entry.label, category })));
const COMPANIES = ["Pfizer", "Roche", "Novartis", "AstraZeneca", "Merck", "BeiGene", "Jiangsu Hengrui Medicine", "Takeda", "Daiichi Sankyo", "Samsung Biologics", "Celltrion", "BioNTech", "Moderna", "Amgen", "Gilead", "Regeneron", "Vertex", "Eli Lilly", "Novo Nordisk", "Sanofi"];
const VERBS = ["announces", "reports", "secures", "completes", "expands"];
const OBJECTS = ["phase 3 results", "FDA approval", "licensing deal", "funding round", "acquisition"];
const SENTENCES = [
  "The company reported positive topline results from its pivotal study in patients with advanced disease.",
  "Regulators granted priority review to the antibody, with a decision expected early next year.",
  "The licensing deal includes an upfront payment and milestones tied to clinical and commercial progress.",
  "Analysts expect the therapy to compete in a crowded market for first-line treatment.",
  "The biotech raised new funding to advance its cell therapy platform into the clinic.",
  "Safety findings were consistent with earlier trials, and no new signals were observed.",
  "The acquisition expands the buyer's pipeline in immunology and rare diseases.",
  "Enrollment in the phase 2 trial completed ahead of schedule across sites in Asia and Europe.",
  "The small molecule inhibitor showed durable responses in a subgroup with the targeted mutation.",
  "Manufacturing capacity for the biologic will be expanded at a new facility.",
];
const CHUNK = 100_000;

// Every random() below is in a LATERAL subquery that names the row (g.i), so it is drawn again
// for each row; setseed() at the start makes two runs seed the same corpus.
const INSERT_CHUNK = `
  insert into news_items (title, summary_en, summary_text, source_url, published_at, feed_at, status, tags, tag_labels, entities, facets, engine, model)
  select title.text, '<p>' || summary.text || '</p>', summary.text, 'https://news.example/article/' || g.i, at.ts, at.ts, 'published',
         tagged.tags, tagged.labels,
         jsonb_build_object('diseases', '[]'::jsonb, 'targets', '[]'::jsonb, 'companies', companies.list, 'regulators', '[]'::jsonb,
                            'geographies', '[]'::jsonb, 'modalities', '[]'::jsonb, 'technologies', '[]'::jsonb),
         jsonb_build_object('companies', companies.list), 'builtin', 'seed'
  from generate_series($1::int, $2::int) as g(i)
  cross join lateral (select timestamptz '2026-11-01 00:00:00+00' - g.i * interval '1 minute' as ts) at
  cross join lateral (
    select ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int + g.i * 0] || ' ' ||
           ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int] || ' ' ||
           ($7::text[])[1 + floor(random() * cardinality($7::text[]))::int] || ' #' || g.i as text
  ) title
  cross join lateral (
    select string_agg(($8::text[])[1 + floor(random() * cardinality($8::text[]))::int], ' ' order by k) as text
    from generate_series(1, 4 + g.i * 0) as k
  ) summary
  cross join lateral (
    select coalesce(jsonb_agg(($5::text[])[1 + floor(random() * cardinality($5::text[]))::int]), '[]'::jsonb) as list
    from generate_series(1, floor(random() * 5)::int + g.i * 0)
  ) companies
  cross join lateral (
    select array_agg(label order by ord) as labels,
           jsonb_agg(jsonb_build_object('label', label, 'category', category, 'score', round(random()::numeric, 2)) order by ord) as tags
    from (
      -- 3 to 8 different labels, the first ones of 32 skewed draws: low indexes (the first
      -- labels) are far more common, as real topics are.
      select ord, label, category
      from (
        select distinct on (pick) ord, ($3::text[])[pick] as label, ($4::text[])[pick] as category
        from (
          select k as ord, 1 + floor(cardinality($3::text[]) * random() ^ 2)::int as pick
          from generate_series(1, 32 + g.i * 0) as k
        ) picks
        order by pick, ord
      ) distinct_picks
      order by ord
      limit 3 + floor(random() * 6)::int
    ) chosen
  ) tagged`;

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const handle = await openDatabase(
  values["database-url"] ? { kind: "pg", url: values["database-url"] } : { kind: "pglite", dataDir: values["data-dir"] },
);
await migrateDatabase(handle);
// One session for everything: setseed() and the index settings hold per session.
let session: pg.PoolClient | null = null;
let query: Query;
if (handle.kind === "pg") {
  session = await handle.pool.connect();
  query = (text, params) => session!.query(text, params);
} else {
  const client = handle.client;
  query = (text, params) => client.query(text, params);
}

const started = Date.now();
await query("truncate news_items, news_tag_counts cascade");
const { rows: indexes } = await query(
  `select indexname, indexdef from pg_indexes
   where schemaname = 'public' and tablename = 'news_items' and indexname not in ('news_items_pkey', 'news_items_source_url_unique')`,
);
for (const index of indexes) await query(`drop index "${String(index.indexname)}"`);
await query("select setseed(0.42)");
const params = [
  LABELS.map((entry) => entry.label),
  LABELS.map((entry) => entry.category),
  COMPANIES,
  VERBS,
  OBJECTS,
  SENTENCES,
];
for (let from = 0; from < count; from += CHUNK) {
  const to = Math.min(count, from + CHUNK) - 1;
  await query(INSERT_CHUNK, [from, to, ...params]);
  console.log(`  ${to + 1} rows (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
if (handle.kind === "pg") await query("set maintenance_work_mem = '512MB'");
for (const index of indexes) await query(String(index.indexdef));
await query(`
  insert into news_tag_counts (label, count)
  select label, count(*) from news_items, unnest(tag_labels) as label where status = 'published' group by label`);
await query("analyze news_items");
await query("analyze news_tag_counts");
session?.release();
// The feed cache follows changes made through the API; this run is one, so running servers see it.
await bumpFeedVersion(handle.db);
console.log(`seeded ${count} published items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await handle.close();
