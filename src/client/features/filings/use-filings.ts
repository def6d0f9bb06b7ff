import { useMutation } from "@tanstack/react-query";
import type { AnalysisResponse } from "@/shared/analyses/contracts";
import type { MarketAnalysisType } from "@/shared/filings/constants";
import type { Filing, FilingResult, FilingSections, SearchFilingsRequest, SearchFilingsResponse } from "@/shared/filings/contracts";
import { FILINGS_PER_ANALYSIS, FILINGS_PER_CHAT } from "@/shared/analyses/limits";
import { apiRequest } from "@/client/lib/api";

// One hook per operation (STYLE.md): sec-edgar-search and market-analysis (spec §7), and a
// result's sections read on request.

export function searchFilings(request: SearchFilingsRequest): Promise<FilingResult[]> {
  return apiRequest<SearchFilingsResponse>("/api/filings/search", { method: "POST", body: request }).then((response) => response.results);
}

/** The screen shows its own 'Search Failed' toast (spec §8). */
export function useSearchFilings() {
  return useMutation({ mutationFn: searchFilings, meta: { handlesErrors: true } });
}

/** The card shows its own message when reading fails. */
export function useReadFilingSections() {
  return useMutation({
    mutationFn: ({ cik, id }: Pick<Filing, "cik" | "id">) =>
      apiRequest<FilingSections>(`/api/filings/sections?${new URLSearchParams({ cik, id }).toString()}`),
    meta: { handlesErrors: true },
  });
}

export function analyzeFilings(analysisType: MarketAnalysisType, filings: Filing[]): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>("/api/filings/analysis", {
    method: "POST",
    body: { analysisType, filings: filings.slice(0, FILINGS_PER_ANALYSIS) },
  });
}

export function useAnalyzeFilings() {
  return useMutation({
    mutationFn: ({ analysisType, filings }: { analysisType: MarketAnalysisType; filings: Filing[] }) => analyzeFilings(analysisType, filings),
    meta: { handlesErrors: true },
  });
}

export function chatAboutFilings(query: string, filings: Filing[]): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>("/api/filings/chat", {
    method: "POST",
    body: { query, filings: filings.slice(0, FILINGS_PER_CHAT) },
  });
}
