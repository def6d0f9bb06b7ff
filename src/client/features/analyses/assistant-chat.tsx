import { useId, useRef, useState, type FormEvent } from "react";
import { Send } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle, CardDescription } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { Textarea } from "@/client/components/ui/textarea";
import { nothingToAnalyze } from "./analysis-failure";

/** Chat message (client only, spec §3). */
export type ChatMessage = { role: "user" | "assistant"; content: string };

// The spec's words (agents-accounts-admin.md §8).
const CHAT_APOLOGY = "I apologize, but I encountered an error processing your message. Please try again.";

/** The chat's messages, so an analysis can add its own lines ('Run … analysis on current papers'). */
export function useChatMessages() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const append = (...added: ChatMessage[]) => setMessages((current) => [...current, ...added]);
  return { messages, append };
}

type AssistantChatProps = {
  title: string;
  description: string;
  placeholder: string;
  chat: ReturnType<typeof useChatMessages>;
  /** Answers one message; a rejection shows the spec's apology line, or why there was nothing to answer from. */
  ask: (message: string) => Promise<string>;
};

export function AssistantChat({ title, description, placeholder, chat, ask }: AssistantChatProps) {
  const [draft, setDraft] = useState("");
  const [isAnswering, setIsAnswering] = useState(false);
  const inputId = useId();
  const log = useRef<HTMLOListElement>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    // An empty message is ignored (spec §5).
    if (!message || isAnswering) return;
    setDraft("");
    chat.append({ role: "user", content: message });
    setIsAnswering(true);
    try {
      chat.append({ role: "assistant", content: await ask(message) });
    } catch (error) {
      chat.append({ role: "assistant", content: nothingToAnalyze(error) ?? CHAT_APOLOGY });
    } finally {
      setIsAnswering(false);
      requestAnimationFrame(() => log.current?.lastElementChild?.scrollIntoView({ block: "nearest" }));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol ref={log} aria-live="polite" aria-label={`${title} messages`} className="max-h-96 space-y-3 overflow-y-auto">
          {chat.messages.map((message, index) => (
            <li
              key={index}
              className={
                message.role === "user"
                  ? "ml-8 rounded-lg bg-teal-700 px-3 py-2 text-sm whitespace-pre-line text-white"
                  : "mr-8 rounded-lg bg-slate-100 px-3 py-2 text-sm whitespace-pre-line text-slate-800"
              }
            >
              <span className="sr-only">{message.role === "user" ? "You: " : "Assistant: "}</span>
              {message.content}
            </li>
          ))}
          {isAnswering && (
            <li className="mr-8">
              <Spinner label="The assistant is answering" />
            </li>
          )}
        </ol>
        <form onSubmit={(event) => void send(event)} className="flex items-end gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message
          </label>
          <Textarea
            id={inputId}
            rows={2}
            value={draft}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && !event.shiftKey) void send(event);
            }}
          />
          <Button type="submit" disabled={isAnswering} aria-label="Send message">
            <Send aria-hidden />
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
