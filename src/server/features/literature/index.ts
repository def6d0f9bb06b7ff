import type { Feature } from "../../core/feature";
import { literatureRoutes } from "./routes";

// Preprint search and analyses; the search, the Europe PMC readers and the research-text helpers
// are also used by the assistant (chat) and by patents.

export { RESEARCH_WORDS, truncate } from "./builtin/text";
export { authorsOf, balancedQuery, isRecord, plainText, readSearchEnvelope, textOf } from "./europepmc";
export { createEuropePmcClient, createLiteratureClients, searchPapers, type LiteratureSearchDeps } from "./search";

export const literatureFeature: Feature = { routes: literatureRoutes };
