import { useMutation } from "@tanstack/react-query";
import type { ChatRequest } from "@/shared/chat/contracts";
import { chatApi } from "@/client/lib/operations/chat";

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (request: ChatRequest) => chatApi.sendMessage({ body: request }),
    // The chat's failure toast has the spec's own words (news-community-support.md §8).
    meta: { handlesErrors: true },
  });
}
