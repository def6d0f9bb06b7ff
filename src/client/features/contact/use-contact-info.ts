import { useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";

const HOUR_MS = 60 * 60 * 1000;

/** CONTACT_EMAIL and OFFICE_ADDRESS from the server's configuration. */
export function useContactInfo() {
  return useQuery({
    ...api.contact.getInfo.queryOptions(),
    staleTime: HOUR_MS,
  });
}
