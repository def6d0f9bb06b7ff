// Compiles the server ahead of time into dist/server (esbuild; the packages stay in node_modules),
// so `npm start` runs plain JavaScript: compiling TypeScript at run time (tsx) held about 50 MB
// more per process and slowed every start. Lazy imports stay lazy (one chunk each).
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const outdir = path.resolve("dist/server");
rmSync(outdir, { recursive: true, force: true });
await build({
  // The embedded database runs in a thread of its own, from a file of its own.
  entryPoints: { main: "src/server/main.ts", "pglite-worker": "src/server/core/db/pglite-worker.ts" },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  alias: { "@": path.resolve("src") },
  sourcemap: "linked",
  sourcesContent: false,
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
});
