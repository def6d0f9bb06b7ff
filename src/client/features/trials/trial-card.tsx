import type { ReactNode } from "react";
import { CircleCheck, CircleDashed, CircleMinus, CircleX, ExternalLink } from "lucide-react";
import type { MatchReason, Trial } from "@/shared/trials/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { CompanyLink } from "../entities/company-link";
import { ResultEntityChips } from "../entities/entity-chips";
import { formatEnrollment, formatList, formatLocations, orNotListed } from "./trial-format";

/** A study's title, linking to its ClinicalTrials.gov record in a new tab. */
export function TrialTitleLink({ trial }: { trial: Pick<Trial, "url" | "title"> }) {
  return (
    <a href={trial.url} target="_blank" rel="noreferrer" className="hover:text-teal-800 hover:underline">
      {trial.title}
      <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-baseline" />
      <span className="sr-only"> (opens ClinicalTrials.gov in a new tab)</span>
    </a>
  );
}

type TrialCardProps = {
  trial: Trial & { matchScore?: number; matchReasons?: MatchReason[] };
  isSelected: boolean;
  canSelectMore: boolean;
  onToggle: (id: string) => void;
};

const OUTCOME_ICONS = {
  met: { Icon: CircleCheck, className: "text-teal-700", label: "Met" },
  partial: { Icon: CircleMinus, className: "text-amber-600", label: "Partly met" },
  unmet: { Icon: CircleX, className: "text-red-600", label: "Not met" },
  unknown: { Icon: CircleDashed, className: "text-slate-500", label: "Unknown" },
} as const;

const CRITERION_LABELS: Record<MatchReason["criterion"], string> = {
  age: "Age",
  sex: "Sex",
  condition: "Condition",
  location: "Location",
  inclusion: "Inclusion criteria",
  exclusion: "Exclusion criteria",
};

/** A study's sponsor: a company's leads to its entity page; a university, hospital or agency is named only. */
function Sponsor({ trial }: { trial: Pick<Trial, "sponsor" | "sponsorClass"> }) {
  if (trial.sponsor && trial.sponsorClass === "INDUSTRY") return <CompanyLink name={trial.sponsor} />;
  return orNotListed(trial.sponsor);
}

/** One study (agents §3 clinical trial): the card fields, a compare checkbox, and a match score when scored. */
export function TrialCard({ trial, isSelected, canSelectMore, onToggle }: TrialCardProps) {
  const checkboxId = `compare-${trial.id}`;
  const facts: Array<[string, ReactNode]> = [
    ["Condition", formatList(trial.conditions)],
    ["Phase", trial.phase],
    ["Status", trial.statusLabel],
    ["Sponsor", <Sponsor trial={trial} />],
    ["Locations", formatLocations(trial.locations)],
    ["Enrollment", formatEnrollment(trial)],
    ["Age Range", trial.ageRange],
    ["Last Update", orNotListed(trial.lastUpdate)],
    ["Intervention Type", formatList(trial.interventionTypes)],
  ];
  return (
    <Card>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="font-mono">
              {trial.id}
            </Badge>
            <Badge variant="teal">{trial.statusLabel}</Badge>
            <Badge>{trial.phase}</Badge>
          </div>
          {trial.matchScore !== undefined && (
            <Badge variant="amber" className="text-sm" aria-label={`Match score ${trial.matchScore} of 100`}>
              {trial.matchScore}% match
            </Badge>
          )}
        </div>
        <CardTitle as="h3" id={`${trial.id}-title`} className="text-base leading-snug">
          <TrialTitleLink trial={trial} />
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        <ResultEntityChips entities={trial.entities} label="Entities in this trial" />
        {trial.matchReasons && (
          <section aria-label={`Why ${trial.id} matches`} className="space-y-1.5">
            <h4 className="text-sm font-semibold text-slate-800">
              Match reasons{trial.matchScore !== undefined && `: ${trial.matchScore} of 100 points`}
            </h4>
            <ul className="space-y-1 text-sm">
              {trial.matchReasons.map((reason) => {
                const { Icon, className, label } = OUTCOME_ICONS[reason.outcome];
                return (
                  <li key={reason.criterion} className="flex gap-2">
                    <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${className}`} />
                    <span>
                      <span className="sr-only">{label}: </span>
                      <span className="font-medium">{CRITERION_LABELS[reason.criterion]}</span> ({reason.points}/{reason.maxPoints}):{" "}
                      {reason.text}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {trial.eligibility && (
          <details className="rounded-md border border-slate-200 p-3 text-sm">
            <summary className="cursor-pointer font-medium text-slate-800">Eligibility criteria</summary>
            <p className="mt-2 max-h-64 overflow-y-auto whitespace-pre-line text-slate-700">{trial.eligibility}</p>
          </details>
        )}
        <div className="flex items-center gap-2">
          <Checkbox
            id={checkboxId}
            checked={isSelected}
            disabled={!isSelected && !canSelectMore}
            onCheckedChange={() => onToggle(trial.id)}
          />
          <Label htmlFor={checkboxId} className="text-sm font-normal">
            Select for comparison
          </Label>
        </div>
      </CardContent>
    </Card>
  );
}
