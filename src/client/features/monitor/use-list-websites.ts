import { useQuery } from "@tanstack/react-query";
import { monitorApi } from "@/client/lib/operations/monitor";
import { monitorKeys } from "./monitor-keys";
import { RUN_REFRESH_MS } from "./run-polling";

/** The monitored websites, newest first. Admins only (401/403 otherwise). */
export function useListWebsites({ isRunActive }: { isRunActive: boolean }) {
  return useQuery({
    queryKey: monitorKeys.websites(),
    queryFn: ({ signal }) => monitorApi.listWebsites({}, { signal }),
    // A run changes each site's last check as it goes.
    refetchInterval: isRunActive ? RUN_REFRESH_MS : false,
  });
}
