// Recent Analyses, and the one path by which every intelligence feature runs, grades and records
// an analysis (runAnalysis).

export { coverageConfidence, type Computation, type Confidence } from "./service";
export { runAnalysis } from "./run-analysis";
