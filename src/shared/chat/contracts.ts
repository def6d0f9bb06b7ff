import { z } from "zod";
import { defineOperations } from "../api/contract";
import { chatEndpoints } from "./endpoints";
import { CHAT_ANSWERED_BY, CHAT_LIMITS, CHAT_MESSAGES, CHAT_SOURCE_KINDS } from "./rules";

export { CHAT_LIMITS, CHAT_MESSAGES } from "./rules";

const chatHistoryEntrySchema = z.object({
  role: z.enum(["user", "assistant"], "A message in the history must come from the user or the assistant"),
  content: z.string().max(CHAT_LIMITS.historyEntryMax, CHAT_MESSAGES.historyEntryTooLong),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;

/** §3 chat request: the current text and the earlier messages, without the new one. */
const chatRequestSchema = z.object({
  message: z
    .string(CHAT_MESSAGES.emptyMessage)
    .trim()
    .min(1, CHAT_MESSAGES.emptyMessage)
    .max(CHAT_LIMITS.messageMax, CHAT_MESSAGES.tooLong),
  chatHistory: z.array(chatHistoryEntrySchema).max(CHAT_LIMITS.historyMax, CHAT_MESSAGES.historyTooLong).default([]),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

const chatSourceSchema = z.object({
  /** The number the answer cites it by: [1], [2]… */
  n: z.number().int(),
  kind: z.enum(CHAT_SOURCE_KINDS),
  title: z.string(),
  /** Our page for a news item (/news/{id}); the registry or preprint page otherwise. */
  url: z.string(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  sources: z.array(chatSourceSchema),
  /** Who answered: the configured webhook, the AI provider from the sources, or the built-in engine. */
  answered_by: z.enum(CHAT_ANSWERED_BY),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const chatOperations = defineOperations("chat", chatEndpoints, {
  sendMessage: {
    summary:
      "The chat assistant: CHAT_WEBHOOK_URL's reply when set, else an answer from published news (and trials or preprints where asked) citing its sources",
    body: chatRequestSchema,
    responses: { 200: { schema: chatResponseSchema, description: "The assistant's reply" } },
    errors: [400, 401, 429, 502],
  },
});
