import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { alertOperations } from "@/shared/alerts/contracts";
import type { OperationInput } from "@/shared/api/contract";
import { alertsApi } from "@/client/lib/operations/alerts";
import { changeCachedAlerts } from "./use-list-alerts";

export type CreateAlertBody = OperationInput<(typeof alertOperations)["create"]>["body"];

/** Saves a search; `handlesErrors` when the caller shows the server's message itself (a dialog). */
export function useCreateAlert({ handlesErrors = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertBody) => alertsApi.create({ body }),
    meta: { handlesErrors },
    // Newest first, as the server lists them.
    onSuccess: (alert) => changeCachedAlerts(queryClient, (data) => ({ ...data, alerts: [alert, ...data.alerts] })),
  });
}
