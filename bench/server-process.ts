// The production server as a separate process, for the load and fault benchmarks: started the way
// an operator starts it (NODE_ENV=production, a fixed AUTH_SECRET, the built client), waited for
// until /api/health answers, and stopped gently or with kill -9.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const BENCH_AUTH_SECRET = "bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

export type ServerProcess = {
  url: string;
  pid: number;
  /** SIGTERM, and the process's end. */
  stop(): Promise<void>;
  /** SIGKILL (kill -9), and the process's end. */
  kill(): Promise<void>;
  exited: Promise<number | null>;
};

export type ServerOptions = {
  port: number;
  /** PostgreSQL; without it the embedded database in dataDir. */
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** The server's output goes here (appended); without it, it is dropped. */
  logFile?: string;
  /** How long to wait for /api/health. */
  readyTimeoutMs?: number;
  /**
   * Another checkout of the project (an earlier commit, for a before-and-after in one run): its
   * server is started from its sources through tsx, as `npm start` started it before the build
   * compiled the server. Its client must be built (npm run build there).
   */
  checkout?: string;
  /** Write a V8 CPU profile of the server into this folder when it stops (SIGTERM). */
  profileDir?: string;
};

export function requireBuild(): void {
  if (!existsSync(path.resolve("dist/client/index.html")) || !existsSync(path.resolve("dist/server/main.js"))) {
    console.error("The production server is the built server serving the built client: run `npm run build` first.");
    process.exit(1);
  }
}

export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const profile = options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] : [];
  const entry = options.checkout ? ["--import", "tsx", "src/server/main.ts"] : ["dist/server/main.js"];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...entry], {
    ...(options.checkout ? { cwd: options.checkout } : {}),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      AUTH_SECRET: BENCH_AUTH_SECRET,
      HOST: "127.0.0.1",
      PORT: String(options.port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      MONITOR_CRON: "off",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (options.logFile) {
    const log = createWriteStream(options.logFile, { flags: "a" });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (hasExited) throw new Error(`the server on port ${options.port} stopped before it was ready (see ${options.logFile ?? "its output"})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server on port ${options.port} did not answer /api/health in time`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }

  const signal = async (name: NodeJS.Signals) => {
    if (!hasExited) child.kill(name);
    await exited;
  };
  return { url, pid: child.pid!, stop: () => signal("SIGTERM"), kill: () => signal("SIGKILL"), exited };
}

// ---- CPU accounting from /proc (Linux) --------------------------------------------------------

const TICKS_PER_SECOND = 100;

function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The process and its descendants (a cluster's workers), from /proc. */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      parents.set(Number(entry), Number(readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  }
  return tree;
}

/** CPU ticks of a process and its descendants alive now, by pid. */
function treeTicks(pid: number): Map<number, number> {
  return new Map(processTree(pid).map((member) => [member, processTicks(member)]));
}

/** Resident memory of a process and its descendants, in MB (VmRSS from /proc). */
export function treeRssMb(pid: number): number {
  let kb = 0;
  for (const member of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${member}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return kb / 1024;
}

/** Every PostgreSQL process of the machine (backends, writer, checkpointer, autovacuum), by pid. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") ticks.set(Number(entry), processTicks(Number(entry)));
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

function machineTicks(): { busy: number; steal: number; total: number } {
  // user nice system idle iowait irq softirq steal guest guest_nice
  const cpu = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = cpu[3]! + cpu[4]!;
  const total = cpu.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, steal: cpu[7]!, total };
}

/**
 * CPU used during a stretch of time, in cores: the server (with its worker processes), PostgreSQL
 * (all its processes on this machine; a process that ended meanwhile is not counted), this
 * process, and the whole machine.
 */
export function cpuMeter(serverPid: number) {
  const startedAt = performance.now();
  const server = treeTicks(serverPid);
  const postgres = postgresTicks();
  const self = process.cpuUsage();
  const machine = machineTicks();
  return () => {
    const seconds = (performance.now() - startedAt) / 1000;
    let postgresUsed = 0;
    for (const [pid, ticks] of postgresTicks()) postgresUsed += ticks - (postgres.get(pid) ?? 0);
    let serverUsed = 0;
    for (const [pid, ticks] of treeTicks(serverPid)) serverUsed += ticks - (server.get(pid) ?? 0);
    const selfUsed = process.cpuUsage(self);
    const machineNow = machineTicks();
    return {
      server: serverUsed / TICKS_PER_SECOND / seconds,
      postgres: postgresUsed / TICKS_PER_SECOND / seconds,
      client: (selfUsed.user + selfUsed.system) / 1e6 / seconds,
      machineBusy: (machineNow.busy - machine.busy) / Math.max(1, machineNow.total - machine.total),
      /** Time the hypervisor gave to others: a noisy neighbour shows here. */
      steal: (machineNow.steal - machine.steal) / Math.max(1, machineNow.total - machine.total),
    };
  };
}

export function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}
