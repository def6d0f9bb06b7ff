import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { AnalysisChannel, AnalysisSession, RecentAnalysesResponse } from "@/shared/analyses/contracts";
import { RECENT_ANALYSES_LIMIT } from "@/shared/analyses/limits";
import { analysesApi } from "@/client/lib/operations/analyses";

const recentAnalyses = (channel: AnalysisChannel) => analysesApi.list.queryOptions({ query: { channel } });

/** The signed-in user's own newest analyses of one screen (spec §7). Failures are only logged (§8). */
export function useRecentAnalyses(channel: AnalysisChannel) {
  return useQuery({ ...recentAnalyses(channel), select: (data) => data.analyses });
}

/** A new analysis joins the top of Recent Analyses at once (spec §4), keeping the newest 5. */
function addRecentAnalysis(queryClient: QueryClient, channel: AnalysisChannel, session: AnalysisSession): void {
  queryClient.setQueryData<RecentAnalysesResponse>(recentAnalyses(channel).queryKey, (current) => ({
    analyses: [session, ...(current?.analyses ?? []).filter((item) => item.id !== session.id)].slice(0, RECENT_ANALYSES_LIMIT),
  }));
}

export function useAddRecentAnalysis(channel: AnalysisChannel) {
  const queryClient = useQueryClient();
  return (session: AnalysisSession) => addRecentAnalysis(queryClient, channel, session);
}
