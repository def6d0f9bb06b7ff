// `npm start` runs this first: it builds the client when dist/client is missing or older than
// its sources, and the server (dist/server) likewise, so a fresh clone needs only `npm install`
// and `npm start`, and a warm start skips both builds.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const CLIENT = {
  output: "dist/client/index.html",
  sources: ["src/client", "src/shared", "public", "index.html", "vite.config.ts", "package-lock.json"],
};
const SERVER = {
  output: "dist/server/main.js",
  sources: ["src/server", "src/shared", "scripts/build-server.mjs", "package-lock.json"],
};

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** null when the output is newer than every source; else when it was built (0: never). */
function staleSince({ output, sources }) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt > Math.max(...sources.map(newestMtime)) ? null : builtAt;
}

const run = (args) => spawnSync(process.execPath, args, { stdio: "inherit" }).status ?? 1;

const client = staleSince(CLIENT);
if (client !== null) {
  console.log(client ? "Client sources changed: rebuilding the client..." : "Building the client (first start)...");
  const status = run([path.resolve("node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"]) || run([path.resolve("scripts/compress-assets.mjs")]);
  if (status !== 0) process.exit(status);
}
if (staleSince(SERVER) !== null) {
  const status = run([path.resolve("scripts/build-server.mjs")]);
  if (status !== 0) process.exit(status);
}
