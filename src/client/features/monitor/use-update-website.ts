import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateWebsiteRequest } from "@/shared/monitor/contracts";
import { monitorApi } from "@/client/lib/operations/monitor";
import { invalidateWebsites } from "./monitor-keys";

/** Activate or Deactivate (spec §4): only `is_active` changes. */
export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebsiteRequest }) =>
      monitorApi.updateWebsite({ params: { id }, body: changes }),
    onSuccess: () => void invalidateWebsites(queryClient),
  });
}
