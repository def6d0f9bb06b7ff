import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dropDatabase } from "../../../../tests/support/database";
import { pgliteTemplatePath, withDatabase } from "../../../../tests/support/template";
import { MIGRATIONS_FOLDER } from "./migrate";
import { freePort } from "../../../../tests/support/ports";

// Issue 7 §2 and §4, with real server processes started as `npm start` starts them: the embedded
// database serves one process and refuses a second one clearly; PostgreSQL serves several.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bioagent-lock-"));
const lockFile = path.join(dataDir, "server.lock");
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

type Exit = { code: number | null; signal: string | null };
type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<Exit> };

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", NODE_ENV: "development", ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { child, port, output: () => output, exited };
}

/** Resolves once /api/health answers 200; fails if the process exits first. */
async function ready(server: Server): Promise<void> {
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`the server exited before it was ready:\n${server.output()}`);
    const status = await fetch(`http://127.0.0.1:${server.port}/api/health`).then((response) => response.status, () => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready in 60 s:\n${server.output()}`);
}

const health = (server: Server) => fetch(`http://127.0.0.1:${server.port}/api/health`).then((response) => response.json() as Promise<unknown>);

if (process.env.TEST_DB_KIND !== "pg") {
  const refusal = (pid: number) =>
    `The server could not start: The data folder ${dataDir} is in use by another process (pid ${pid}). ` +
    "The embedded database serves one process at a time: stop that process first, or set DATABASE_URL to use a PostgreSQL server.";

  describe("the embedded database: one process per data folder", () => {
    it("refuses a second server on the same DATA_DIR with a clear message, and starts once the first is gone", async () => {
      // The folder starts as the run's migrated template, so the first start skips initdb (~4 s).
      const seed = await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: new Blob([readFileSync(pgliteTemplatePath())]) });
      await seed.close();

      const first = await startServer();
      await ready(first);
      expect(readFileSync(lockFile, "utf8")).toBe(String(first.child.pid));

      const second = await startServer();
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.output().trim()).toBe(refusal(first.child.pid!));
      // The first server goes on serving, still holding the folder.
      expect(await health(first)).toEqual({ status: "ok", database: "pglite" });
      expect(readFileSync(lockFile, "utf8")).toBe(String(first.child.pid));

      // A crash leaves the lock behind with a dead pid: the next start takes it over.
      first.child.kill("SIGKILL");
      await first.exited;
      expect(readFileSync(lockFile, "utf8")).toBe(String(first.child.pid));
      const third = await startServer();
      await ready(third);
      expect(readFileSync(lockFile, "utf8")).toBe(String(third.child.pid));

      // A clean stop releases the folder.
      third.child.kill("SIGTERM");
      expect(await third.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(lockFile)).toBe(false);
    }, 120_000);
  });
} else {
  describe("PostgreSQL: several processes", () => {
    it("starts two servers together on one empty database: they migrate it once, take no folder lock and both serve", async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `bioagent_instances_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      try {
        const env = { DATABASE_URL: withDatabase(serverUrl, name), AUTH_SECRET: "instances-secret-0123456789-abcdefghijkl" };
        const servers = await Promise.all([startServer(env), startServer(env)]);
        await Promise.all(servers.map(ready));
        for (const server of servers) expect(await health(server)).toEqual({ status: "ok", database: "pg" });
        expect(existsSync(lockFile)).toBe(false);

        const database = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
        await database.connect();
        const journal = await database.query("select hash from drizzle.__drizzle_migrations");
        await database.end();
        expect(journal.rowCount).toBe(readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith(".sql")).length);

        for (const server of servers) server.child.kill("SIGTERM");
        expect(await Promise.all(servers.map((server) => server.exited))).toEqual([
          { code: 0, signal: null },
          { code: 0, signal: null },
        ]);
      } finally {
        await dropDatabase(admin, name);
        await admin.end();
      }
    }, 120_000);
  });
}
