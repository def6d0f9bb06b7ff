import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const LOCK_FILE = "server.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** What `file` holds (a pid), or null when there is no such file. */
function readHolder(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** A file holding our pid, written whole before it is linked or renamed into place. */
function withOwnPid<T>(file: string, place: (written: string) => T): T {
  const written = `${file}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(written, String(process.pid), { flag: "wx" });
  try {
    return place(written);
  } finally {
    rmSync(written, { force: true });
  }
}

function createExclusive(file: string): boolean {
  try {
    withOwnPid(file, (written) => linkSync(written, file));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Takes `file` for this process, or returns the pid of the live process that holds it (or is
 * taking it over). A dead holder's file is replaced only by the one process that claims it: the
 * claim is `file.<dead pid>`, taken by this same rule, so a crash mid-claim is taken over too.
 */
function claim(file: string): number | null {
  for (;;) {
    if (createExclusive(file)) return null;
    const holder = readHolder(file);
    if (holder === null) continue;
    const pid = Number(holder);
    // Our own pid here is a previous process of ours (a container restarts with the same pid).
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) return pid;
    const takeover = `${file}.${pid}`;
    const rival = claim(takeover);
    if (rival !== null) return rival;
    try {
      // Only a claimant of `holder` may change a file that names it, so it cannot change between
      // this check and the rename; a live holder's file is never replaced.
      if (readHolder(file) === holder) {
        withOwnPid(file, (written) => renameSync(written, file));
        return null;
      }
    } finally {
      rmSync(takeover, { force: true });
    }
  }
}

/**
 * PGlite has no cross-process lock and two processes on one data folder corrupt it
 * (stack-notes §5), so the embedded database takes this lock first.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const holder = claim(file);
  if (holder !== null) {
    throw new Error(
      `The data folder ${dataDir} is in use by another process (pid ${holder}). ` +
        "The embedded database serves one process at a time: stop that process first, " +
        "or set DATABASE_URL to use a PostgreSQL server.",
    );
  }
  return () => {
    if (readHolder(file) === String(process.pid)) rmSync(file, { force: true });
  };
}
