import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { alertOperations } from "@/shared/alerts/contracts";
import type { OperationInput } from "@/shared/api/contract";
import { alertsApi } from "@/client/lib/operations/alerts";
import { changeCachedAlerts } from "./use-list-alerts";

type SettingsChanges = OperationInput<(typeof alertOperations)["updateSettings"]>["body"];

/** The digests' hour, day and time zone and the default frequency, or `resume_mail` after a bounce. */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsChanges) => alertsApi.updateSettings({ body: changes }),
    // The refresh that follows brings the mail state a resume changed.
    onSuccess: (settings) => changeCachedAlerts(queryClient, (data) => ({ ...data, settings })),
  });
}
