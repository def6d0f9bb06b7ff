import { CHAT_MESSAGES, type ChatHistoryEntry } from "@/shared/chat/contracts";
import { AppError } from "../../core/errors";

// The n8n-compatible chat webhook of news-community-support.md §7, called by the server (not the
// browser) so that its address stays configuration and our own limits apply to it.

/** The spec leaves the chat's time-out open (§9); a workflow that calls a model needs some seconds. */
const CHAT_WEBHOOK_TIMEOUT_MS = 30_000;

const SERVICE = "The chat service";

export type WebhookRequest = {
  url: string;
  message: string;
  chatHistory: ChatHistoryEntry[];
  timeoutMs?: number;
  /** The caller's own abort (the browser went away). */
  signal?: AbortSignal;
};

function nonBlank(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

/** §3: `response`, else `message`, else the fallback text. n8n often answers a list of items: the first counts. */
function readWebhookReply(body: unknown): string {
  const reply = Array.isArray(body) ? (body[0] as unknown) : body;
  if (typeof reply !== "object" || reply === null) return CHAT_MESSAGES.noResponse;
  const fields = reply as Record<string, unknown>;
  return nonBlank(fields.response) ?? nonBlank(fields.message) ?? CHAT_MESSAGES.noResponse;
}

/** POSTs {message, chatHistory[{role, content}]} as JSON and reads the reply; every failure is a 502. */
export async function askWebhook(request: WebhookRequest): Promise<string> {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? CHAT_WEBHOOK_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const body = {
    message: request.message,
    chatHistory: request.chatHistory.map(({ role, content }) => ({ role, content })),
  };
  let text: string;
  let status: number;
  try {
    const response = await fetch(request.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason ?? error;
    if (timeout.aborted) throw new AppError("remote_failed", `${SERVICE} took too long to answer. Please try again later.`, { cause: error });
    throw new AppError("remote_failed", `${SERVICE} could not be reached. Please try again later.`, { cause: error });
  }
  if (status < 200 || status >= 300) {
    throw new AppError("remote_failed", `${SERVICE} answered with an error (status ${status}). Please try again later.`);
  }
  try {
    return readWebhookReply(JSON.parse(text));
  } catch (error) {
    throw new AppError("remote_failed", `${SERVICE} sent an answer that could not be read. Please try again later.`, { cause: error });
  }
}
