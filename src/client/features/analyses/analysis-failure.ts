import { NOTHING_TO_ANALYZE } from "@/shared/analyses/limits";
import { ANALYSIS_FAILED } from "@/shared/analyses/messages";
import { isApiError } from "@/client/lib/api";
import type { ToastMessage } from "@/client/lib/query-client";

const NOTHING_TO_ANALYZE_TITLE = "Nothing to Analyze";

/** The server's words when the input carried nothing the analysis needs (it stored nothing), else null. */
export function nothingToAnalyze(error: unknown): string | null {
  return isApiError(error, "unprocessable") && error.details?.reason === NOTHING_TO_ANALYZE ? error.message : null;
}

/** Why an analysis did not run when there was nothing to analyze; otherwise the spec's failure toast (§8). */
export function analysisFailureToast(error: unknown): ToastMessage {
  const reason = nothingToAnalyze(error);
  return reason ? { title: NOTHING_TO_ANALYZE_TITLE, description: reason } : ANALYSIS_FAILED;
}
