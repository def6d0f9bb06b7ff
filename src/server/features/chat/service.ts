import { CHAT_LIMITS, type ChatHistoryEntry, type ChatResponse } from "@/shared/chat/contracts";
import { RATE_LIMITS } from "@/shared/limits";
import type { AiEngine } from "../../core/ai/engine";
import type { Database } from "../../core/db/client";
import { consumeRateLimit } from "../../core/http/rate-limit";
import { writeExtractiveAnswer, writeProviderAnswer } from "./answer";
import { planQuestion } from "./question";
import { gatherEvidence, type ChatSearchDeps } from "./retrieval";
import { askWebhook } from "./webhook";

export type ChatDeps = {
  db: Database;
  ai: AiEngine;
  /** CHAT_WEBHOOK_URL: when set, the webhook answers (news-community-support.md §7); else the product does. */
  webhookUrl: string | undefined;
  search: ChatSearchDeps;
};

/** RATE_LIMITS.chat per user, counted in the database so every server instance shares it. */
function consumeChatLimit(db: Database, userId: string): Promise<void> {
  return consumeRateLimit(
    db,
    "chat",
    userId,
    (wait) => `You can send up to ${RATE_LIMITS.chat.limit} chat messages a minute. Please wait ${wait} and try again.`,
  );
}

/** One chat turn: the webhook's reply, or the product's own answer from its sources. */
export async function answerChat(
  deps: ChatDeps,
  input: { userId: string; message: string; chatHistory: ChatHistoryEntry[]; signal?: AbortSignal },
): Promise<ChatResponse> {
  await consumeChatLimit(deps.db, input.userId);
  const history = input.chatHistory.slice(-CHAT_LIMITS.historyUsed);
  if (deps.webhookUrl) {
    const response = await askWebhook({ url: deps.webhookUrl, message: input.message, chatHistory: history, signal: input.signal });
    return { response, sources: [], answered_by: "webhook" };
  }
  const plan = await planQuestion(input.message, history);
  const gathered = await gatherEvidence(deps.search, plan, input.signal);
  const answer =
    deps.ai.engine === "openai-compatible"
      ? await writeProviderAnswer(deps.ai, { question: input.message, history, gathered, signal: input.signal })
      : writeExtractiveAnswer(plan.terms, gathered);
  return { ...answer, answered_by: deps.ai.engine };
}
