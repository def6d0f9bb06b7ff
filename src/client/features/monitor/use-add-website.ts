import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { addWebsiteRequestSchema } from "@/shared/monitor/contracts";
import { monitorApi } from "@/client/lib/operations/monitor";
import { invalidateWebsites } from "./monitor-keys";

/** The form's parsed values: blank optional fields are already null (spec §5). */
export type NewWebsite = z.output<typeof addWebsiteRequestSchema>;

export function useAddWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (website: NewWebsite) => monitorApi.createWebsite({ body: website }),
    onSuccess: () => void invalidateWebsites(queryClient),
  });
}
