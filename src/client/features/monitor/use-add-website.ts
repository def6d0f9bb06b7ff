import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { addWebsiteRequestSchema, websiteResponseSchema } from "@/shared/monitor/contracts";
import { apiRequest } from "@/client/lib/api";
import { invalidateWebsites, WEBSITES_PATH } from "./monitor-keys";

/** The form's parsed values: blank optional fields are already null (spec §5). */
export type NewWebsite = z.output<typeof addWebsiteRequestSchema>;
type WebsiteResponse = z.infer<typeof websiteResponseSchema>;

export function useAddWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (website: NewWebsite) => apiRequest<WebsiteResponse>(WEBSITES_PATH, { method: "POST", body: website }),
    onSuccess: () => void invalidateWebsites(queryClient),
  });
}
