import { useMutation } from "@tanstack/react-query";
import type { ChatRequest } from "@/shared/chat/contracts";
import { api } from "@/client/lib/api-client";

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (request: ChatRequest) => api.chat.sendMessage({ body: request }),
    // The chat's failure toast has the spec's own words (news-community-support.md §8).
    meta: { handlesErrors: true },
  });
}
