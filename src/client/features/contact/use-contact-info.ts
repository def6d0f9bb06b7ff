import { useQuery } from "@tanstack/react-query";
import { contactApi } from "@/client/lib/operations/contact";

const HOUR_MS = 60 * 60 * 1000;

/** CONTACT_EMAIL and OFFICE_ADDRESS from the server's configuration. */
export function useContactInfo() {
  return useQuery({
    ...contactApi.getInfo.queryOptions(),
    staleTime: HOUR_MS,
  });
}
