import { CircleX } from "lucide-react";
import type { SetAsideReason, SetAsideTrial } from "@/shared/trials/contracts";
import { Badge } from "@/client/components/ui/badge";
import { TrialTitleLink } from "./trial-card";
import { formatList } from "./trial-format";

/** What each reason means for the patient, said first so a clinician reads the verdict before the detail. */
const REASON_LABELS: Record<SetAsideReason["criterion"], string> = {
  status: "Not recruiting",
  condition: "Does not match the patient's condition",
  age: "Outside the age range",
  sex: "Does not enroll the patient's sex",
};

/**
 * Studies the registry answered that the patient is not eligible for: apart from the eligible list,
 * closed by default, each with why and without a score.
 */
export function SetAsideTrials({ trials }: { trials: SetAsideTrial[] }) {
  if (trials.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">
        Not eligible, set aside ({trials.length}): not recruiting, or the condition, age or sex rules the patient out
      </summary>
      <ul aria-label="Studies set aside as not eligible" className="mt-3 space-y-3">
        {trials.map((trial) => (
          <li key={trial.id} aria-labelledby={`${trial.id}-set-aside`} className="space-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="outline" className="font-mono">
                {trial.id}
              </Badge>
              <Badge>{trial.statusLabel}</Badge>
            </div>
            <p id={`${trial.id}-set-aside`} className="font-medium text-slate-900">
              <TrialTitleLink trial={trial} />
            </p>
            <p className="text-slate-600">
              Conditions: {formatList(trial.conditions)} · Ages: {trial.ageRange}
            </p>
            <ul className="space-y-0.5">
              {trial.setAsideReasons.map((reason) => (
                <li key={reason.criterion} className="flex gap-2">
                  <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-red-600" />
                  <span>
                    <span className="font-medium">{REASON_LABELS[reason.criterion]}</span>: {reason.text}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </details>
  );
}
