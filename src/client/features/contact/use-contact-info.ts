import { useQuery } from "@tanstack/react-query";
import type { ContactInfo } from "@/shared/contact/contracts";
import { apiRequest } from "@/client/lib/api";

const HOUR_MS = 60 * 60 * 1000;

/** CONTACT_EMAIL and OFFICE_ADDRESS from the server's configuration. */
export function useContactInfo() {
  return useQuery({
    queryKey: ["contact", "info"],
    queryFn: () => apiRequest<ContactInfo>("/api/contact/info"),
    staleTime: HOUR_MS,
  });
}
