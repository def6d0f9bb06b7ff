import type { QueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";

/** Query keys of the monitor feature (`api.monitor.<operation>.key`); everything under `all` may change after a run. */
export const monitorKeys = {
  /** The feature's prefix of every `api.monitor` key. */
  all: api.monitor.listWebsites.key().slice(0, 1),
  websites: () => api.monitor.listWebsites.key(),
  runs: () => api.monitor.listRuns.key(),
};

/** After an add, toggle or delete: the list only. Mutations do not wait for the refetch. */
export function invalidateWebsites(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: monitorKeys.websites() });
}

/** After a run: the sites' last checks and the history. */
export function invalidateMonitor(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: monitorKeys.all });
}
