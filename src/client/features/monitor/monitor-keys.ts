import type { QueryClient } from "@tanstack/react-query";

export const WEBSITES_PATH = "/api/monitor/websites";
export const RUNS_PATH = "/api/monitor/runs";
export const RUN_MONITOR_PATH = "/api/monitor/run";

export const websitePath = (id: string) => `${WEBSITES_PATH}/${encodeURIComponent(id)}`;
export const runPath = (id: string) => `${RUNS_PATH}/${encodeURIComponent(id)}`;

/** Query keys of the monitor feature; everything under `all` may change after a run. */
export const monitorKeys = {
  all: ["monitor"] as const,
  websites: () => [...monitorKeys.all, "websites"] as const,
  runs: () => [...monitorKeys.all, "runs"] as const,
};

/** After an add, toggle or delete: the list only. Mutations do not wait for the refetch. */
export function invalidateWebsites(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: monitorKeys.websites() });
}

/** After a run: the sites' last checks and the history. */
export function invalidateMonitor(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: monitorKeys.all });
}
