import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MonitorRun } from "@/shared/monitor/contracts";
import { openDatabase, type DatabaseHandle } from "../../core/db/client";
import { migrateDatabase } from "../../core/db/migrate";
import { jobs, newsItems } from "../../core/db/schema";
import { createTestDatabase } from "../../../../tests/support/database";
import { createUserAccount } from "../accounts";
import { MONITOR_JOB } from "./run";
import { startMonitoredSites, type MonitoredSites } from "../../../../tests/stubs/monitored-sites";
import { freePort } from "../../../../tests/support/ports";

// The monitor issue §2 and §4: a run survives its server being killed (kill -9) mid-run. The real
// server runs as a child process; a second one is started on the same database and takes the run
// over when the first one's job lease runs out.

const ADMIN = { email: "monitor-admin@example.com", password: "monitor-admin-pass-1" };
const SECRET = "restart-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const ARTICLES = 6;

let sites: MonitoredSites;
let database: { env: Record<string, string>; open: () => Promise<DatabaseHandle>; close: () => Promise<void> };
const children: ChildProcess[] = [];

beforeAll(async () => {
  sites = await startMonitoredSites();
  for (let index = sites.entries.wire.length; index < ARTICLES; index += 1) {
    sites.addEntry("wire", { slug: `wire-extra-${index}`, title: `Wire extra ${index}`, published: new Date(), topic: "a gene therapy plant" });
  }
  database = await prepareDatabase();
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await sites?.close();
  await database?.close();
});

async function prepareDatabase(): Promise<typeof database> {
  if (process.env.TEST_DB_KIND === "pg") {
    const handle = await createTestDatabase();
    await createUserAccount(handle.db, { ...ADMIN, role: "admin", verified: true });
    return {
      env: { DATABASE_URL: handle.url! },
      open: async () => handle,
      close: () => handle.close(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "bioagent-monitor-restart-"));
  const seed = await openDatabase({ kind: "pglite", dataDir });
  await migrateDatabase(seed);
  await createUserAccount(seed.db, { ...ADMIN, role: "admin", verified: true });
  await seed.close();
  let opened: DatabaseHandle | null = null;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: async () => (opened ??= await openDatabase({ kind: "pglite", dataDir })),
    close: async () => {
      await opened?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startProduct(port: number): Promise<{ child: ChildProcess; url: string }> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      AUTH_SECRET: SECRET,
      FETCH_ALLOW_PRIVATE: "true",
      MONITOR_CRON: "off",
      // Short, so the test does not wait long for the take-over; not so short that a busy machine
      // (CI, PGlite on the server's thread) misses a renewal and runs the job twice side by side.
      JOB_LEASE_SECONDS: "6",
      LOG_LEVEL: "error",
      ...database.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${errors}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function call(url: string, method: string, route: string, cookie: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { origin: url, cookie, ...(body !== undefined && { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

const articleRequests = () => sites.requests.filter((request) => request.path.startsWith("/wire/articles/")).length;

describe("a monitor run whose server is killed", () => {
  it("is taken over after a restart and completes with every article once", async () => {
    const port = await freePort();
    const first = await startProduct(port);
    const signIn = await fetch(`${first.url}/api/account/sign-in`, {
      method: "POST",
      headers: { origin: first.url, "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
    const added = await call(first.url, "POST", "/api/monitor/websites", cookie, {
      name: "Wire",
      url: `${sites.url}/wire/`,
      rss_feed_url: `${sites.url}/wire/feed.xml`,
    });
    expect(added.response.status).toBe(201);

    // Slow articles, so the run is surely mid-way when the server dies.
    sites.setArticleDelay(400);
    void call(first.url, "POST", "/api/monitor/run", cookie).catch(() => undefined);
    const deadline = Date.now() + 20_000;
    while (articleRequests() < 3) {
      if (Date.now() > deadline) throw new Error("the run did not get going");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    const fetchedBeforeKill = articleRequests();
    sites.setArticleDelay(0);

    // The same product again on the same database (sessions are in the database too).
    const second = await startProduct(port);
    let run: MonitorRun | undefined;
    const runDeadline = Date.now() + 30_000;
    for (;;) {
      const { json } = await call(second.url, "GET", "/api/monitor/runs", cookie);
      run = (json as { runs: MonitorRun[] }).runs[0];
      if (run?.status === "completed" || Date.now() > runDeadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(run).toMatchObject({ status: "completed", total_websites: 1, processed: 1, failed: 0, new_items: ARTICLES });
    const runs = (await call(second.url, "GET", "/api/monitor/runs", cookie)).json as { runs: MonitorRun[] };
    expect(runs.runs).toHaveLength(1);

    second.child.kill("SIGTERM");
    await new Promise((resolve) => second.child.once("exit", resolve));
    const handle = await database.open();
    const items = await handle.db.select({ url: newsItems.sourceUrl, status: newsItems.status }).from(newsItems);
    expect(items).toHaveLength(ARTICLES);
    expect(new Set(items.map((item) => item.url)).size).toBe(ARTICLES);
    expect(items.every((item) => item.status === "pending")).toBe(true);
    // The job ran twice: the killed attempt and the one that finished it.
    // The daily clean-up is due at every start too: its job is not this one.
    const [job] = await handle.db.select().from(jobs).where(eq(jobs.name, MONITOR_JOB));
    expect(job).toMatchObject({ status: "completed", attempts: 2 });
    // Articles read before the kill and already saved were not fetched again.
    expect(articleRequests()).toBeLessThan(fetchedBeforeKill + ARTICLES);
  }, 120_000);
});
