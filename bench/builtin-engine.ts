// Measures the built-in AI engine's news analysis (src/server/core/ai/builtin) per article.
// Run: npm run bench:ai — the target is p95 ≤ 100 ms per article.
import { performance } from "node:perf_hooks";
import { createBuiltinEngine } from "../src/server/core/ai/builtin/builtin-engine";
import { CORPUS } from "./corpus";

const ROUNDS = 5;
const TARGET_P95_MS = 100;

const engine = createBuiltinEngine();
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// The first call builds the phrase automata; it is measured apart, as a server pays it once.
let start = performance.now();
await engine.analyzeNews(CORPUS[0]!);
const firstCallMs = performance.now() - start;

const times: number[] = [];
const perLanguage = new Map<string, number[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const article of CORPUS) {
    start = performance.now();
    await engine.analyzeNews(article);
    const elapsed = performance.now() - start;
    times.push(elapsed);
    const language = article.language ?? "?";
    perLanguage.set(language, [...(perLanguage.get(language) ?? []), elapsed]);
  }
}

const sorted = [...times].sort((a, b) => a - b);
// Chinese and Japanese have no spaces: their length is given in characters.
const size = (article: (typeof CORPUS)[number]) =>
  /^(zh|ja)$/.test(article.language ?? "") ? article.text.length : article.text.split(/\s+/).length;
console.log(`${CORPUS.length} articles, ${ROUNDS} rounds, first call ${firstCallMs.toFixed(0)} ms`);
for (const language of perLanguage.keys()) {
  const sizes = CORPUS.filter((article) => article.language === language).map(size);
  const unit = /^(zh|ja)$/.test(language) ? "characters" : "words";
  console.log(`  ${language}: ${sizes.length} articles of ${Math.min(...sizes)}–${Math.max(...sizes)} ${unit}`);
}
console.log(
  `analyzeNews per article: p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms`,
);
for (const [language, values] of perLanguage) {
  const ordered = [...values].sort((a, b) => a - b);
  console.log(`  ${language}: p50 ${percentile(ordered, 50).toFixed(1)} ms, p95 ${percentile(ordered, 95).toFixed(1)} ms`);
}
const p95 = percentile(sorted, 95);
console.log(p95 <= TARGET_P95_MS ? `OK: p95 within ${TARGET_P95_MS} ms` : `SLOW: p95 above ${TARGET_P95_MS} ms`);
process.exitCode = p95 <= TARGET_P95_MS ? 0 : 1;
