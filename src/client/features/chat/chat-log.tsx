import { useEffect, useRef } from "react";
import { Bot } from "lucide-react";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/class-names";
import { splitCitations, type ChatMessage } from "./chat-messages";
import { ChatSourceLink, sourceKindLabel } from "./chat-source-link";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });

const ANSWERED_BY: Record<NonNullable<ChatMessage["answeredBy"]>, string | null> = {
  webhook: null,
  builtin: "Quoted from the sources by the built-in engine.",
  "openai-compatible": "Written by the AI provider from the sources.",
};

const LINK_CLASSES =
  "rounded-sm font-medium text-teal-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600";

function AssistantContent({ message }: { message: ChatMessage }) {
  return (
    <>
      <p className="whitespace-pre-line">
        {splitCitations(message.content, message.sources).map((part, index) =>
          part.kind === "text" ? (
            part.text
          ) : (
            <ChatSourceLink key={index} source={part.source} className={LINK_CLASSES} label={`Source ${part.source.n}: ${part.source.title}`}>
              [{part.source.n}]
            </ChatSourceLink>
          ),
        )}
      </p>
      {message.sources.length > 0 && (
        <div className="mt-3 border-t border-slate-200 pt-2">
          <p className="text-xs font-semibold text-slate-600">Sources</p>
          <ol className="mt-1 space-y-1 text-xs" aria-label="Sources">
            {message.sources.map((source) => (
              <li key={source.n} className="flex gap-1.5">
                <span className="shrink-0 text-slate-600">[{source.n}]</span>
                <span className="min-w-0 break-words">
                  <ChatSourceLink source={source} className={LINK_CLASSES}>
                    {source.title}
                  </ChatSourceLink>
                  <span className="text-slate-600"> · {sourceKindLabel(source.kind)}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
      {message.sources.length > 0 && message.answeredBy && ANSWERED_BY[message.answeredBy] && (
        <p className="mt-2 text-xs text-slate-600">{ANSWERED_BY[message.answeredBy]}</p>
      )}
    </>
  );
}

/** The scrolling list (spec §2): a time stamp per message, the empty state, a spinner while waiting. */
export function ChatLog({ messages, isWaiting }: { messages: readonly ChatMessage[]; isWaiting: boolean }) {
  const log = useRef<HTMLDivElement>(null);

  // The list scrolls to the bottom after every change (spec §2).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, isWaiting]);

  return (
    <div
      ref={log}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // Scrollable, so reachable by keyboard.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 sm:p-6"
    >
      {messages.length === 0 && !isWaiting ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 text-center text-slate-600">
          <Bot aria-hidden className="size-10 text-teal-700" />
          <p className="max-w-md text-sm">
            Start a conversation by asking a question about biotech news, clinical trials, patents or market intelligence.
          </p>
        </div>
      ) : (
        <ol className="space-y-4">
          {messages.map((message) => (
            <li key={message.id} className={cn("flex", message.role === "user" ? "justify-end" : "justify-start")}>
              <div
                data-role={message.role}
                className={cn(
                  "max-w-[80%] min-w-0 rounded-lg px-4 py-2 text-sm break-words",
                  message.role === "user" ? "bg-teal-700 text-white" : "bg-slate-100 text-slate-900",
                )}
              >
                <span className="sr-only">{message.role === "user" ? "You said:" : "The assistant said:"}</span>
                {message.role === "user" ? <p className="whitespace-pre-line">{message.content}</p> : <AssistantContent message={message} />}
                <time
                  dateTime={message.timestamp.toISOString()}
                  className={cn("mt-1 block text-xs", message.role === "user" ? "text-teal-50" : "text-slate-600")}
                >
                  {timeFormat.format(message.timestamp)}
                </time>
              </div>
            </li>
          ))}
          {isWaiting && (
            <li className="flex justify-start">
              <div className="flex items-center gap-2 rounded-lg bg-slate-100 px-4 py-2 text-sm text-slate-700">
                <Spinner className="size-4" label="The assistant is answering" />
                <span aria-hidden>Thinking…</span>
              </div>
            </li>
          )}
        </ol>
      )}
    </div>
  );
}
