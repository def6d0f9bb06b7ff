import { useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { monitorKeys } from "./monitor-keys";
import { hasRunningRun, RUN_REFRESH_MS } from "./run-polling";

/** The recent runs, newest first; refreshed while one of them (or one started here) is running. */
export function useListRuns({ isRunStarting }: { isRunStarting: boolean }) {
  return useQuery({
    queryKey: monitorKeys.runs(),
    queryFn: ({ signal }) => api.monitor.listRuns({}, { signal }),
    refetchInterval: (query) => (isRunStarting || hasRunningRun(query.state.data?.runs) ? RUN_REFRESH_MS : false),
  });
}
