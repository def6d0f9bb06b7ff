import { useState } from "react";
import { History } from "lucide-react";
import type { AnalysisChannel } from "@/shared/analyses/contracts";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { EmptyState } from "@/client/components/ui/empty-state";
import { Spinner } from "@/client/components/ui/spinner";
import { formatTimeAgo } from "@/client/lib/date-distance";
import { AnalysisConfidence } from "./analysis-confidence";
import { analysisTypeLabel } from "./analysis-labels";
import { AnalysisView } from "./analysis-view";
import { useRecentAnalyses } from "./use-recent-analyses";

/** The user's own 5 newest analyses of this screen; one opens in place. */
export function RecentAnalyses({ channel }: { channel: AnalysisChannel }) {
  const recent = useRecentAnalyses(channel);
  const [openId, setOpenId] = useState<string | null>(null);
  const analyses = recent.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent Analyses</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.isPending ? (
          <Spinner label="Loading recent analyses" />
        ) : analyses.length === 0 ? (
          <EmptyState icon={<History aria-hidden className="size-8 text-slate-500" />} text="No analyses yet. Run one on your search results." />
        ) : (
          <ul className="divide-y divide-slate-100">
            {analyses.map((session) => (
              <li key={session.id} className="space-y-2 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-medium text-slate-900">{analysisTypeLabel(session.analysis_type)}</p>
                    <p className="text-xs text-slate-500">
                      {formatTimeAgo(session.created_at)}
                      {session.confidence_basis && (
                        <>
                          {" · "}
                          <AnalysisConfidence session={session} />
                        </>
                      )}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={openId === session.id}
                    onClick={() => setOpenId(openId === session.id ? null : session.id)}
                  >
                    {openId === session.id ? "Hide" : "View"}
                  </Button>
                </div>
                {openId === session.id ? (
                  <AnalysisView session={session} />
                ) : (
                  <p className="line-clamp-2 text-sm text-slate-600">{session.ai_response}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
