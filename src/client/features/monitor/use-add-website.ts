import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { addWebsiteRequestSchema } from "@/shared/monitor/contracts";
import { api } from "@/client/lib/api-client";
import { invalidateWebsites } from "./monitor-keys";

/** The form's parsed values: blank optional fields are already null (spec §5). */
export type NewWebsite = z.output<typeof addWebsiteRequestSchema>;

export function useAddWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (website: NewWebsite) => api.monitor.createWebsite({ body: website }),
    onSuccess: () => void invalidateWebsites(queryClient),
  });
}
