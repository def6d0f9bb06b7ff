import { useQuery } from "@tanstack/react-query";
import { monitorApi } from "@/client/lib/operations/monitor";
import { monitorKeys } from "./monitor-keys";
import { hasRunningRun, RUN_REFRESH_MS } from "./run-polling";

/** The recent runs, newest first; refreshed while one of them (or one started here) is running. */
export function useListRuns({ isRunStarting }: { isRunStarting: boolean }) {
  return useQuery({
    queryKey: monitorKeys.runs(),
    queryFn: ({ signal }) => monitorApi.listRuns({}, { signal }),
    refetchInterval: (query) => (isRunStarting || hasRunningRun(query.state.data?.runs) ? RUN_REFRESH_MS : false),
  });
}
