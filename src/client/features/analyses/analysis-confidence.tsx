import type { AnalysisSession } from "@/shared/analyses/contracts";
import { confidencePercent } from "./analysis-labels";

/**
 * "Confidence 20%: 3 of 15 companies in these filings report revenue." A confidence is shown only
 * with the sentence it rests on; a session without one (a model's chat answer, an analysis stored
 * before bases were kept) shows none (issue 15 §4).
 */
export function AnalysisConfidence({ session }: { session: Pick<AnalysisSession, "confidence_score" | "confidence_basis"> }) {
  if (!session.confidence_basis) return null;
  return (
    <span>
      <span className="font-medium">Confidence {confidencePercent(session.confidence_score)}</span>: {session.confidence_basis}
    </span>
  );
}
