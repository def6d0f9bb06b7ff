import { useState, type FormEvent } from "react";
import { BarChart3 } from "lucide-react";
import { plural } from "@/shared/plural";
import type { TrendBar } from "@/shared/trials/contracts";
import { POPULAR_TRIAL_SEARCHES, SEARCH_QUERY_MAX } from "@/shared/trials/options";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { Spinner } from "@/client/components/ui/spinner";
import { BarsFigure } from "@/client/features/analyses/analysis-figures";
import { useAnalyzeTrends } from "./use-trials";

const bars = (title: string, values: TrendBar[]) => ({ kind: "bars" as const, title, bars: values });

/** Phase, status, sponsor type and start year counts for a condition (Analyze Trends tab). */
export function TrendsPanel() {
  const [condition, setCondition] = useState("");
  const analyze = useAnalyzeTrends();
  const trends = analyze.data;

  function run(text: string) {
    const trimmed = text.trim();
    if (trimmed && !analyze.isPending) analyze.mutate(trimmed);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    run(condition);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="space-y-3" aria-label="Analyze trial trends">
        <div className="space-y-1.5">
          <Label htmlFor="trend-condition">Condition</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="trend-condition"
              value={condition}
              maxLength={SEARCH_QUERY_MAX}
              onChange={(event) => setCondition(event.target.value)}
              placeholder="e.g. Breast Cancer"
            />
            <Button type="submit" disabled={analyze.isPending || !condition.trim()}>
              {analyze.isPending ? <Spinner label={null} /> : <BarChart3 aria-hidden />}
              {analyze.isPending ? "Analyzing..." : "Analyze Trends"}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {POPULAR_TRIAL_SEARCHES.map((popular) => (
            <Button
              key={popular}
              variant="ghost"
              size="sm"
              disabled={analyze.isPending}
              onClick={() => {
                setCondition(popular);
                run(popular);
              }}
            >
              {popular}
            </Button>
          ))}
        </div>
      </form>

      {trends && (
        <Card>
          <CardHeader>
            <CardTitle as="h3" className="text-lg">
              Trends for {trends.condition}
            </CardTitle>
            <CardDescription>
              {trends.studiesAnalyzed === 0
                ? `No studies found on ${trends.source}.`
                : `Counted ${trends.studiesAnalyzed} of ${plural(trends.totalCount ?? trends.studiesAnalyzed, "study", "studies")} on ${trends.source}.`}
            </CardDescription>
          </CardHeader>
          {trends.studiesAnalyzed > 0 && (
            <CardContent className="grid gap-8 md:grid-cols-2">
              <BarsFigure figure={bars("Trials by phase", trends.phases)} />
              <BarsFigure figure={bars("Trials by status", trends.statuses)} />
              <BarsFigure figure={bars("Trials by sponsor type", trends.sponsorTypes)} />
              <BarsFigure figure={bars("Trials by start year", trends.startYears)} />
            </CardContent>
          )}
        </Card>
      )}
    </div>
  );
}
