import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 14 §7: several processes start on one data folder that holds a dead process's lock.
// Exactly one of them may take it over; before, two could both remove it and both "hold" it.

const LOCK_MODULE = path.resolve(import.meta.dirname, "lock.ts");
const CONTENDERS = 4;
const ROUNDS = 300;

// Each contender takes the lock when told "lock", answers how it went, and lets go on "release".
const CONTENDER_SOURCE = `
import { createInterface } from "node:readline";
const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});
let release = null;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, dataDir] = line.split(" ");
  if (command === "lock") {
    try { release = lockDataDir(dataDir); console.log("held"); }
    catch (error) { console.log(/in use by another process/.test(error.message) ? "refused" : "error " + error.message.replace(/\\n/g, " ")); }
  } else { release?.(); release = null; console.log("released"); }
}`;

type Contender = { child: ChildProcessWithoutNullStreams; ask(command: string): Promise<string> };

function startContender(): Contender {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CONTENDER_SOURCE], { stdio: "pipe" });
  const answers: string[] = [];
  const waiting: Array<(answer: string) => void> = [];
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  createInterface({ input: child.stdout }).on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else answers.push(line);
  });
  child.once("exit", (code) => {
    for (const next of waiting.splice(0)) next(`exited ${code}: ${errors}`);
  });
  return {
    child,
    ask(command) {
      child.stdin.write(`${command}\n`);
      return new Promise((resolve) => {
        const ready = answers.shift();
        if (ready !== undefined) resolve(ready);
        else waiting.push(resolve);
      });
    },
  };
}

function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  return pid!;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bioagent-lock-race-"));
const lockFile = path.join(dataDir, "server.lock");
let contenders: Contender[] = [];

beforeAll(async () => {
  contenders = Array.from({ length: CONTENDERS }, startContender);
  // Every contender has loaded the lock module before the first round.
  for (const contender of contenders) expect(await contender.ask(`release ${dataDir}`)).toBe("released");
}, 60_000);

afterAll(() => {
  for (const { child } of contenders) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded database's lock, taken over from a dead process by several at once", () => {
  it(`gives it to exactly one of ${CONTENDERS} processes, in each of ${ROUNDS} rounds`, async () => {
    const stale = deadPid();
    const crashedClaimant = deadPid();
    for (let round = 0; round < ROUNDS; round += 1) {
      writeFileSync(lockFile, String(stale));
      // Every third round, a process also died while taking the stale lock over.
      if (round % 3 === 2) writeFileSync(`${lockFile}.${stale}`, String(crashedClaimant));

      const answers = await Promise.all(contenders.map((contender) => contender.ask(`lock ${dataDir}`)));
      const holders = contenders.filter((_, index) => answers[index] === "held").map(({ child }) => child.pid);
      expect({ round, answers: [...answers].sort() }).toEqual({ round, answers: ["held", ...Array<string>(CONTENDERS - 1).fill("refused")] });
      expect(readFileSync(lockFile, "utf8")).toBe(String(holders[0]));
      expect(readdirSync(dataDir)).toEqual(["server.lock"]);

      await Promise.all(contenders.map((contender) => contender.ask(`release ${dataDir}`)));
      expect(readdirSync(dataDir)).toEqual([]);
    }
  }, 120_000);
});
