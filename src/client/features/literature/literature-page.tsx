import { useState } from "react";
import { toast } from "@/client/components/ui/toast";
import type { SearchedPaper } from "@/shared/literature/contracts";
import {
  LITERATURE_ANALYSIS_TYPES,
  LITERATURE_CHANNEL,
  PAPERS_PER_ANALYSIS,
  PAPERS_PER_CHAT,
  type LiteratureAnalysisType,
  type PreprintSource,
} from "@/shared/literature/limits";
import { NO_PAPERS_TO_ANALYZE, SEARCH_QUERY_REQUIRED, analysisChatLine } from "@/shared/literature/messages";
import { PageHeader } from "@/client/components/layout/page-header";
import { AnalysisWorkspace } from "@/client/features/analyses/analysis-workspace";
import { useAnalysisWorkspace } from "@/client/features/analyses/use-analysis-workspace";
import { literatureApi } from "@/client/lib/operations/literature";
import { PaperList } from "./paper-list";
import { PaperSearchForm } from "./paper-search-form";
import { useSearchPapers } from "./use-literature";

type SearchResult = { query: string; papers: SearchedPaper[] };

/** /rd-intelligence (agents-accounts-admin.md §2): preprint search, AI analyses, assistant, recent analyses. */
export function LiteraturePage() {
  const search = useSearchPapers();
  const [result, setResult] = useState<SearchResult | null>(null);
  const papers = result?.papers ?? [];
  const workspace = useAnalysisWorkspace<LiteratureAnalysisType>({
    channel: LITERATURE_CHANNEL,
    hasResults: papers.length > 0,
    noResults: NO_PAPERS_TO_ANALYZE,
    chatLine: analysisChatLine,
    analyze: (analysisType) =>
      literatureApi.analyze({ body: { analysisType, papers: papers.slice(0, PAPERS_PER_ANALYSIS), query: result?.query } }),
    ask: (message) => literatureApi.chat({ body: { message, papers: papers.slice(0, PAPERS_PER_CHAT) } }),
  });

  function runSearch(query: string, sources: PreprintSource[]) {
    const trimmed = query.trim();
    if (!trimmed) {
      toast.error(SEARCH_QUERY_REQUIRED.title, { description: SEARCH_QUERY_REQUIRED.description });
      return;
    }
    search.mutate({ query: trimmed, sources }, { onSuccess: (response) => setResult({ query: trimmed, papers: response.results }) });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="R&D Discovery Scout">
        Search bioRxiv and medRxiv preprints, then let AI analyze research trends, methods, gaps, collaborations and future
        directions.
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="min-w-0 space-y-8 lg:col-span-3">
          <PaperSearchForm isSearching={search.isPending} onSearch={runSearch} />
          <PaperList papers={papers} hasSearched={result !== null} isSearching={search.isPending} />
        </div>
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <AnalysisWorkspace
            workspace={workspace}
            analysis={{
              title: "AI Analysis",
              description: `Analyzes the first ${PAPERS_PER_ANALYSIS} papers of your search.`,
              types: LITERATURE_ANALYSIS_TYPES,
            }}
            assistant={{
              title: "Research Assistant",
              description: `Ask about the first ${PAPERS_PER_CHAT} papers of your search.`,
              placeholder: "Ask about methods, findings or authors…",
            }}
          />
        </div>
      </div>
    </div>
  );
}
