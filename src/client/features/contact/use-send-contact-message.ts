import { useMutation } from "@tanstack/react-query";
import type { ContactMessage } from "@/shared/contact/contracts";
import { contactApi } from "@/client/lib/operations/contact";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => contactApi.sendMessage({ body: message }),
    // The spec's contact failure toast has its own words (news-community-support.md §8).
    meta: { handlesErrors: true },
  });
}
