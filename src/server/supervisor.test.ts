import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { newsItems } from "./core/db/schema";
import { createTestAccount, TEST_PASSWORD } from "../../tests/support/accounts";
import { createTestDatabase } from "../../tests/support/database";
import { freePort } from "../../tests/support/ports";
import { until } from "../../tests/support/until";

const SECRET = "cluster-test-secret-0123456789-abcdefghijklmnop";
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

function start(env: Record<string, string>) {
  const port = String(env.PORT ?? "0");
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", HOST: "127.0.0.1", PUBLIC_URL: url, AUTH_SECRET: SECRET, MONITOR_CRON: "off", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, url, exited, output: () => output };
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const healthy = (url: string) => () => fetch(`${url}/api/health`).then((response) => response.ok, () => false);

describe("worker processes (WEB_CONCURRENCY)", () => {
  it("are refused on the embedded database, with a message that says why", async () => {
    const server = start({ WEB_CONCURRENCY: "2", DATABASE_URL: "", DATA_DIR: "/tmp/bioagent-cluster-unused" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("WEB_CONCURRENCY: the embedded database serves one process; set DATABASE_URL to run several workers");
  });

  it.runIf(process.env.TEST_DB_KIND === "pg")(
    "share one port on PostgreSQL, show a publication on every worker, and a dead worker is replaced",
    async () => {
      const database = await createTestDatabase();
      try {
        const editor = await createTestAccount(database.db, { email: "cluster-editor@example.com", role: "editor" });
        expect(editor).toBeTruthy();
        const [item] = await database.db
          .insert(newsItems)
          .values({
            title: "Cluster item",
            summaryEn: "<p>The FDA approved a drug.</p>",
            summaryText: "The FDA approved a drug.",
            sourceUrl: "https://news.example/cluster-item",
            status: "pending",
            tags: [],
            tagLabels: [],
            entities: { diseases: [], targets: [], companies: [], regulators: [], geographies: [], modalities: [], technologies: [] },
            facets: { companies: [] },
            engine: "builtin",
            model: "builtin-extractive-1",
          })
          .returning();
        const port = String(await freePort());
        const server = start({ PORT: port, DATABASE_URL: database.url!, WEB_CONCURRENCY: "2", DATABASE_POOL_SIZE: "3" });
        await until(healthy(server.url), 150_000);
        await until(async () => childrenOf(server.child.pid!).length === 2, 150_000);
        const workers = childrenOf(server.child.pid!);

        // Every worker holds the feed page (round robin spreads the requests), then one publishes.
        const titles = async () => ((await (await fetch(`${server.url}/api/news?limit=20`)).json()) as { items: { title: string }[] }).items.map((card) => card.title);
        for (let index = 0; index < 6; index += 1) expect(await titles()).not.toContain("Cluster item");
        const signIn = await fetch(`${server.url}/api/account/sign-in`, {
          method: "POST",
          headers: { origin: server.url, "content-type": "application/json" },
          body: JSON.stringify({ email: "cluster-editor@example.com", password: TEST_PASSWORD }),
        });
        expect(signIn.status).toBe(200);
        const cookie = signIn.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
        const published = await fetch(`${server.url}/api/news/${item!.id}/publish`, { method: "POST", headers: { origin: server.url, cookie } });
        expect(published.status).toBe(200);
        // Both workers show it within a moment (the notification's way from PostgreSQL).
        const publishedAt = performance.now();
        await until(async () => {
          for (let index = 0; index < 6; index += 1) if (!(await titles()).includes("Cluster item")) return false;
          return true;
        }, 5_000);
        console.info(`seen on every worker ${(performance.now() - publishedAt).toFixed(0)} ms after the publish answered`);

        process.kill(workers[0]!, "SIGKILL");
        await until(async () => {
          const now = childrenOf(server.child.pid!);
          return now.length === 2 && !now.includes(workers[0]!);
        }, 150_000);
        expect(childrenOf(server.child.pid!)).toContain(workers[1]);
        await until(healthy(server.url), 150_000);

        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
        expect(childrenOf(server.child.pid!)).toEqual([]);
      } finally {
        await database.close();
      }
    },
    300_000,
  );
});
