// The R&D screen's toasts in the spec's words (agents-accounts-admin.md §5, §8), apart from the
// zod contracts so the screen can read them without loading zod.

import { plural } from "../plural";

export const SEARCH_QUERY_REQUIRED = {
  title: "Search Query Required",
  description: "Please enter a search query to find scientific papers.",
} as const;
export const SEARCH_FAILED = {
  title: "Search Failed",
  description: "There was an error searching for papers. Please try again.",
} as const;
export const NO_PAPERS_TO_ANALYZE = {
  title: "No Papers to Analyze",
  description: "Please search for papers first before running analysis.",
} as const;

export const searchCompleteMessage = (count: number) => `Found ${plural(count, "relevant paper")}.`;
export const analysisChatLine = (typeLabel: string) => `Run ${typeLabel} analysis on current papers`;
