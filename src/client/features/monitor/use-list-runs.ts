import { useQuery } from "@tanstack/react-query";
import type { MonitorRunsResponse } from "@/shared/monitor/contracts";
import { apiRequest } from "@/client/lib/api";
import { monitorKeys, RUNS_PATH } from "./monitor-keys";
import { hasRunningRun, RUN_REFRESH_MS } from "./run-polling";

/** The recent runs, newest first; refreshed while one of them (or one started here) is running. */
export function useListRuns({ isRunStarting }: { isRunStarting: boolean }) {
  return useQuery({
    queryKey: monitorKeys.runs(),
    queryFn: ({ signal }) => apiRequest<MonitorRunsResponse>(RUNS_PATH, { signal }),
    refetchInterval: (query) => (isRunStarting || hasRunningRun(query.state.data?.runs) ? RUN_REFRESH_MS : false),
  });
}
