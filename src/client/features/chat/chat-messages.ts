import type { ChatHistoryEntry, ChatResponse, ChatSource } from "@/shared/chat/contracts";
import { CHAT_LIMITS } from "@/shared/chat/rules";

/** Chat message (client only, not persisted: news-community-support.md §3), with what answered it. */
export type ChatMessage = {
  id: number;
  role: "user" | "assistant";
  content: string;
  timestamp: Date;
  sources: ChatSource[];
  answeredBy: ChatResponse["answered_by"] | null;
};

/**
 * The earlier messages sent with a new one (§3: without the new one): the newest
 * CHAT_LIMITS.historyMax, each cut to what the server accepts, so a long reply never blocks the chat.
 */
export function toChatHistory(messages: readonly ChatMessage[]): ChatHistoryEntry[] {
  return messages
    .slice(-CHAT_LIMITS.historyMax)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_LIMITS.historyEntryMax) }));
}

export type MessagePart = { kind: "text"; text: string } | { kind: "citation"; source: ChatSource };

/** The reply's text with each [n] that names a listed source as a citation part. */
export function splitCitations(content: string, sources: readonly ChatSource[]): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  for (const match of content.matchAll(/\[(\d+)\]/g)) {
    const source = sources.find((candidate) => candidate.n === Number(match[1]));
    if (!source) continue;
    if (match.index > rest) parts.push({ kind: "text", text: content.slice(rest, match.index) });
    parts.push({ kind: "citation", source });
    rest = match.index + match[0].length;
  }
  if (rest < content.length) parts.push({ kind: "text", text: content.slice(rest) });
  return parts;
}
