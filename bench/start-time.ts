// Measures `npm start` from launch to a 200 from /api/health.
//   cold: no client build and a new data folder (build + initdb + migrations)
//   warm: client built and data folder present
// Run: npm run bench:start
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const PORT = 3901;
const dataDir = mkdtempSync(path.join(tmpdir(), "bioagent-start-"));

async function waitForHealth(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`, { headers: { connection: "close" } });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the server did not become healthy within 120 s");
}

async function waitForPortFree(): Promise<void> {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/api/health`, { headers: { connection: "close" } });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timeStart(label: string): Promise<number> {
  const started = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitForHealth(started + 120_000);
    const elapsed = performance.now() - started;
    console.log(`${label}: ${(elapsed / 1000).toFixed(2)} s`);
    return elapsed;
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await waitForPortFree();
  }
}

rmSync("dist/client", { recursive: true, force: true });
await timeStart("cold start (client build, new data folder)");
for (let run = 1; run <= 3; run += 1) await timeStart(`warm start ${run}`);
rmSync(dataDir, { recursive: true, force: true });
