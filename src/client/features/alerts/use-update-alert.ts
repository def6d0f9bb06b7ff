import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { alertOperations } from "@/shared/alerts/contracts";
import type { OperationInput } from "@/shared/api/contract";
import { alertsApi } from "@/client/lib/operations/alerts";
import { replaceCachedAlert } from "./use-list-alerts";

type AlertChanges = OperationInput<(typeof alertOperations)["update"]>["body"];

/** Renames a saved search, changes its e-mail frequency, or pauses or resumes it. */
export function useUpdateAlert({ handlesErrors = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AlertChanges }) => alertsApi.update({ params: { id }, body: changes }),
    meta: { handlesErrors },
    onSuccess: (alert) => replaceCachedAlert(queryClient, alert),
  });
}
