import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { ListAlertsResponse, SavedSearch } from "@/shared/alerts/contracts";
import { alertsApi } from "@/client/lib/operations/alerts";

/** The account's saved searches, alert settings and whether its e-mail is paused (accounts only). */
export function useListAlerts(isEnabled = true) {
  return useQuery({ ...alertsApi.list.queryOptions(), enabled: isEnabled });
}

/**
 * Applies a change to the cached list at once, then refreshes it in the background (its counts
 * and dates are the server's). Mutations do not wait for the refresh: their callbacks run while
 * the item they came from is still on the page.
 */
export function changeCachedAlerts(queryClient: QueryClient, change: (data: ListAlertsResponse) => ListAlertsResponse): void {
  queryClient.setQueryData<ListAlertsResponse>(alertsApi.list.key({}), (data) => data && change(data));
  void queryClient.invalidateQueries({ queryKey: alertsApi.list.key() });
}

/** The cached list with `alert` in place of the saved search of the same id. */
export function replaceCachedAlert(queryClient: QueryClient, alert: SavedSearch): void {
  changeCachedAlerts(queryClient, (data) => ({
    ...data,
    alerts: data.alerts.map((cached) => (cached.id === alert.id ? alert : cached)),
  }));
}
