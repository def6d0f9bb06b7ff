// The previous builds' hashed assets stay servable after a new build (vite.config.ts builds with
// emptyOutDir: false): a tab opened before a deploy still loads the chunks of the build it runs.
// What is kept, decided and pruned at each build from a ledger in <outDir>/.vite/builds.json:
//
// - the assets of the current build, and always those of the build before it;
// - the assets of older builds until RETAIN_DAYS after a newer build replaced them;
// - at most MAX_PREVIOUS_BUILDS builds before the current one.
//
// Everything else under assets/ (with its .br and .gz copies) is deleted. A tab older than that
// reloads once to the new build when it misses a chunk (src/client/lib/chunk-reload.ts).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const RETAIN_DAYS = 7;
export const MAX_PREVIOUS_BUILDS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const ASSETS_DIR = "assets";
const LEDGER = path.join(".vite", "builds.json");
const COMPRESSED_COPIES = [".br", ".gz"];

/** One build's hashed files (paths under the output folder), and when a newer build replaced it. */
export type BuildRecord = { builtAt: string; replacedAt: string | null; files: string[] };

const sameFiles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((file, index) => file === b[index]);

/**
 * The builds to keep once `files` were built at `now`, newest first: the new build (or the
 * previous record refreshed, when the build made the very same files), then the kept older ones.
 */
export function retainedBuilds(previous: readonly BuildRecord[], files: readonly string[], now: Date): BuildRecord[] {
  const current: BuildRecord = { builtAt: now.toISOString(), replacedAt: null, files: [...files].sort() };
  const [latest, ...older] = previous;
  const earlier = latest && sameFiles(latest.files, current.files) ? older : previous;
  const replaced = earlier.map((build) => ({ ...build, replacedAt: build.replacedAt ?? current.builtAt }));
  const kept = replaced.filter(
    (build, index) => index === 0 || now.getTime() - new Date(build.replacedAt!).getTime() < RETAIN_DAYS * DAY_MS,
  );
  return [current, ...kept.slice(0, MAX_PREVIOUS_BUILDS)];
}

function readLedger(outDir: string): BuildRecord[] | null {
  try {
    const ledger = JSON.parse(readFileSync(path.join(outDir, LEDGER), "utf8")) as { builds?: unknown };
    return Array.isArray(ledger.builds) ? (ledger.builds as BuildRecord[]) : null;
  } catch {
    return null;
  }
}

/** The hashed files in the output folder, without their compressed copies. */
function assetFiles(outDir: string): string[] {
  const folder = path.join(outDir, ASSETS_DIR);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => !COMPRESSED_COPIES.some((suffix) => name.endsWith(suffix)))
    .map((name) => `${ASSETS_DIR}/${name}`);
}

/**
 * Records a build's files and prunes what no kept build uses; returns the files deleted. Files
 * found without a ledger (a folder built before it) count as one build, replaced now.
 */
export function pruneAssets(outDir: string, builtFiles: readonly string[], now: Date): string[] {
  const built = new Set(builtFiles.filter((file) => file.startsWith(`${ASSETS_DIR}/`)));
  const unrecorded = (): BuildRecord[] => {
    const found = assetFiles(outDir).filter((file) => !built.has(file));
    return found.length > 0 ? [{ builtAt: now.toISOString(), replacedAt: now.toISOString(), files: found.sort() }] : [];
  };
  const builds = retainedBuilds(readLedger(outDir) ?? unrecorded(), [...built], now);
  const kept = new Set(builds.flatMap((build) => build.files));
  const pruned = assetFiles(outDir).filter((file) => !kept.has(file));
  for (const file of pruned) {
    for (const suffix of ["", ...COMPRESSED_COPIES]) rmSync(path.join(outDir, `${file}${suffix}`), { force: true });
  }
  // A compressed copy whose file is gone goes too.
  for (const name of readdirSync(path.join(outDir, ASSETS_DIR))) {
    const suffix = COMPRESSED_COPIES.find((ending) => name.endsWith(ending));
    if (suffix && !existsSync(path.join(outDir, ASSETS_DIR, name.slice(0, -suffix.length)))) {
      rmSync(path.join(outDir, ASSETS_DIR, name), { force: true });
    }
  }
  mkdirSync(path.join(outDir, path.dirname(LEDGER)), { recursive: true });
  writeFileSync(path.join(outDir, LEDGER), `${JSON.stringify({ builds }, null, 2)}\n`);
  return pruned;
}

/** The Vite plugin: after each client build, record its files and prune the expired ones. */
export function keepPreviousAssets({ now = () => new Date() }: { now?: () => Date } = {}): Plugin {
  return {
    name: "keep-previous-assets",
    apply: "build",
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const pruned = pruneAssets(options.dir, Object.keys(bundle), now());
      if (pruned.length > 0) this.info(`pruned ${pruned.length} assets of expired builds`);
    },
  };
}
