import { useState } from "react";
import { toast } from "sonner";
import type { AnalysisSession } from "@/shared/analyses/contracts";
import type { Paper } from "@/shared/literature/contracts";
import { plural } from "@/shared/plural";
import {
  LITERATURE_ANALYSIS_TYPES,
  LITERATURE_CHANNEL,
  PAPERS_PER_ANALYSIS,
  PAPERS_PER_CHAT,
  type LiteratureAnalysisType,
  type PreprintSource,
} from "@/shared/literature/limits";
import { analysisTypeLabel } from "@/client/features/analyses/analysis-labels";
import { showAnalysisFailure } from "@/client/features/analyses/analysis-failure";
import { AnalysisPanel } from "@/client/features/analyses/analysis-panel";
import { AssistantChat, useChatMessages } from "@/client/features/analyses/assistant-chat";
import { RecentAnalyses } from "@/client/features/analyses/recent-analyses";
import { useAddRecentAnalysis } from "@/client/features/analyses/use-recent-analyses";
import { PaperList } from "./paper-list";
import { PaperSearchForm } from "./paper-search-form";
import { chatAboutPapers, useAnalyzePapers, useSearchPapers } from "./use-literature";

type SearchResult = { query: string; papers: Paper[] };

// The spec's words (agents-accounts-admin.md §8).
const ANALYSIS_FAILED = { title: "Analysis Failed", description: "There was an error generating the analysis. Please try again." };

/** /rd-intelligence (agents-accounts-admin.md §2): preprint search, AI analyses, assistant, recent analyses. */
export function LiteraturePage() {
  const search = useSearchPapers();
  const analyze = useAnalyzePapers();
  const chat = useChatMessages();
  const addRecent = useAddRecentAnalysis(LITERATURE_CHANNEL);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [latest, setLatest] = useState<AnalysisSession | null>(null);
  const papers = result?.papers ?? [];

  function runSearch(query: string, sources: PreprintSource[]) {
    const trimmed = query.trim();
    if (!trimmed) {
      toast.error("Search Query Required", { description: "Please enter a search query to find scientific papers." });
      return;
    }
    search.mutate(
      { query: trimmed, sources },
      {
        onSuccess: (response) => {
          setResult({ query: trimmed, papers: response.results });
          toast.success("Search Complete", { description: `Found ${plural(response.results.length, "relevant paper")}.` });
        },
        onError: () => {
          toast.error("Search Failed", { description: "There was an error searching for papers. Please try again." });
        },
      },
    );
  }

  function runAnalysis(analysisType: LiteratureAnalysisType) {
    if (papers.length === 0) {
      toast.error("No Papers to Analyze", { description: "Please search for papers first before running analysis." });
      return;
    }
    const label = analysisTypeLabel(analysisType);
    analyze.mutate(
      { analysisType, papers: papers.slice(0, PAPERS_PER_ANALYSIS), query: result?.query },
      {
        onSuccess: (response) => {
          setLatest(response.session);
          addRecent(response.session);
          chat.append({ role: "user", content: `Run ${label} analysis on current papers` }, { role: "assistant", content: response.analysis });
          toast.success("Analysis Complete", { description: `${label} analysis has been generated successfully.` });
        },
        onError: (error) => showAnalysisFailure(error, ANALYSIS_FAILED),
      },
    );
  }

  async function ask(message: string): Promise<string> {
    const response = await chatAboutPapers({ message, papers: papers.slice(0, PAPERS_PER_CHAT) });
    addRecent(response.session);
    return response.analysis;
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">R&amp;D Discovery Scout</h1>
        <p className="text-lg text-slate-600">
          Search bioRxiv and medRxiv preprints, then let AI analyze research trends, methods, gaps, collaborations and
          future directions.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="min-w-0 space-y-8 lg:col-span-3">
          <PaperSearchForm isSearching={search.isPending} onSearch={runSearch} />
          <PaperList papers={papers} hasSearched={result !== null} isSearching={search.isPending} />
        </div>
        <div className="min-w-0 space-y-8 lg:col-span-2">
          <AnalysisPanel
            title="AI Analysis"
            description={`Analyzes the first ${PAPERS_PER_ANALYSIS} papers of your search.`}
            types={LITERATURE_ANALYSIS_TYPES}
            hasResults={papers.length > 0}
            running={analyze.isPending ? (analyze.variables?.analysisType ?? null) : null}
            latest={latest}
            onRun={runAnalysis}
          />
          <AssistantChat
            title="Research Assistant"
            description={`Ask about the first ${PAPERS_PER_CHAT} papers of your search.`}
            placeholder="Ask about methods, findings or authors…"
            chat={chat}
            ask={ask}
          />
          <RecentAnalyses channel={LITERATURE_CHANNEL} />
        </div>
      </div>
    </div>
  );
}
