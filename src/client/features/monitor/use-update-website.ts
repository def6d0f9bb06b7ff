import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateWebsiteRequest } from "@/shared/monitor/contracts";
import { api } from "@/client/lib/api-client";
import { invalidateWebsites } from "./monitor-keys";

/** Activate or Deactivate (spec §4): only `is_active` changes. */
export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebsiteRequest }) =>
      api.monitor.updateWebsite({ params: { id }, body: changes }),
    onSuccess: () => void invalidateWebsites(queryClient),
  });
}
