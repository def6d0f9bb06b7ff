import { useEffect, useRef, useState } from "react";
import { toast } from "@/client/components/ui/toast";
import { CHAT_MESSAGES } from "@/shared/chat/rules";
import { Card } from "@/client/components/ui/card";
import { isApiError } from "@/client/lib/api";
import { ChatComposer } from "./chat-composer";
import { ChatLog } from "./chat-log";
import { toChatHistory, type ChatMessage } from "./chat-messages";
import { useSendChatMessage } from "./use-send-chat-message";

/** /n8n-chat, Biotech AI Assistant (news-community-support.md §2, §4, §5, §8); RequireUser guards it. */
export function ChatPage() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const sendMessage = useSendChatMessage();
  const isWaiting = sendMessage.isPending;
  const nextId = useRef(1);
  const input = useRef<HTMLTextAreaElement>(null);
  const wasWaiting = useRef(false);

  // The text box is disabled while a reply is pending; give the focus back once it is not.
  useEffect(() => {
    if (wasWaiting.current && !isWaiting) input.current?.focus();
    wasWaiting.current = isWaiting;
  }, [isWaiting]);

  function append(message: Omit<ChatMessage, "id" | "timestamp">) {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id, timestamp: new Date() }]);
  }

  function send() {
    // §5: trimmed; empty or whitespace-only text is not sent; nothing is sent while a reply is pending.
    const message = draft.trim();
    if (!message || isWaiting) return;
    const chatHistory = toChatHistory(messages);
    append({ role: "user", content: message, sources: [], answeredBy: null });
    setDraft("");
    sendMessage.mutate(
      { message, chatHistory },
      {
        onSuccess: (reply) =>
          append({ role: "assistant", content: reply.response, sources: reply.sources, answeredBy: reply.answered_by }),
        onError: (error) => {
          console.error("[chat] sending failed:", error);
          // The spec's words for any failure (§8); a rate limit also says how long to wait.
          const description = isApiError(error, "rate_limited") ? `${CHAT_MESSAGES.failure} ${error.message}` : CHAT_MESSAGES.failure;
          toast.error(CHAT_MESSAGES.failureTitle, { description });
        },
      },
    );
  }

  return (
    <section className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[28rem] max-w-4xl flex-col px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Biotech AI Assistant</h1>
      <p className="mt-1 text-sm text-slate-600">
        Ask questions about biotech, clinical trials, patents and market intelligence.
      </p>
      <Card className="mt-4 flex min-h-0 flex-1 flex-col overflow-hidden">
        <ChatLog messages={messages} isWaiting={isWaiting} />
        <ChatComposer ref={input} draft={draft} onDraftChange={setDraft} onSend={send} isWaiting={isWaiting} />
      </Card>
    </section>
  );
}
