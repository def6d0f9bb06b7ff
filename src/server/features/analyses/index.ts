import type { Feature } from "../../core/feature";
import { analysesRoutes } from "./routes";

// Recent Analyses, and the one path by which every intelligence feature runs, grades and records
// an analysis (runAnalysis).

export { coverageConfidence, type Computation, type Confidence } from "./service";
export { runAnalysis } from "./run-analysis";

export const analysesFeature: Feature = { routes: analysesRoutes };
