import { useMutation } from "@tanstack/react-query";
import type { AnalysisResponse } from "@/shared/analyses/contracts";
import type {
  AnalyzePapersRequest,
  ChatPapersRequest,
  SearchPapersRequest,
  SearchPapersResponse,
} from "@/shared/literature/contracts";
import { apiRequest } from "@/client/lib/api";

// The screen's three operations (spec §7: scientific-search, scientific-analysis and its chat).
// Their failure toasts have the spec's own words, so the global error toast stays quiet.

export function useSearchPapers() {
  return useMutation({
    mutationFn: (input: SearchPapersRequest) =>
      apiRequest<SearchPapersResponse>("/api/literature/search", { method: "POST", body: input }),
    meta: { handlesErrors: true },
  });
}

export function useAnalyzePapers() {
  return useMutation({
    mutationFn: (input: AnalyzePapersRequest) =>
      apiRequest<AnalysisResponse>("/api/literature/analysis", { method: "POST", body: input }),
    meta: { handlesErrors: true },
  });
}

export function chatAboutPapers(input: ChatPapersRequest): Promise<AnalysisResponse> {
  return apiRequest<AnalysisResponse>("/api/literature/chat", { method: "POST", body: input });
}
