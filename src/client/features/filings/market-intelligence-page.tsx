import { useState } from "react";
import { FileSearch, SearchX } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import { FILINGS_PER_ANALYSIS, FILINGS_PER_CHAT } from "@/shared/analyses/limits";
import {
  MARKET_ANALYSIS_TYPES,
  MARKET_CHANNEL,
  NO_FILINGS_TO_ANALYZE,
  SEARCH_CRITERIA_REQUIRED,
  analysisChatLine,
  type MarketAnalysisType,
} from "@/shared/filings/constants";
import type { FilingResult, FilingSections, SearchFilingsRequest } from "@/shared/filings/contracts";
import { PageHeader } from "@/client/components/layout/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { EmptyState } from "@/client/components/ui/empty-state";
import { AnalysisWorkspace } from "@/client/features/analyses/analysis-workspace";
import { useAnalysisWorkspace } from "@/client/features/analyses/use-analysis-workspace";
import { filingsApi } from "@/client/lib/operations/filings";
import { FilingResults } from "./filing-results";
import { FilingSearchForm } from "./filing-search-form";
import { useSearchFilings } from "./use-filings";

/** /market-intelligence (spec §2): SEC 10-K and 20-F search, Market AI Analysis, assistant chat, Recent Analyses. */
export function MarketIntelligencePage() {
  const search = useSearchFilings();
  const [filings, setFilings] = useState<FilingResult[] | null>(null);
  const workspace = useAnalysisWorkspace<MarketAnalysisType>({
    channel: MARKET_CHANNEL,
    hasResults: (filings?.length ?? 0) > 0,
    noResults: NO_FILINGS_TO_ANALYZE,
    chatLine: analysisChatLine,
    analyze: (analysisType) => filingsApi.analyze({ body: { analysisType, filings: (filings ?? []).slice(0, FILINGS_PER_ANALYSIS) } }),
    ask: (query) => filingsApi.chat({ body: { query, filings: (filings ?? []).slice(0, FILINGS_PER_CHAT) } }),
  });

  function runSearch(request: SearchFilingsRequest) {
    if (!request.query && !request.cik) {
      toast.error(SEARCH_CRITERIA_REQUIRED.title, { description: SEARCH_CRITERIA_REQUIRED.description });
      return;
    }
    search.mutate(request, { onSuccess: setFilings });
  }

  /** Sections read on request join the result, so analyses and the assistant read them too. */
  function addSections(id: string, sections: FilingSections) {
    setFilings((current) => current?.map((filing) => (filing.id === id ? { ...filing, ...sections } : filing)) ?? null);
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Market Analysis Agent">
        Search SEC 10-K and 20-F annual reports from EDGAR by company name, ticker or CIK, then analyze market size, competitors,
        financial performance and risks.
      </PageHeader>

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
            <EmptyState
              icon={<FileSearch aria-hidden className="size-8 text-teal-700" />}
              text="Search for a company to see its annual reports."
            />
          ) : filings.length === 0 ? (
            <EmptyState
              icon={<SearchX aria-hidden className="size-8 text-slate-500" />}
              text="No filings found. Try another company name, ticker or CIK number."
            />
          ) : (
            <FilingResults filings={filings} onSectionsRead={addSections} />
          )}
        </section>
        <div className="space-y-6">
          <AnalysisWorkspace
            workspace={workspace}
            analysis={{
              title: "Market AI Analysis",
              description: `Analyzes the first ${FILINGS_PER_ANALYSIS} filings of your results; every statement cites its filing by number.`,
              types: MARKET_ANALYSIS_TYPES,
            }}
            assistant={{
              title: "Market Assistant",
              description: "Ask about the filings in your results: revenue, growth, margins, competitors, risks.",
              placeholder: "Ask about these filings...",
            }}
          />
        </div>
      </div>
    </div>
  );
}
