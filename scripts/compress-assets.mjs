// After `vite build`: writes brotli (.br) and gzip (.gz) copies of the hashed assets, so the
// server sends them precompressed at the highest level instead of compressing on every request.
// Assets kept from earlier builds (scripts/asset-retention.ts) already have theirs.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ASSETS = path.resolve("dist/client/assets");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;

const isFresh = (copy, sourceTime) => existsSync(copy) && statSync(copy).mtimeMs >= sourceTime;

let saved = 0;
for (const name of readdirSync(ASSETS)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(ASSETS, name);
  const sourceTime = statSync(file).mtimeMs;
  if (isFresh(`${file}.br`, sourceTime) && isFresh(`${file}.gz`, sourceTime)) continue;
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  saved += source.length - brotli.length;
}
console.log(`compressed assets (brotli saves ${(saved / 1024).toFixed(0)} KB over raw)`);
