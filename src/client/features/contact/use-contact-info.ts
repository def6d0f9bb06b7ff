import { useQuery } from "@tanstack/react-query";
import { contactInfoSchema } from "@/shared/contact/contracts";
import { apiRequest } from "@/client/lib/api";

const HOUR_MS = 60 * 60 * 1000;

/** CONTACT_EMAIL and OFFICE_ADDRESS from the server's configuration. */
export function useContactInfo() {
  return useQuery({
    queryKey: ["contact", "info"],
    queryFn: () => apiRequest("/api/contact/info", { schema: contactInfoSchema }),
    staleTime: HOUR_MS,
  });
}
