import { useState } from "react";
import { toast } from "sonner";
import type { AnalysisSession } from "@/shared/analyses/contracts";
import {
  ANALYSIS_FAILED,
  MARKET_ANALYSIS_TYPES,
  MARKET_CHANNEL,
  NO_FILINGS_TO_ANALYZE,
  SEARCH_CRITERIA_REQUIRED,
  SEARCH_FAILED,
  analysisChatLine,
  analysisCompleteMessage,
  searchCompleteMessage,
  type MarketAnalysisType,
} from "@/shared/filings/constants";
import type { FilingResult, FilingSections, SearchFilingsRequest } from "@/shared/filings/contracts";
import { FILINGS_PER_ANALYSIS } from "@/shared/analyses/limits";
import { analysisTypeLabel } from "@/client/features/analyses/analysis-labels";
import { showAnalysisFailure } from "@/client/features/analyses/analysis-failure";
import { AnalysisPanel } from "@/client/features/analyses/analysis-panel";
import { AssistantChat, useChatMessages } from "@/client/features/analyses/assistant-chat";
import { RecentAnalyses } from "@/client/features/analyses/recent-analyses";
import { useAddRecentAnalysis } from "@/client/features/analyses/use-recent-analyses";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { FilingResults } from "./filing-results";
import { FilingSearchForm } from "./filing-search-form";
import { chatAboutFilings, useAnalyzeFilings, useSearchFilings } from "./use-filings";

/** /market-intelligence (spec §2): SEC 10-K and 20-F search, Market AI Analysis, assistant chat, Recent Analyses. */
export function MarketIntelligencePage() {
  const search = useSearchFilings();
  const analyze = useAnalyzeFilings();
  const chat = useChatMessages();
  const addRecent = useAddRecentAnalysis(MARKET_CHANNEL);
  const [filings, setFilings] = useState<FilingResult[] | null>(null);
  const [current, setCurrent] = useState<AnalysisSession | null>(null);

  function runSearch(request: SearchFilingsRequest) {
    if (!request.query && !request.cik) {
      toast.error(SEARCH_CRITERIA_REQUIRED.title, { description: SEARCH_CRITERIA_REQUIRED.description });
      return;
    }
    search.mutate(request, {
      onSuccess: (results) => {
        setFilings(results);
        toast.success("Search Complete", { description: searchCompleteMessage(results.length) });
      },
      onError: () => toast.error(SEARCH_FAILED.title, { description: SEARCH_FAILED.description }),
    });
  }

  /** Sections read on request join the result, so analyses and the assistant read them too. */
  function addSections(id: string, sections: FilingSections) {
    setFilings((current) => current?.map((filing) => (filing.id === id ? { ...filing, ...sections } : filing)) ?? null);
  }

  function runAnalysis(analysisType: MarketAnalysisType) {
    if (!filings || filings.length === 0) {
      toast.error(NO_FILINGS_TO_ANALYZE.title, { description: NO_FILINGS_TO_ANALYZE.description });
      return;
    }
    const label = analysisTypeLabel(analysisType);
    analyze.mutate(
      { analysisType, filings },
      {
        onSuccess: (response) => {
          setCurrent(response.session);
          addRecent(response.session);
          chat.append({ role: "user", content: analysisChatLine(label) }, { role: "assistant", content: response.analysis });
          toast.success("Analysis Complete", { description: analysisCompleteMessage(label) });
        },
        onError: (error) => showAnalysisFailure(error, ANALYSIS_FAILED),
      },
    );
  }

  async function ask(message: string): Promise<string> {
    const response = await chatAboutFilings(message, filings ?? []);
    addRecent(response.session);
    return response.analysis;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Market Analysis Agent</h1>
        <p className="max-w-3xl text-slate-600">
          Search SEC 10-K and 20-F annual reports from EDGAR by company name, ticker or CIK, then analyze market size, competitors,
          financial performance and risks.
        </p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Search SEC Filings</CardTitle>
        </CardHeader>
        <CardContent>
          <FilingSearchForm isSearching={search.isPending} onSearch={runSearch} />
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="filings-heading" className="space-y-4">
          <h2 id="filings-heading" className="text-xl font-semibold text-slate-900">
            SEC Filings
          </h2>
          {filings === null ? (
            <p className="text-sm text-slate-600">Search for a company to see its annual reports.</p>
          ) : filings.length === 0 ? (
            <p className="text-sm text-slate-600">No filings found. Try another company name, ticker or CIK number.</p>
          ) : (
            <FilingResults filings={filings} onSectionsRead={addSections} />
          )}
        </section>
        <div className="space-y-6">
          <AnalysisPanel
            title="Market AI Analysis"
            description={`Analyzes the first ${FILINGS_PER_ANALYSIS} filings of your results; every statement cites its filing by number.`}
            types={MARKET_ANALYSIS_TYPES}
            hasResults={(filings?.length ?? 0) > 0}
            running={analyze.isPending ? analyze.variables.analysisType : null}
            latest={current}
            onRun={runAnalysis}
          />
          <AssistantChat
            title="Market Assistant"
            description="Ask about the filings in your results: revenue, growth, margins, competitors, risks."
            placeholder="Ask about these filings..."
            chat={chat}
            ask={ask}
          />
          <RecentAnalyses channel={MARKET_CHANNEL} />
        </div>
      </div>
    </div>
  );
}
