// Limits and words of the chat page, apart from the zod contracts so the page loads no schema library.

/** news-community-support.md §2, §5 and §8 for the chat page; its bounds are ours (§9: "not shown"). */
export const CHAT_LIMITS = {
  messageMax: 4000,
  /** Earlier messages accepted with a request… */
  historyMax: 100,
  historyEntryMax: 8000,
  /** …of which the newest this many are used to answer (and forwarded to a webhook). */
  historyUsed: 12,
  /** Sources an answer cites at most. */
  sourcesMax: 5,
} as const;

export const CHAT_MESSAGES = {
  failureTitle: "Error",
  failure: "Failed to send message. Please try again.",
  noResponse: "No response received",
  emptyMessage: "Please enter a message",
  tooLong: `Messages must be less than ${CHAT_LIMITS.messageMax} characters`,
  historyEntryTooLong: `A message in the history must be less than ${CHAT_LIMITS.historyEntryMax} characters`,
  historyTooLong: "The conversation is too long; please start a new one",
} as const;

export const CHAT_ANSWERED_BY = ["webhook", "openai-compatible", "builtin"] as const;

export const CHAT_SOURCE_KINDS = ["news", "trial", "preprint"] as const;
export type ChatSourceKind = (typeof CHAT_SOURCE_KINDS)[number];
