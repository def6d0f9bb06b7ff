// Filing a new item under its story (issue 20 §3: ≤ 20 ms p95 at 100,000 items on PostgreSQL):
// features/stories/store.ts's fileFeatures (the keys' lookup within the story window, the scoring
// of the candidates, the writes of the item's story, features and keys), each run in a transaction
// rolled back, beside a reference measured in the same run: the same transaction writing the item
// row alone. The corpus is synthetic but shaped like the news: a year of items in five languages,
// each with a MinHash signature, title words from a vocabulary, a drug, one or two companies,
// sometimes a trial, and an event; about one in three reports another item's story.
//   node --import tsx bench/story-clustering.ts [--database-url postgres://…] [--items 100000] [--runs 300]
// It empties the news and story tables first: point it at a bench database only.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/core/db/client";
import { migrateDatabase } from "../src/server/core/db/migrate";
import type { StoryFeatures } from "../src/server/core/stories/features";
import { fileFeatures, keysOf } from "../src/server/features/stories/store";
import { inRolledBackTransaction, percentile } from "./support/rolled-back";

const { values } = parseArgs({
  options: { "database-url": { type: "string" }, items: { type: "string", default: "100000" }, runs: { type: "string", default: "300" } },
});
const itemCount = Number(values.items);
const runs = Number(values.runs);
const GOAL_P95_MS = 20;

const url = values["database-url"] ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const dataDir = url ? null : mkdtempSync(path.join(tmpdir(), "bench-story-clustering-"));
const handle = await openDatabase(url ? { kind: "pg", url } : { kind: "pglite", dataDir: dataDir! });
await migrateDatabase(handle);
const db = handle.db;

// ---- a synthetic corpus --------------------------------------------------------------------------

let seed = 42;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const LANGS = ["en", "en", "zh", "ja", "ko", "de"];
const EVENTS = ["approval", "submission", "designation", "trial-start", "readout", "licensing", "partnership", "acquisition", "financing"];
const YEAR_MS = 365 * 86_400_000;
const start = Date.UTC(2026, 0, 1);

function synthetic(index: number, at: number, like?: StoryFeatures): StoryFeatures {
  const lang = pick(LANGS);
  const signature = like && random() < 0.3 ? like.signature!.map((value) => (random() < 0.85 ? value : (random() * 2 ** 32) >>> 0)) : Array.from({ length: 128 }, () => (random() * 2 ** 32) >>> 0);
  return {
    lang,
    at,
    url: `https://bench.example/${index}`,
    title: `bench title ${index} ${Math.floor(random() * 1e9)}`,
    signature,
    words: Array.from({ length: 6 }, () => `${lang}w${Math.floor(random() * 5000)}`),
    drugs: like ? like.drugs : [`drug:bd${Math.floor(random() * 3000)}`],
    codes: [],
    dollars: [],
    phases: [],
    trials: like ? like.trials : random() < 0.3 ? [`trial:nct${Math.floor(random() * 10000)}`] : [],
    trialNames: [],
    companies: like ? like.companies : [`company:bc${Math.floor(random() * 5000)}`],
    indications: [],
    regulators: [],
    events: like ? like.events : [{ type: pick(EVENTS), regulator: null, outcome: null, figures: [] }],
  };
}

const seedStarted = performance.now();
await db.execute(sql`truncate news_items, news_tag_counts, stories cascade`);
const corpus: StoryFeatures[] = [];
for (let offset = 0; offset < itemCount; offset += 2000) {
  const batch = Array.from({ length: Math.min(2000, itemCount - offset) }, (_, index) => {
    const number = offset + index;
    const at = start + Math.floor((number / itemCount) * YEAR_MS);
    const earlier = corpus.length > 10 && random() < 0.35 ? corpus[corpus.length - 1 - Math.floor(random() * 10)] : undefined;
    const features = synthetic(number, at, earlier);
    corpus.push(features);
    return { id: randomUUID(), storyId: randomUUID(), features };
  });
  await db.execute(sql`insert into stories (id) select unnest(${sql.param(batch.map((row) => row.storyId))}::uuid[])`);
  await db.execute(sql`
    insert into news_items (id, title, summary_en, summary_text, source_url, feed_at, status, entities, facets, engine, story_id)
    select id, 'Bench item', '<p>x</p>', 'x', url, at, 'published', '{}'::jsonb, '{"companies":[]}'::jsonb, 'builtin', story
    from unnest(${sql.param(batch.map((row) => row.id))}::uuid[], ${sql.param(batch.map((row) => row.features.url!))}::text[],
                ${sql.param(batch.map((row) => new Date(row.features.at).toISOString()))}::timestamptz[], ${sql.param(batch.map((row) => row.storyId))}::uuid[])
      as t(id, url, at, story)`);
  await db.execute(sql`
    insert into story_features (news_item_id, features)
    select * from unnest(${sql.param(batch.map((row) => row.id))}::uuid[], ${sql.param(batch.map((row) => JSON.stringify(row.features)))}::jsonb[])`);
  const keys = batch.flatMap((row) => keysOf(row.features).map((key) => [key, row.id, new Date(row.features.at).toISOString()] as const));
  await db.execute(sql`
    insert into story_keys (key, news_item_id, at)
    select * from unnest(${sql.param(keys.map((key) => key[0]))}::text[], ${sql.param(keys.map((key) => key[1]))}::uuid[], ${sql.param(keys.map((key) => key[2]))}::timestamptz[])`);
}
await db.execute(sql`analyze`);
const keyCount = ((await db.execute(sql`select count(*)::int as n from story_keys`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);

// ---- measure -------------------------------------------------------------------------------------

const rolledBack = (work: (tx: typeof db) => Promise<unknown>) => inRolledBackTransaction(db, work);

const insertItem = (tx: typeof db, id: string, features: StoryFeatures) =>
  tx.execute(sql`
    insert into news_items (id, title, summary_en, summary_text, source_url, feed_at, status, entities, facets, engine)
    values (${id}, 'New bench item', '<p>x</p>', 'x', ${`https://bench.example/new/${id}`}, ${new Date(features.at).toISOString()}::timestamptz, 'pending', '{}'::jsonb, '{"companies":[]}'::jsonb, 'builtin')`);

/** New items in the year's last months, a third of them reports of an earlier item's story. */
function newItem(index: number): StoryFeatures {
  const at = start + Math.floor((0.6 + 0.4 * random()) * YEAR_MS);
  const like = random() < 0.35 ? corpus[Math.floor((at - start) / YEAR_MS * itemCount) - 1 - Math.floor(random() * 20)] : undefined;
  return synthetic(itemCount + index, at, like);
}

type Figures = { p50: number; p95: number };
let joined = 0;
async function measure(label: string, work: (tx: typeof db, id: string, features: StoryFeatures) => Promise<unknown>): Promise<Figures> {
  const samples: number[] = [];
  for (let index = 0; index < runs + 20; index += 1) {
    const features = newItem(index);
    const id = randomUUID();
    const started = performance.now();
    await rolledBack(async (tx) => {
      await insertItem(tx, id, features);
      await work(tx, id, features);
    });
    if (index >= 20) samples.push(performance.now() - started);
  }
  const figures = { p50: percentile(samples, 50), p95: percentile(samples, 95) };
  console.log(`${label.padEnd(50)} p50 ${figures.p50.toFixed(2).padStart(7)} ms  p95 ${figures.p95.toFixed(2).padStart(7)} ms`);
  return figures;
}

console.log(`${handle.kind === "pg" ? "PostgreSQL" : "PGlite"}: ${itemCount} items with ${keyCount} story keys (seeded in ${seedSeconds} s); ${runs} runs each`);
const reference = await measure("reference: the item row written alone", async () => undefined);
const filing = await measure("filing: lookup, scoring, story, features, keys", async (tx, id, features) => {
  const { basis } = await fileFeatures(tx, id, features);
  if (basis) joined += 1;
});
console.log(`  (${(filing.p50 / reference.p50).toFixed(1)}× / ${(filing.p95 / reference.p95).toFixed(1)}× the reference; ${joined} of ${runs + 20} new items joined an earlier story)`);
console.log(
  `goal: p95 ≤ ${GOAL_P95_MS} ms at 100,000 items on PostgreSQL — ${handle.kind === "pg" && itemCount >= 100_000 ? (filing.p95 <= GOAL_P95_MS ? "met" : "NOT met") : "not judged (PGlite or fewer items)"}`,
);
await handle.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
