import { useQuery } from "@tanstack/react-query";
import type { WebsitesResponse } from "@/shared/monitor/contracts";
import { apiRequest } from "@/client/lib/api";
import { monitorKeys, WEBSITES_PATH } from "./monitor-keys";
import { RUN_REFRESH_MS } from "./run-polling";

/** The monitored websites, newest first. Admins only (401/403 otherwise). */
export function useListWebsites({ isRunActive }: { isRunActive: boolean }) {
  return useQuery({
    queryKey: monitorKeys.websites(),
    queryFn: ({ signal }) => apiRequest<WebsitesResponse>(WEBSITES_PATH, { signal }),
    // A run changes each site's last check as it goes.
    refetchInterval: isRunActive ? RUN_REFRESH_MS : false,
  });
}
