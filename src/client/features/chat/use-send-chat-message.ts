import { useMutation } from "@tanstack/react-query";
import type { ChatRequest, ChatResponse } from "@/shared/chat/contracts";
import { apiRequest } from "@/client/lib/api";

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (request: ChatRequest) => apiRequest<ChatResponse>("/api/chat", { method: "POST", body: request }),
    // The chat's failure toast has the spec's own words (news-community-support.md §8).
    meta: { handlesErrors: true },
  });
}
