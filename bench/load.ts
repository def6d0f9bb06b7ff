// Load on the production server over real HTTP (issue 7 §1, issue 18 §1). Client, server and
// PostgreSQL share the machine; the report says how much CPU each took. Every run also measures a
// bare Hono route (bench/bare-hono.ts) with the same client settings, and gives each product route
// as a ratio to it: the framework's own limit on this machine, now.
//   npm run build
//   node --import tsx bench/load.ts --mode overhead                      (the embedded database, seeded here)
//   node --import tsx bench/load.ts --mode overhead --database-url postgres://…/bioagent_load
//   node --import tsx bench/seed-news.ts --count 100000 --database-url postgres://…/bioagent_load
//   node --import tsx bench/load.ts --mode feed  --database-url postgres://…/bioagent_load
//   node --import tsx bench/load.ts --mode mixed --database-url postgres://…/bioagent_load
//   node --import tsx bench/load.ts --mode mixed --connections 100 --items 20000   (embedded)
//   node --import tsx bench/seed-news.ts --count 1000000 --database-url postgres://…/bioagent_load_1m
//   node --import tsx bench/load.ts --mode search --database-url postgres://…/bioagent_load_1m
// Options: --port (3901; the bare route uses the next port), --duration (seconds per phase: feed 20,
// search 30, mixed 60, overhead 10), --warmup (5), --items (overhead on the embedded database: 2,000),
// --connections (mixed: 200), --workers (mixed: worker counts to compare in one run, e.g. 1,2;
// WEB_CONCURRENCY of each server; PostgreSQL only), --before DIR (mixed: first the server of another
// checkout, e.g. `git worktree add /tmp/before <commit>`, built there, started from its sources),
// --accept-encoding ("gzip, deflate, br", as browsers send),
// --profile DIR (a CPU profile of the server, for finding what limits it).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../src/server/core/db/client";
import { seedAccounts, signInAccounts } from "./seed-accounts";
import { cpuMeter, loadAverage, requireBuild, startServerProcess, treeRssMb, type ServerProcess } from "./server-process";

// ---- autocannon (no type declarations ship with it) --------------------------------------------

type CannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type CannonOptions = {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  headers?: Record<string, string>;
  requests?: Array<{ setupRequest?: (request: CannonRequest) => CannonRequest }>;
};
type CannonResult = { errors: number; timeouts: number; requests: { total: number } };
type CannonRun = PromiseLike<CannonResult> & {
  on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: CannonOptions) => CannonRun;

// ---- options -------------------------------------------------------------------------------------

const { values } = parseArgs({
  options: {
    mode: { type: "string", default: "feed" },
    "database-url": { type: "string" },
    port: { type: "string", default: "3901" },
    duration: { type: "string" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string" },
    "accept-encoding": { type: "string", default: "gzip, deflate, br" },
    profile: { type: "string" },
    items: { type: "string", default: "2000" },
    workers: { type: "string", default: "1" },
    before: { type: "string" },
  },
});
const mode = values.mode as "feed" | "search" | "mixed" | "overhead";
if (!["feed", "search", "mixed", "overhead"].includes(mode)) throw new Error("--mode is feed, search, mixed or overhead");
const databaseUrl = values["database-url"];
const duration = Number(values.duration ?? { feed: 20, search: 30, mixed: 60, overhead: 10 }[mode]);
const warmup = Number(values.warmup);

// Browsers ask for compressed answers; so do these requests (--accept-encoding identity: not).
const BROWSER = { "accept-encoding": values["accept-encoding"] };

/**
 * 48 search words from the corpus's titles and summaries, from common (a third of all items) to
 * rare (item numbers: a handful of items each), so the figure covers every plan the database picks.
 */
const SEARCH_TERMS = [
  "pfizer", "roche", "novartis", "astrazeneca", "merck", "beigene", "hengrui", "takeda", "daiichi", "samsung",
  "celltrion", "biontech", "moderna", "amgen", "gilead", "regeneron", "vertex", "lilly", "nordisk", "sanofi",
  "announces", "secures", "completes", "fda approval", "licensing deal", "funding round", "acquisition", "phase 3 results",
  "topline", "pivotal", "priority review", "upfront", "milestones", "cell therapy", "safety", "immunology", "enrollment",
  "inhibitor", "mutation", "manufacturing", "biologic", "crowded market",
  "424242", "77777", "31337", "2718", "99999", "123456",
];

// ---- measuring -----------------------------------------------------------------------------------

type Operation = {
  name: string;
  connections: number;
  /** The next request of this operation (path; method, headers and body when not a plain GET). */
  next: () => CannonRequest;
  /** The status every answer should have; default any 2xx. */
  expectStatus?: number;
};

type Figures = {
  name: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<number, number>;
};

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs the operations together for `seconds`; each has its own connections and its own figures. */
async function runTogether(url: string, operations: Operation[], seconds: number): Promise<Figures[]> {
  const runs = operations.map((operation) => {
    const samples: number[] = [];
    const statuses: Record<number, number> = {};
    const run = autocannon({
      url,
      connections: operation.connections,
      duration: seconds,
      timeout: 10,
      headers: BROWSER,
      requests: [
        {
          setupRequest: (request) => {
            const next = operation.next();
            return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
          },
        },
      ],
    });
    run.on("response", (_client, status, _bytes, ms) => {
      samples.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    return { operation, samples, statuses, done: Promise.resolve(run) };
  });
  const figures: Figures[] = [];
  for (const { operation, samples, statuses, done } of runs) {
    const result = await done;
    const sorted = Float64Array.from(samples).sort();
    const isExpected = (status: number) => (operation.expectStatus ? status === operation.expectStatus : status >= 200 && status < 300);
    const failed = Object.entries(statuses)
      .filter(([status]) => !isExpected(Number(status)))
      .reduce((sum, [, count]) => sum + count, 0);
    figures.push({
      name: operation.name,
      connections: operation.connections,
      requests: samples.length,
      perSecond: samples.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      errors: result.errors + failed,
      statuses,
    });
  }
  return figures;
}

function printFigures(figures: Figures[]): void {
  const rows = figures.map((figure) => [
    figure.name,
    String(figure.connections),
    String(figure.requests),
    figure.perSecond.toFixed(0),
    figure.p50.toFixed(1),
    figure.p95.toFixed(1),
    figure.p99.toFixed(1),
    figure.max.toFixed(1),
    String(figure.errors),
    Object.entries(figure.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(" "),
  ]);
  const header = ["operation", "conns", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors", "statuses"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

/** Measures a phase: warm-up (discarded), then the figures with the CPU each part used. */
async function phase(server: Pick<ServerProcess, "url" | "pid">, title: string, operations: Operation[], seconds = duration) {
  if (warmup > 0) await runTogether(server.url, operations, warmup);
  const loadBefore = loadAverage();
  const meter = cpuMeter(server.pid);
  const figures = await runTogether(server.url, operations, seconds);
  const cpu = meter();
  console.log(`\n## ${title} (${seconds} s; load average before ${loadBefore}, after ${loadAverage()})`);
  printFigures(figures);
  console.log(
    `CPU in cores: server ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, load client ${cpu.client.toFixed(2)}; ` +
      `machine ${(cpu.machineBusy * 100).toFixed(0)} % busy (2 cores = 100 %), ${(cpu.steal * 100).toFixed(1)} % stolen by the hypervisor`,
  );
  return figures;
}

// ---- the framework's own limit -------------------------------------------------------------------

type BareServer = { url: string; pid: number; stop: () => Promise<void> };

/** bench/bare-hono.ts in a process of its own, started as the product is (node --import tsx). */
async function startBareHono(port: number): Promise<BareServer> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-hono.ts", String(port)], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 30_000; ; ) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the bare Hono server on port ${port} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { url, pid: child.pid!, stop: async () => { child.kill("SIGTERM"); await exited; } };
}

const BARE: Operation = { name: "bare Hono GET / (the framework's limit)", connections: 50, next: () => ({ path: "/" }) };

// ---- the corpus ----------------------------------------------------------------------------------

/** The embedded database of an overhead run: a folder of its own, seeded with --items published items. */
async function seedEmbedded(dataDir: string): Promise<void> {
  const seeding = spawn(process.execPath, ["--import", "tsx", "bench/seed-news.ts", "--count", values.items!, "--data-dir", dataDir], { stdio: "inherit" });
  const code = await new Promise<number | null>((resolve) => seeding.once("exit", resolve));
  if (code !== 0) throw new Error("seeding the embedded database failed");
}

/** Runs one query on the benchmark's database (the embedded one only while no server holds it). */
async function queryDatabase<Row>(text: string): Promise<Row[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const handle = await openDatabase({ kind: "pglite", dataDir: dataDir! });
  try {
    if (handle.kind !== "pglite") throw new Error("unreachable: a data folder opens the embedded database");
    return (await handle.client.query<Row>(text)).rows;
  } finally {
    await handle.close();
  }
}

async function corpus(): Promise<{ published: number; ids: string[] }> {
  const published = (await queryDatabase<{ n: number }>("select count(*)::int as n from news_items where status = 'published'"))[0]!.n;
  // A 1% sample of a large table; all of a small one (the embedded database's --items).
  const sample = published > 50_000 ? "tablesample system (1)" : "";
  const ids = (await queryDatabase<{ id: string }>(`select id from news_items ${sample} where status = 'published' limit 2000`)).map((row) => row.id);
  return { published, ids };
}

const storedComments = async () => (await queryDatabase<{ n: number }>("select count(*)::int as n from comments where content like 'Load comment %'"))[0]!.n;

function rotate<T>(list: readonly T[]): () => T {
  let index = 0;
  return () => list[index++ % list.length]!;
}

function randomOf<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

// ---- main ----------------------------------------------------------------------------------------

requireBuild();
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), "bioagent-load-"));
if (dataDir) await seedEmbedded(dataDir);
const { published, ids } = await corpus();
console.log(`# load: ${mode}, ${published} published items, ${databaseUrl ? "PostgreSQL" : "the embedded database"}, production build, load average ${loadAverage()}`);
if (published === 0) throw new Error("No published items: seed first (bench/seed-news.ts).");
const bare = await startBareHono(Number(values.port) + 1);

let accounts: string[] = [];
const accountCount = mode === "mixed" ? 40 : 0;
const seeded = accountCount ? await seedAccounts({ databaseUrl, dataDir }, accountCount) : [];
const logFile = `/tmp/bioagent-load-${values.port}.log`;
const workerCounts = values.workers!.split(",").map(Number);
/** The servers a mixed run compares, one after the other under the same load: --before first. */
type Setup = { label: string; workers: number; checkout?: string };
const setups: Setup[] = [
  ...(values.before ? [{ label: `before (${values.before}, from its sources)`, workers: 1, checkout: values.before }] : []),
  ...workerCounts.map((workers) => ({ label: `${workers} worker${workers === 1 ? "" : "s"}`, workers })),
];
const startServer = (setup: Setup) =>
  startServerProcess({
    port: Number(values.port),
    databaseUrl,
    dataDir,
    logFile,
    env: { TRUST_PROXY: "true", WEB_CONCURRENCY: String(setup.workers) },
    profileDir: values.profile,
    checkout: setup.checkout,
  });
let server = await startServer(setups[0]!);
console.log(`server pid ${server.pid} at ${server.url} (log: ${logFile})`);
try {
  if (seeded.length) accounts = await signInAccounts(server.url, seeded);
  const topics = ((await (await fetch(`${server.url}/api/news/topics`)).json()) as { topics: { label: string }[] }).topics.map((topic) => topic.label);
  const nextTag = rotate(topics);
  const nextTerm = rotate(SEARCH_TERMS);
  let nonce = 0;

  if (mode === "overhead") {
    // Each product route beside the bare route, measured before and after them (the ratio takes
    // their mean, so that a machine that slows down meanwhile does not flatter or blame a route).
    const routes: { operation: Operation; goal: number }[] = [
      {
        operation: { name: "GET /api/news?tag= (cached anonymous feed page)", connections: 50, next: () => ({ path: `/api/news?tag=${encodeURIComponent(topics[0]!)}` }) },
        goal: 0.5,
      },
      { operation: { name: "GET /api/health", connections: 50, next: () => ({ path: "/api/health" }) }, goal: 0.5 },
      { operation: { name: "GET /api/no-such-route (404)", connections: 50, next: () => ({ path: "/api/no-such-route" }), expectStatus: 404 }, goal: 0.7 },
    ];
    const [before] = await phase(bare, "bare Hono route, before", [BARE]);
    const measured = [];
    for (const route of routes) measured.push({ ...route, figures: (await phase(server, route.operation.name, [route.operation]))[0]! });
    const [after] = await phase(bare, "bare Hono route, after", [BARE]);
    const reference = (before!.perSecond + after!.perSecond) / 2;
    console.log(`
## per-request overhead: each route as a ratio to the bare Hono route (${reference.toFixed(0)} req/s, the mean of ${before!.perSecond.toFixed(0)} before and ${after!.perSecond.toFixed(0)} after)`);
    for (const { operation, goal, figures } of measured) {
      const ratio = figures.perSecond / reference;
      console.log(`${operation.name}: ${figures.perSecond.toFixed(0)} req/s, p99 ${figures.p99.toFixed(1)} ms, ${ratio.toFixed(2)}× (goal ≥ ${goal}×: ${ratio >= goal ? "met" : "NOT met"})`);
    }
  }

  if (mode === "feed") {
    const health: Operation = { name: "GET /api/health (trivial route)", connections: 50, next: () => ({ path: "/api/health" }) };
    const feed: Operation = {
      name: "GET /api/news?tag= (feed page, 20 items)",
      connections: 50,
      next: () => ({ path: `/api/news?tag=${encodeURIComponent(nextTag())}` }),
    };
    const uncached: Operation = {
      ...feed,
      name: "the same, every request unique (no cache)",
      next: () => ({ path: `/api/news?tag=${encodeURIComponent(nextTag())}&_=${nonce++}` }),
    };
    const unknown: Operation = {
      name: "GET /api/no-such-route (404, no database)",
      connections: 50,
      next: () => ({ path: "/api/no-such-route" }),
      expectStatus: 404,
    };
    const [trivial] = await phase(server, "trivial route", [health]);
    const [page] = await phase(server, "feed page, one tag filter, 20 items", [feed]);
    const [fresh] = await phase(server, "feed page without the cache", [uncached]);
    const [ceiling] = await phase(server, "no-database route", [unknown]);
    console.log(
      `\nfeed ${page!.perSecond.toFixed(0)} req/s, p99 ${page!.p99.toFixed(1)} ms (target ≥ 5,000 req/s, p99 ≤ 20 ms): ` +
        `${(page!.perSecond / trivial!.perSecond).toFixed(2)} × /api/health, ${(page!.perSecond / ceiling!.perSecond).toFixed(2)} × the 404 route; ` +
        `without the cache ${fresh!.perSecond.toFixed(0)} req/s, p99 ${fresh!.p99.toFixed(1)} ms`,
    );
  }

  if (mode === "search") {
    const search = (connections: number, cached: boolean): Operation => ({
      name: `GET /api/news?q= (${SEARCH_TERMS.length} terms)${cached ? ", cached" : ", no cache"}`,
      connections,
      next: () => ({ path: `/api/news?q=${encodeURIComponent(nextTerm())}${cached ? "" : `&_=${nonce++}`}` }),
    });
    const [single] = await phase(server, "search, one connection, no cache", [search(1, false)]);
    const [loaded] = await phase(server, "search, 10 connections, no cache", [search(10, false)]);
    await phase(server, "search, 10 connections, cached", [search(10, true)]);
    console.log(
      `\nsearch over ${published} items, no cache: p95 ${single!.p95.toFixed(1)} ms at 1 connection, ${loaded!.p95.toFixed(1)} ms at 10 (target p95 ≤ 50 ms)`,
    );
  }

  if (mode === "mixed") {
    const total = Number(values.connections ?? 200);
    const share = (part: number) => Math.max(1, Math.round((total * part) / 200));
    // Half the accounts comment, the other half read their profiles, each request as the next account.
    const nextCommenter = rotate(accounts.slice(0, accounts.length / 2));
    const nextReader = rotate(accounts.slice(accounts.length / 2));
    let comment = 0;
    const operations: Operation[] = [
      { name: "feed page with tag filter", connections: share(60), next: () => ({ path: `/api/news?tag=${encodeURIComponent(randomOf(topics))}` }) },
      {
        name: "feed search (+ tag every 3rd)",
        connections: share(30),
        next: () => ({
          path: `/api/news?q=${encodeURIComponent(nextTerm())}${nonce++ % 3 === 0 ? `&tag=${encodeURIComponent(randomOf(topics))}` : ""}`,
        }),
      },
      { name: "detail page /news/{id} (HTML + item)", connections: share(25), next: () => ({ path: `/news/${randomOf(ids)}` }) },
      { name: "detail GET /api/news/{id}", connections: share(25), next: () => ({ path: `/api/news/${randomOf(ids)}` }) },
      { name: "topic counts", connections: share(20), next: () => ({ path: "/api/news/topics" }) },
      {
        name: "comment post (signed in)",
        connections: share(20),
        next: () => ({
          method: "POST",
          path: `/api/news/${randomOf(ids)}/comments`,
          headers: { "content-type": "application/json", origin: server.url, cookie: nextCommenter() },
          body: JSON.stringify({ content: `Load comment ${comment++}: the data look convincing.` }),
        }),
      },
      {
        name: "profile read (signed in)",
        connections: share(20),
        next: () => ({ path: "/api/profile", headers: { cookie: nextReader() } }),
      },
    ];
    const connections = operations.reduce((sum, op) => sum + op.connections, 0);
    const runs: { label: string; perSecond: number; errors: number; readP99: number; rssAfterStart: number; rssPeak: number }[] = [];
    for (const [index, setup] of setups.entries()) {
      if (index > 0) {
        await server.stop();
        server = await startServer(setup);
      }
      const rssAfterStart = treeRssMb(server.pid);
      let rssPeak = rssAfterStart;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRssMb(server.pid))), 500);
      const figures = await phase(server, `mixed load, ${connections} connections, ${setup.label}`, operations);
      clearInterval(sampler);
      const posted = figures.find((figure) => figure.name.startsWith("comment"))!.statuses[201] ?? 0;
      // The embedded database is the server's alone: counted once the server has stopped.
      if (dataDir) await server.stop();
      const stored = await storedComments();
      const errors = figures.reduce((sum, figure) => sum + figure.errors, 0);
      const reads = figures.filter((figure) => !figure.name.startsWith("comment"));
      console.log(`\nerrors: ${errors}; comments acknowledged (201, this run and its warm-up) vs stored with 'Load comment': ${posted} in the run, ${stored} stored in all`);
      runs.push({
        label: setup.label,
        perSecond: figures.reduce((sum, figure) => sum + figure.perSecond, 0),
        errors,
        readP99: Math.max(...reads.map((figure) => figure.p99)),
        rssAfterStart,
        rssPeak,
      });
    }
    if (runs.length > 1) {
      console.log(`\n## side by side (goals: ≥ 1.5× one worker's throughput, 0 errors, p99 ≤ 150 ms for reads, ≤ 400 MB RSS for all workers; embedded: ≤ 400 MB)`);
      for (const run of runs) {
        console.log(
          `${run.label}: ${run.perSecond.toFixed(0)} req/s (${(run.perSecond / runs[0]!.perSecond).toFixed(2)}×), ` +
            `${run.errors} errors, slowest read route's p99 ${run.readP99.toFixed(1)} ms, RSS ${run.rssAfterStart.toFixed(0)} MB after start, peak ${run.rssPeak.toFixed(0)} MB`,
        );
      }
    }
  }
} finally {
  await server.stop();
  await bare.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
