import { useMutation, useQueryClient } from "@tanstack/react-query";
import { alertsApi } from "@/client/lib/operations/alerts";
import { replaceCachedAlert } from "./use-list-alerts";

/** A new private feed address for a saved search; the old one stops working at once. */
export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => alertsApi.renewFeed({ params: { id } }),
    onSuccess: (alert) => replaceCachedAlert(queryClient, alert),
  });
}
