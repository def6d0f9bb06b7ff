import type { QueryClient } from "@tanstack/react-query";
import { monitorApi } from "@/client/lib/operations/monitor";

/** Query keys of the monitor feature (`monitorApi.<operation>.key`); everything under `all` may change after a run. */
export const monitorKeys = {
  /** The feature's prefix of every `monitorApi` key. */
  all: monitorApi.listWebsites.key().slice(0, 1),
  websites: () => monitorApi.listWebsites.key(),
  runs: () => monitorApi.listRuns.key(),
};

/** After an add, toggle or delete: the list only. Mutations do not wait for the refetch. */
export function invalidateWebsites(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: monitorKeys.websites() });
}

/** After a run: the sites' last checks and the history. */
export function invalidateMonitor(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: monitorKeys.all });
}
