import type { Feature } from "../../core/feature";
import { analysesRoutes } from "./routes";

// Recent Analyses, and how the intelligence features record and grade an analysis.

export { coverageConfidence, nothingToAnalyze, saveAnalysis, toAnalysisResponse, type Computation, type Confidence } from "./service";

export const analysesFeature: Feature = { routes: analysesRoutes };
