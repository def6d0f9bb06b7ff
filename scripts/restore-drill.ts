// Restore drill (docs/operations.md "Backups and restore"): dumps a PostgreSQL database with
// pg_dump (custom format), restores the dump into a fresh database with pg_restore and compares
// the row count of every table. Exits 1 on any difference, 2 when the drill itself fails.
//   node --import tsx scripts/restore-drill.ts <source-url> [--target <server-url>] [--name <db>] [--keep] [--pg-bin <dir>]
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";

export type TableCount = { table: string; source: number | null; restored: number | null };
export type DrillResult = {
  database: string;
  dumpBytes: number;
  counts: TableCount[];
  differences: TableCount[];
  kept: boolean;
};

/** A database URL without its password (given to the tools in PGPASSWORD, not on the command line). */
function forTools(url: string): { url: string; password: string | undefined } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = "";
  // node-postgres' own spellings, which libpq refuses: its "no-verify" is libpq's "require".
  parsed.searchParams.delete("uselibpqcompat");
  if (parsed.searchParams.get("sslmode") === "no-verify") parsed.searchParams.set("sslmode", "require");
  return { url: parsed.toString(), password };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

function databaseOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, "")) || "postgres";
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** pg_dump/pg_restore: from `pgBin`, else on PATH, else the newest Debian install. */
function findTool(name: "pg_dump" | "pg_restore", pgBin?: string): string {
  if (pgBin) {
    if (existsSync(path.join(pgBin, name))) return path.join(pgBin, name);
    throw new Error(`${name} is not in ${pgBin} (--pg-bin).`);
  }
  for (const folder of (process.env.PATH ?? "").split(path.delimiter)) {
    if (folder && existsSync(path.join(folder, name))) return path.join(folder, name);
  }
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(path.join(debian, version, "bin", name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(debian, versions[0], "bin", name);
  throw new Error(`${name} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) or pass --pg-bin.`);
}

function run(tool: string, args: string[], password: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
    const child = spawn(tool, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(tool)} failed (exit ${code}):\n${errors.trim()}`)),
    );
  });
}

/**
 * The tables a restore must bring back: every base table of public, and drizzle's migrations
 * journal (not in public, but it says which schema version the restore holds).
 */
async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_type = 'BASE TABLE'
       and (table_schema = 'public' or (table_schema = 'drizzle' and table_name = '__drizzle_migrations'))
     order by table_schema = 'drizzle', table_name`,
  );
  return rows.map((row) => row.name);
}

async function countRows(client: pg.ClientBase, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await client.query<{ count: string }>(`select count(*) as count from ${table}`);
    counts.set(table, Number(rows[0]!.count));
  }
  return counts;
}

/** Every table of either side with both counts; a table missing on one side has null there. */
export function compareCounts(source: Map<string, number>, restored: Map<string, number>): { counts: TableCount[]; differences: TableCount[] } {
  const tables = [...new Set([...source.keys(), ...restored.keys()])];
  const counts = tables.map((table) => ({ table, source: source.get(table) ?? null, restored: restored.get(table) ?? null }));
  return { counts, differences: counts.filter((count) => count.source !== count.restored) };
}

export function formatCounts(counts: TableCount[]): string {
  const cell = (value: number | null) => (value === null ? "missing" : String(value));
  const rows = counts.map((count) => [count.table, cell(count.source), cell(count.restored), count.source === count.restored ? "ok" : "DIFFERENT"]);
  const header = ["table", "source", "restored", "match"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((value, column) => (column === 0 || column === 3 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!))).join("  ").trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/**
 * Dumps `sourceUrl` and restores it into a new database `name` on `targetUrl`'s server (default:
 * the source's server). The counts of the source are taken in the snapshot pg_dump dumps, so a
 * server that keeps writing does not make a good restore look bad. The restored database is
 * dropped when it matches, unless `keep`; one that differs is kept for inspection.
 */
export async function runRestoreDrill(options: {
  sourceUrl: string;
  targetUrl?: string;
  name?: string;
  keep?: boolean;
  pgBin?: string;
  log?: (line: string) => void;
}): Promise<DrillResult> {
  const log = options.log ?? (() => {});
  const pgDump = findTool("pg_dump", options.pgBin);
  const pgRestore = findTool("pg_restore", options.pgBin);
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const name = options.name ?? `${databaseOf(options.sourceUrl)}_restore_${stamp}`.slice(0, 63);
  const targetServer = options.targetUrl ?? options.sourceUrl;
  const restoredUrl = withDatabase(targetServer, name);
  const folder = mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
  try {
    const dumpFile = path.join(folder, "dump.pgcustom");
    log(`Dumping ${databaseOf(options.sourceUrl)} with ${pgDump} (custom format)…`);
    const { sourceCounts, dumpBytes } = await dumpInSnapshot(options.sourceUrl, pgDump, dumpFile);

    log(`Creating the fresh database ${name}…`);
    await withClient(targetServer, (client) => client.query(`create database ${quoteIdentifier(name)}`));

    let kept = false;
    try {
      log(`Restoring with ${pgRestore}…`);
      const targetTools = forTools(restoredUrl);
      await run(pgRestore, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${targetTools.url}`, dumpFile], targetTools.password);
      const restoredCounts = await withClient(restoredUrl, async (client) => countRows(client, await listTables(client)));
      const { counts, differences } = compareCounts(sourceCounts, restoredCounts);
      kept = Boolean(options.keep) || differences.length > 0;
      return { database: name, dumpBytes, counts, differences, kept };
    } finally {
      // Only the database this run created is dropped; a failed restore too, as it proves nothing.
      if (!kept) await withClient(targetServer, (client) => client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`));
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** pg_dump in an exported snapshot, and the row counts of that same snapshot. */
async function dumpInSnapshot(sourceUrl: string, pgDump: string, dumpFile: string) {
  return withClient(sourceUrl, async (source) => {
    await source.query("begin isolation level repeatable read read only");
    const { rows } = await source.query<{ snapshot: string }>("select pg_export_snapshot() as snapshot");
    const tools = forTools(sourceUrl);
    await run(pgDump, ["--format=custom", `--snapshot=${rows[0]!.snapshot}`, `--file=${dumpFile}`, `--dbname=${tools.url}`], tools.password);
    const sourceCounts = await countRows(source, await listTables(source));
    await source.query("commit");
    return { sourceCounts, dumpBytes: statSync(dumpFile).size };
  });
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      target: { type: "string" },
      name: { type: "string" },
      keep: { type: "boolean", default: false },
      "pg-bin": { type: "string" },
    },
  });
  const sourceUrl = positionals[0];
  if (!sourceUrl || !/^postgres(ql)?:\/\//.test(sourceUrl) || positionals.length > 1) {
    console.error(
      "Usage: node --import tsx scripts/restore-drill.ts <source postgres:// URL> [--target <server URL>] [--name <database>] [--keep] [--pg-bin <dir>]",
    );
    return 2;
  }
  const started = performance.now();
  const result = await runRestoreDrill({
    sourceUrl,
    targetUrl: values.target,
    name: values.name,
    keep: values.keep,
    pgBin: values["pg-bin"],
    log: (line) => console.log(line),
  });
  console.log(`\n${formatCounts(result.counts)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = result.kept ? `kept as ${result.database}` : `${result.database} dropped`;
  if (result.differences.length > 0) {
    console.error(`Restore drill FAILED: ${result.differences.length} of ${result.counts.length} tables differ (${where}).`);
    return 1;
  }
  console.log(`Restore drill passed: ${result.counts.length} tables, dump ${(result.dumpBytes / 1024).toFixed(0)} KiB, ${seconds} s (${where}).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Restore drill could not run: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
}
