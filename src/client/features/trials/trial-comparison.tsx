import { X } from "lucide-react";
import { plural } from "@/shared/plural";
import type { Trial } from "@/shared/trials/contracts";
import { COMPARE_SELECTION_MESSAGE, TRIALS_COMPARE_MIN } from "@/shared/trials/options";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { formatEnrollment, formatList, formatLocations, formatSex, orNotListed } from "./trial-format";
import { useCompareTrials } from "./use-trials";

const ROWS: Array<[string, (trial: Trial) => string]> = [
  ["Condition", (trial) => formatList(trial.conditions)],
  ["Phase", (trial) => trial.phase],
  ["Status", (trial) => trial.statusLabel],
  ["Study Type", (trial) => orNotListed(trial.studyType && trial.studyType[0] + trial.studyType.slice(1).toLowerCase())],
  ["Sponsor", (trial) => orNotListed(trial.sponsor)],
  ["Enrollment", formatEnrollment],
  ["Age Range", (trial) => trial.ageRange],
  ["Sex", (trial) => formatSex(trial.sex)],
  ["Intervention Type", (trial) => formatList(trial.interventionTypes)],
  ["Interventions", (trial) => formatList(trial.interventions.map((intervention) => intervention.name))],
  ["Arms", (trial) => formatList(trial.arms.map((arm) => arm.label))],
  ["Locations", (trial) => `${formatLocations(trial.locations)}${trial.locations.length ? ` (${plural(trial.locations.length, "site")})` : ""}`],
  ["Start Date", (trial) => orNotListed(trial.startDate)],
  ["Completion Date", (trial) => orNotListed(trial.completionDate)],
  ["Last Update", (trial) => orNotListed(trial.lastUpdate)],
];

type TrialComparisonProps = { ids: readonly string[]; onRemove: (id: string) => void };

/** The chosen 2–5 studies side by side (agents §2 Trial Comparison view). */
export function TrialComparison({ ids, onRemove }: TrialComparisonProps) {
  const compare = useCompareTrials(ids);
  if (ids.length < TRIALS_COMPARE_MIN) return <Alert variant="info">{COMPARE_SELECTION_MESSAGE}</Alert>;
  if (compare.isPending) return <Spinner label="Loading the trials to compare" />;
  if (compare.isError) {
    return (
      <Alert variant="destructive" title="Comparison Failed">
        {compare.error.message}{" "}
        <Button variant="link" size="sm" className="h-auto px-0" onClick={() => void compare.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const { trials, missing } = compare.data;
  return (
    <div className="space-y-3">
      {missing.length > 0 && <Alert variant="info">Not found on {compare.data.source}: {missing.join(", ")}</Alert>}
      <div className="overflow-x-auto rounded-lg border border-slate-200" role="region" aria-label="Trial comparison" tabIndex={0}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">Selected trials side by side</caption>
          <thead className="bg-slate-50 align-top">
            <tr>
              <th scope="col" className="w-40 p-3 font-medium text-slate-600">
                Trial
              </th>
              {trials.map((trial) => (
                <th key={trial.id} scope="col" className="p-3 font-normal">
                  <div className="flex items-start justify-between gap-2">
                    <span>
                      <span className="block font-mono text-xs text-slate-500">{trial.id}</span>
                      <a href={trial.url} target="_blank" rel="noreferrer" className="font-semibold text-slate-900 hover:underline">
                        {trial.title}
                      </a>
                    </span>
                    <Button variant="ghost" size="icon" className="size-8 shrink-0" aria-label={`Remove ${trial.id} from the comparison`} onClick={() => onRemove(trial.id)}>
                      <X aria-hidden />
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="align-top">
            {ROWS.map(([label, value]) => (
              <tr key={label} className="border-t border-slate-200">
                <th scope="row" className="p-3 font-medium text-slate-600">
                  {label}
                </th>
                {trials.map((trial) => (
                  <td key={trial.id} className="p-3 break-words text-slate-800">
                    {value(trial)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
