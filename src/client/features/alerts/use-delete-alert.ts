import { useMutation, useQueryClient } from "@tanstack/react-query";
import { alertsApi } from "@/client/lib/operations/alerts";
import { changeCachedAlerts } from "./use-list-alerts";

/** Deletes a saved search: its e-mails stop and its private feed stops working. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => alertsApi.delete({ params: { id } }),
    onSuccess: (_result, id) =>
      changeCachedAlerts(queryClient, (data) => ({ ...data, alerts: data.alerts.filter((alert) => alert.id !== id) })),
  });
}
