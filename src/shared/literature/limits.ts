// The R&D screen's vocabularies and caps, apart from the zod contracts so the screen can read
// them without loading zod (agents-accounts-admin.md §2, §7, §9).

export { PAPER_SEARCH_LIMIT, PAPERS_PER_ANALYSIS, PAPERS_PER_CHAT } from "../analyses/limits";

/** The spec's channel marker for this screen's analyses. */
export const LITERATURE_CHANNEL = "R&D_INTELLIGENCE" as const;

/** Data source toggles, both on by default. */
export const PREPRINT_SOURCES = ["bioRxiv", "medRxiv"] as const;
export type PreprintSource = (typeof PREPRINT_SOURCES)[number];

/** The AI Analysis buttons, in the order the screen shows them. */
export const LITERATURE_ANALYSIS_TYPES = [
  "research_trends",
  "methodology_analysis",
  "gap_analysis",
  "collaboration_network",
  "future_directions",
] as const;
export type LiteratureAnalysisType = (typeof LITERATURE_ANALYSIS_TYPES)[number];

/** Chat turns are stored as analysis sessions of this type (spec §7: scientific-analysis "chat"). */
export const CHAT_ANALYSIS_TYPE = "chat";

// Caps on what a client may send back for analysis: long enough for real preprints (abstracts
// run to ~4,000 characters, consortium papers list hundreds of authors), short enough to bound work.
export const LITERATURE_LIMITS = {
  queryMax: 500,
  chatMessageMax: 2000,
  titleMax: 1000,
  abstractMax: 10_000,
  authorsMax: 1000,
  authorNameMax: 300,
  shortFieldMax: 200,
  urlMax: 2000,
} as const;
