import { useMutation } from "@tanstack/react-query";
import type { Ok } from "@/shared/auth/contracts";
import type { ContactMessage } from "@/shared/contact/contracts";
import { apiRequest } from "@/client/lib/api";

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => apiRequest<Ok>("/api/contact", { method: "POST", body: message }),
    // The spec's contact failure toast has its own words (news-community-support.md §8).
    meta: { handlesErrors: true },
  });
}
