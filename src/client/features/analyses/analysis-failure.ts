import { toast } from "sonner";
import { NOTHING_TO_ANALYZE } from "@/shared/analyses/limits";
import { isApiError } from "@/client/lib/api";

export const NOTHING_TO_ANALYZE_TITLE = "Nothing to Analyze";

/** The server's words when the input carried nothing the analysis needs (it stored nothing), else null. */
export function nothingToAnalyze(error: unknown): string | null {
  return isApiError(error, "unprocessable") && error.details?.reason === NOTHING_TO_ANALYZE ? error.message : null;
}

/** Why an analysis did not run when there was nothing to analyze; otherwise the screen's own failure toast (spec §8). */
export function showAnalysisFailure(error: unknown, failed: { title: string; description: string }) {
  const reason = nothingToAnalyze(error);
  if (reason) toast.error(NOTHING_TO_ANALYZE_TITLE, { description: reason });
  else toast.error(failed.title, { description: failed.description });
}
