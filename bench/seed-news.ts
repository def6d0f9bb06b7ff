// Seeds a database with N published news items for the feed benchmarks.
//   node --import tsx bench/seed-news.ts --count 100000 [--database-url postgres://…] [--data-dir ./data/bench]
// Items get 3–8 tags drawn with a skewed distribution over every vocabulary label, 0–4 companies,
// and English summaries built from a pool of biotech sentences, so searches hit a realistic share.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { TAG_CATEGORIES } from "../src/shared/news/tags";
import { VOCABULARIES } from "../src/shared/news/vocabularies";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";

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

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}

// A deterministic generator, so two runs seed the same corpus.
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(42);
const handle = await openDatabase(
  values["database-url"] ? { kind: "pg", url: values["database-url"] } : { kind: "pglite", dataDir: values["data-dir"] },
);
await migrateDatabase(handle);
await handle.db.execute(sql`truncate news_items, news_tag_counts`);

const started = Date.now();
const BATCH = 1000;
for (let offset = 0; offset < count; offset += BATCH) {
  const rows = [];
  for (let index = offset; index < Math.min(count, offset + BATCH); index += 1) {
    const tagCount = 3 + Math.floor(random() * 6);
    const tags = new Map<string, string>();
    while (tags.size < tagCount) {
      // Skewed: low indexes (the first labels) are far more common, as real topics are.
      const entry = LABELS[Math.floor(LABELS.length * random() ** 2)]!;
      tags.set(entry.label, entry.category);
    }
    const companies = Array.from({ length: Math.floor(random() * 5) }, () => pick(COMPANIES, random));
    const summary = Array.from({ length: 4 }, () => pick(SENTENCES, random)).join(" ");
    const title = `${pick(COMPANIES, random)} ${pick(["announces", "reports", "secures", "completes", "expands"], random)} ${pick(["phase 3 results", "FDA approval", "licensing deal", "funding round", "acquisition"], random)} #${index}`;
    const feedAt = new Date(Date.UTC(2026, 10, 1) - index * 60_000);
    rows.push({
      title,
      summary_en: `<p>${summary}</p>`,
      summary_text: summary,
      source_url: `https://news.example/article/${index}`,
      published_at: feedAt.toISOString(),
      feed_at: feedAt.toISOString(),
      status: "published",
      tags: [...tags].map(([label, category]) => ({ label, category, score: Math.round(random() * 100) / 100 })),
      tag_labels: [...tags.keys()],
      entities: { diseases: [], targets: [], companies, regulators: [], geographies: [], modalities: [], technologies: [] },
      facets: { companies },
    });
  }
  await handle.db.execute(sql`
    insert into news_items (title, summary_en, summary_text, source_url, published_at, feed_at, status, tags, tag_labels, entities, facets, engine, model)
    select r.title, r.summary_en, r.summary_text, r.source_url, r.published_at::timestamptz, r.feed_at::timestamptz, r.status,
           r.tags, array(select jsonb_array_elements_text(r.tag_labels)), r.entities, r.facets, 'builtin', 'seed'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(title text, summary_en text, summary_text text, source_url text, published_at text, feed_at text, status text,
           tags jsonb, tag_labels jsonb, entities jsonb, facets jsonb)`);
}
await handle.db.execute(sql`
  insert into news_tag_counts (label, count)
  select label, count(*) from news_items, unnest(tag_labels) as label where status = 'published' group by label`);
await handle.db.execute(sql`analyze news_items`);
console.log(`seeded ${count} published items in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await handle.close();
