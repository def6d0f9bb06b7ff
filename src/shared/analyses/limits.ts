// Figures of agents-accounts-admin.md §9, apart from the zod contracts so screens can read them
// without loading zod.

/** Recent Analyses shows the user's own newest sessions of one screen. */
export const RECENT_ANALYSES_LIMIT = 5;

/** When a provider gives no confidence of its own (community issue §1). */
export const DEFAULT_PROVIDER_CONFIDENCE = 0.8;

export const PAPER_SEARCH_LIMIT = 20;
export const FILING_SEARCH_LIMIT = 50;
/** How many results an analysis reads, and how many the assistant chat reads. */
export const PAPERS_PER_ANALYSIS = 10;
export const PAPERS_PER_CHAT = 5;
export const FILINGS_PER_ANALYSIS = 15;
export const FILINGS_PER_CHAT = 10;

export const TRIALS_COMPARE_MIN = 2;
export const TRIALS_COMPARE_MAX = 5;
