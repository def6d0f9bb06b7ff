// Figures of agents-accounts-admin.md §9, apart from the zod contracts so screens can read them
// without loading zod.

/** Recent Analyses shows the user's own newest sessions of one screen. */
export const RECENT_ANALYSES_LIMIT = 5;

/**
 * The spec's default confidence when none is returned (§9). It is stored, but a screen shows a
 * confidence only with its basis, and this one has none (issue 15 §4).
 */
export const DEFAULT_PROVIDER_CONFIDENCE = 0.8;

/** `details.reason` of the 422 answered when the input carries nothing an analysis needs (nothing stored). */
export const NOTHING_TO_ANALYZE = "nothing_to_analyze";

export const PAPER_SEARCH_LIMIT = 20;
export const FILING_SEARCH_LIMIT = 50;
/** How many results an analysis reads, and how many the assistant chat reads. */
export const PAPERS_PER_ANALYSIS = 10;
export const PAPERS_PER_CHAT = 5;
export const FILINGS_PER_ANALYSIS = 15;
export const FILINGS_PER_CHAT = 10;

export const TRIALS_COMPARE_MIN = 2;
export const TRIALS_COMPARE_MAX = 5;
