import { Sparkles } from "lucide-react";
import type { AnalysisSession } from "@/shared/analyses/contracts";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { analysisTypeLabel } from "./analysis-labels";
import { AnalysisView } from "./analysis-view";

type AnalysisPanelProps<Type extends string> = {
  title: string;
  description: string;
  types: readonly Type[];
  hasResults: boolean;
  running: Type | null;
  latest: AnalysisSession | null;
  onRun: (type: Type) => void;
};

/** An intelligence screen's AI Analysis buttons, disabled while one runs or without results (spec §4), and the newest result. */
export function AnalysisPanel<Type extends string>({ title, description, types, hasResults, running, latest, onRun }: AnalysisPanelProps<Type>) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {/* As many columns as fit the panel, so a long label never overflows its button. */}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] gap-2">
          {types.map((type) => (
            <Button key={type} variant="outline" className="h-auto min-h-9 justify-start whitespace-normal text-left" disabled={running !== null || !hasResults} onClick={() => onRun(type)}>
              {running === type ? <Spinner label={null} /> : <Sparkles aria-hidden />}
              {analysisTypeLabel(type)}
            </Button>
          ))}
        </div>
        {running && <Spinner label={`Generating ${analysisTypeLabel(running)} analysis`} />}
        {latest && !running && <AnalysisView session={latest} />}
      </CardContent>
    </Card>
  );
}
