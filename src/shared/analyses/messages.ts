// The spec's words for every screen's analyses (agents-accounts-admin.md §8), apart from the zod
// contracts so screens can read them without loading zod.

export const ANALYSIS_COMPLETE_TITLE = "Analysis Complete";
export const analysisCompleteMessage = (typeLabel: string) => `${typeLabel} analysis has been generated successfully.`;

export const ANALYSIS_FAILED = {
  title: "Analysis Failed",
  description: "There was an error generating the analysis. Please try again.",
} as const;
