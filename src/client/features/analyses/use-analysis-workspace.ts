import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "@/client/components/ui/toast";
import type { AnalysisChannel, AnalysisResponse, AnalysisSession } from "@/shared/analyses/contracts";
import { ANALYSIS_COMPLETE_TITLE, analysisCompleteMessage } from "@/shared/analyses/messages";
import type { ToastMessage } from "@/client/lib/query-client";
import { analysisFailureToast } from "./analysis-failure";
import { analysisTypeLabel } from "./analysis-labels";
import { useChatMessages } from "./assistant-chat";
import { useAddRecentAnalysis } from "./use-recent-analyses";

type AnalysisWorkspaceOptions<Type extends string> = {
  channel: AnalysisChannel;
  /** Whether there are results to analyze; without, `noResults` is shown and nothing is sent (spec §5). */
  hasResults: boolean;
  noResults: ToastMessage;
  /** The chat's line for an analysis run: 'Run {type} analysis on current papers' (spec §4). */
  chatLine: (typeLabel: string) => string;
  analyze: (type: Type) => Promise<AnalysisResponse>;
  ask: (message: string) => Promise<AnalysisResponse>;
};

/**
 * An intelligence screen's analyses: the AI Analysis buttons, the assistant chat and Recent
 * Analyses, with the spec's toasts (agents-accounts-admin.md §4, §8). A new analysis or answer
 * joins Recent Analyses at once; an analysis also joins the chat as a question and its answer.
 */
export function useAnalysisWorkspace<Type extends string>(options: AnalysisWorkspaceOptions<Type>) {
  const chat = useChatMessages();
  const addRecent = useAddRecentAnalysis(options.channel);
  const [latest, setLatest] = useState<AnalysisSession | null>(null);
  const analysis = useMutation({
    mutationFn: options.analyze,
    meta: {
      successToast: (_response: AnalysisResponse, type: Type) => ({
        title: ANALYSIS_COMPLETE_TITLE,
        description: analysisCompleteMessage(analysisTypeLabel(type)),
      }),
      errorToast: analysisFailureToast,
    },
    onSuccess: (response, type) => {
      setLatest(response.session);
      addRecent(response.session);
      chat.append({ role: "user", content: options.chatLine(analysisTypeLabel(type)) }, { role: "assistant", content: response.analysis });
    },
  });

  function run(type: Type) {
    if (!options.hasResults) {
      toast.error(options.noResults.title, { description: options.noResults.description });
      return;
    }
    analysis.mutate(type);
  }

  async function ask(message: string): Promise<string> {
    const response = await options.ask(message);
    addRecent(response.session);
    return response.analysis;
  }

  return { channel: options.channel, hasResults: options.hasResults, chat, latest, running: analysis.isPending ? (analysis.variables ?? null) : null, run, ask };
}

export type AnalysisWorkspace<Type extends string> = ReturnType<typeof useAnalysisWorkspace<Type>>;
