// Measures the built-in literature analyses (src/server/features/literature/builtin) at the
// largest inputs the API accepts: 10 papers with long abstracts and a consortium author list.
// Run: node --import tsx bench/literature.ts — the target is p95 ≤ 100 ms per analysis.
import { performance } from "node:perf_hooks";
import type { Paper } from "../src/shared/literature/contracts";
import { LITERATURE_ANALYSIS_TYPES, PAPERS_PER_ANALYSIS } from "../src/shared/literature/limits";
import { computeAnalysis, queryTermsOf } from "../src/server/features/literature/builtin/analyses";
import { answerQuestion } from "../src/server/features/literature/builtin/chat";
import { TEST_PAPERS } from "../src/server/features/literature/builtin/test-papers";

const ROUNDS = 20;
const TARGET_P95_MS = 100;

// Abstracts of ~10,000 characters (the cap) and 1,000 authors shared across papers (the cap).
const consortium = Array.from({ length: 1000 }, (_, index) => `Member ${index} X`);
const papers: Paper[] = Array.from({ length: PAPERS_PER_ANALYSIS }, (_, index) => {
  const base = TEST_PAPERS[index % TEST_PAPERS.length]!;
  return {
    ...base,
    id: `PPR${index}`,
    abstract: `${base.abstract} `.repeat(Math.floor(10_000 / (base.abstract.length + 1))),
    authors: index % 2 ? consortium : base.authors,
  };
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const queryTerms = await queryTermsOf("T cell exhaustion tumour microenvironment");
let worst = 0;
for (const type of [...LITERATURE_ANALYSIS_TYPES, "chat"] as const) {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    if (type === "chat") await answerQuestion("Which methods address T cell exhaustion in tumours?", papers.slice(0, 5));
    else computeAnalysis(type, { papers, queryTerms });
    times.push(performance.now() - start);
  }
  const sorted = times.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  worst = Math.max(worst, p95);
  console.log(`${type.padEnd(22)} median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
}
console.log(worst <= TARGET_P95_MS ? `OK: every p95 ≤ ${TARGET_P95_MS} ms` : `SLOW: a p95 is above ${TARGET_P95_MS} ms`);
process.exitCode = worst <= TARGET_P95_MS ? 0 : 1;
