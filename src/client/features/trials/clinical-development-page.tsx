import { useState } from "react";
import { GitCompare } from "lucide-react";
import type { EligibilityRequest, EligibleTrial, SearchTrialsRequest, SetAsideTrial, Trial } from "@/shared/trials/contracts";
import {
  COMPARE_SELECTION_MESSAGE,
  COUNTRY_OPTIONS,
  STATUS_OPTIONS,
  TRIALS_COMPARE_MAX,
  TRIALS_COMPARE_MIN,
  TRIALS_SOURCE,
  toggleSelection,
} from "@/shared/trials/options";
import { PageHeader } from "@/client/components/layout/page-header";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/client/components/ui/tabs";
import { PatientForm } from "./patient-form";
import { SetAsideTrials } from "./set-aside-trials";
import { TrendsPanel } from "./trends-panel";
import { TrialCard } from "./trial-card";
import { TrialComparison } from "./trial-comparison";
import { TrialSearchForm } from "./trial-search-form";
import { useFindEligibleTrials, useSearchTrials } from "./use-trials";

/** The four tab states of agents §4. */
type TrialTab = "search" | "patient" | "analysis" | "comparison";

type Results =
  | { kind: "search"; heading: string; trials: Trial[]; summary: string; leftOut: string | null }
  | { kind: "eligibility"; heading: string; trials: EligibleTrial[]; summary: string; setAside: SetAsideTrial[] };

/** /clinical-development (agents §2): search ClinicalTrials.gov, match a patient, count trends, compare. */
export function ClinicalDevelopmentPage() {
  const [tab, setTab] = useState<TrialTab>("search");
  const [results, setResults] = useState<Results | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [compareProblem, setCompareProblem] = useState(false);
  const searchTrials = useSearchTrials();
  const findEligible = useFindEligibleTrials();

  function search(request: SearchTrialsRequest) {
    searchTrials.mutate(request, {
      onSuccess: (response) => {
        const country = COUNTRY_OPTIONS.find((option) => option.value === request.country)?.label;
        const status = STATUS_OPTIONS.find((option) => option.value === request.status && option.value !== "all")?.label;
        setResults({
          kind: "search",
          heading: `Results for “${request.query}” (${country})`,
          trials: response.trials,
          summary: `showing ${response.trials.length} of ${response.totalCount ?? response.trials.length}`,
          // Only what was asked and checked: a study answered with another status is not shown as one.
          leftOut:
            status && response.otherStatusCount > 0
              ? `Left out, because ClinicalTrials.gov listed them with a status other than ${status}: ${response.otherStatusCount}`
              : null,
        });
      },
    });
  }

  function matchPatient(request: EligibilityRequest) {
    findEligible.mutate(request, {
      onSuccess: (response) => {
        const shown = response.trials.length < response.eligibleCount ? ` (the best ${response.trials.length} shown)` : "";
        setResults({
          kind: "eligibility",
          heading: `Eligible trials for a ${request.age}-year-old with ${request.conditions.join(", ")}`,
          trials: response.trials,
          summary: `checked: ${response.candidates}, eligible: ${response.eligibleCount}${shown}, set aside: ${response.setAside.length}. Best match first.`,
          setAside: response.setAside,
        });
        // A successful eligibility search moves to the results (agents §4).
        setTab("search");
      },
    });
  }

  function toggle(id: string) {
    setCompareProblem(false);
    setSelected((current) => toggleSelection(current, id, TRIALS_COMPARE_MAX));
  }

  function compare() {
    if (selected.length < TRIALS_COMPARE_MIN) {
      setCompareProblem(true);
      return;
    }
    setCompareProblem(false);
    setTab("comparison");
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Clinical Development Tracker">
        Search live studies from {TRIALS_SOURCE}, find trials a patient may be eligible for, analyze trends and compare trials side by side.
      </PageHeader>
      <Tabs value={tab} onValueChange={(value) => setTab(value as TrialTab)}>
        <TabsList className="grid-flow-row grid-cols-2 sm:grid-flow-col sm:grid-cols-none">
          <TabsTrigger value="search">Search Trials</TabsTrigger>
          <TabsTrigger value="patient">Find Eligible Trials</TabsTrigger>
          <TabsTrigger value="analysis">Analyze Trends</TabsTrigger>
          <TabsTrigger value="comparison">Trial Comparison ({selected.length})</TabsTrigger>
        </TabsList>

        <TabsContent value="search" className="space-y-6">
          <Card>
            <CardContent className="pt-6">
              <TrialSearchForm isSearching={searchTrials.isPending} onSearch={search} />
            </CardContent>
          </Card>
          {results && (
            <section aria-labelledby="trial-results-heading" className="space-y-4">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <h2 id="trial-results-heading" className="text-xl font-semibold text-slate-900">
                    {results.kind === "search" ? "Search Results" : "Eligible Trials"}
                  </h2>
                  <p className="text-sm text-slate-600">
                    {results.heading}: {results.summary}
                  </p>
                  {results.kind === "eligibility" && (
                    <p className="text-sm text-slate-600">
                      Recruiting studies were asked for. Eligible means listed as Recruiting, one of its conditions is the patient&apos;s, and
                      its age and sex limits admit the patient.
                    </p>
                  )}
                </div>
                <div className="flex items-center gap-3">
                  <span className="text-sm text-slate-600" aria-live="polite">
                    {selected.length} of {TRIALS_COMPARE_MAX} selected
                  </span>
                  <Button variant="outline" onClick={compare}>
                    <GitCompare aria-hidden />
                    Compare Selected
                  </Button>
                </div>
              </div>
              {compareProblem && <Alert variant="destructive">{COMPARE_SELECTION_MESSAGE}</Alert>}
              {results.kind === "search" && results.leftOut && <Alert>{results.leftOut}</Alert>}
              {results.trials.length === 0 ? (
                <Alert>
                  {results.kind === "search"
                    ? "No clinical trials found. Try other words or fewer filters."
                    : "No recruiting study found that this patient is eligible for."}
                </Alert>
              ) : (
                <ul className="space-y-4">
                  {results.trials.map((trial) => (
                    <li key={trial.id}>
                      <TrialCard
                        trial={trial}
                        isSelected={selected.includes(trial.id)}
                        canSelectMore={selected.length < TRIALS_COMPARE_MAX}
                        onToggle={toggle}
                      />
                    </li>
                  ))}
                </ul>
              )}
              {results.kind === "eligibility" && <SetAsideTrials trials={results.setAside} />}
            </section>
          )}
        </TabsContent>

        <TabsContent value="patient">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-lg">
                Find Eligible Trials
              </CardTitle>
              <CardDescription>
                Recruiting studies the patient is eligible for by condition, age and sex, scored 0–100 on those, location and the published
                inclusion and exclusion criteria; the others are set aside with the reason. A screening aid, not medical advice.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PatientForm isSearching={findEligible.isPending} onSubmit={matchPatient} />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="analysis">
          <TrendsPanel />
        </TabsContent>

        <TabsContent value="comparison">
          <TrialComparison ids={selected} onRemove={toggle} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
