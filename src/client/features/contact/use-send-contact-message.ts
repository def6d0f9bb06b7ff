import { useMutation } from "@tanstack/react-query";
import type { ContactMessage } from "@/shared/contact/contracts";
import { api } from "@/client/lib/api-client";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => api.contact.sendMessage({ body: message }),
    // The spec's contact failure toast has its own words (news-community-support.md §8).
    meta: { handlesErrors: true },
  });
}
