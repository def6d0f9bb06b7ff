// `npm start` runs this first: it builds the client when dist/client is missing or older than
// its sources, so a fresh clone needs only `npm install` and `npm start`, and a warm start
// skips the build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const output = path.resolve("dist/client/index.html");
const sources = ["src/client", "src/shared", "public", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt > changedAt) process.exit(0);

console.log(builtAt ? "Client sources changed: rebuilding the client..." : "Building the client (first start)...");
const build = spawnSync(process.execPath, [path.resolve("node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);
const compress = spawnSync(process.execPath, [path.resolve("scripts/compress-assets.mjs")], { stdio: "inherit" });
process.exit(compress.status ?? 1);
