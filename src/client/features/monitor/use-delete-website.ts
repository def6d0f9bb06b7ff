import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { WebsitesResponse } from "@/shared/monitor/contracts";
import { monitorApi } from "@/client/lib/operations/monitor";
import { invalidateWebsites, monitorKeys } from "./monitor-keys";

/** A hard delete, after the spec's confirmation (§5). The site leaves the list at once. */
export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => monitorApi.deleteWebsite({ params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<WebsitesResponse>(monitorKeys.websites(), (data) =>
        data ? { websites: data.websites.filter((website) => website.id !== id) } : data,
      );
      void invalidateWebsites(queryClient);
    },
  });
}
