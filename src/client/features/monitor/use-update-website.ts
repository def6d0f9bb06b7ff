import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { UpdateWebsiteRequest, websiteResponseSchema } from "@/shared/monitor/contracts";
import { apiRequest } from "@/client/lib/api";
import { invalidateWebsites, websitePath } from "./monitor-keys";

type WebsiteResponse = z.infer<typeof websiteResponseSchema>;

/** Activate or Deactivate (spec §4): only `is_active` changes. */
export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebsiteRequest }) =>
      apiRequest<WebsiteResponse>(websitePath(id), { method: "PATCH", body: changes }),
    onSuccess: () => void invalidateWebsites(queryClient),
  });
}
