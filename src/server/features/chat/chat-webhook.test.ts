import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatResponseSchema } from "@/shared/chat/contracts";
import { AppError } from "../../core/errors";
import { startChatWebhook, type ChatWebhookStub } from "../../../../tests/stubs/chat-webhook";
import { createTestContext, type TestContext, type TestUser } from "../../../../tests/support/context";
import { askWebhook } from "./webhook";

// With CHAT_WEBHOOK_URL set, the server forwards each turn to the n8n-compatible webhook
// (news-community-support.md §7) and reads its reply (§3), against a local stub.

let webhook: ChatWebhookStub;
let ctx: TestContext;
let reader: TestUser;

beforeAll(async () => {
  webhook = await startChatWebhook();
  ctx = await createTestContext({ CHAT_WEBHOOK_URL: webhook.url });
  reader = await ctx.signedInUser("user");
});
afterAll(async () => {
  await ctx?.close();
  await webhook?.close();
});

const ask = (body: unknown, user: TestUser | null = reader) => ctx.request("POST", "/api/chat", { cookie: user?.cookie, body });

const turns = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ role: index % 2 === 0 ? "user" : "assistant", content: `Turn ${index + 1}` }));

describe("webhook mode", () => {
  it("posts exactly {message, chatHistory} as JSON: the trimmed message and the newest 12 earlier messages", async () => {
    webhook.reply({ kind: "response", text: "Sotorasib was approved in 2021." });
    const before = webhook.requests.length;
    const response = await ask({ message: "  When was sotorasib approved?  ", chatHistory: turns(15) });
    expect(response.status, response.text).toBe(200);
    expect(chatResponseSchema.parse(response.json)).toEqual({
      response: "Sotorasib was approved in 2021.",
      sources: [],
      answered_by: "webhook",
    });

    expect(webhook.requests).toHaveLength(before + 1);
    const sent = webhook.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/webhook/chat");
    expect(sent.headers["content-type"]).toBe("application/json");
    // No session or other credentials of the user travel to the webhook.
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers.authorization).toBeUndefined();
    expect(JSON.parse(sent.raw)).toEqual({ message: "When was sotorasib approved?", chatHistory: turns(15).slice(3) });
  });

  it("reads `response`, else `message`, else 'No response received'", async () => {
    const replies = [
      [{ kind: "response", text: "From response" }, "From response"],
      [{ kind: "message", text: "From message" }, "From message"],
      [{ kind: "json", body: { response: "", message: "Message when response is blank" } }, "Message when response is blank"],
      [{ kind: "json", body: [{ response: "First item of a list" }] }, "First item of a list"],
      [{ kind: "json", body: {} }, "No response received"],
      [{ kind: "json", body: { output: "Another field" } }, "No response received"],
      [{ kind: "json", body: "just a string" }, "No response received"],
    ] as const;
    for (const [reply, expected] of replies) {
      webhook.reply(reply);
      const response = await ask({ message: "Hello" });
      expect(response.status, response.text).toBe(200);
      expect(chatResponseSchema.parse(response.json).response, JSON.stringify(reply)).toBe(expected);
    }
  });

  it("answers 502 with a clear message when the webhook fails or sends something unreadable", async () => {
    webhook.reply({ kind: "status", status: 500 });
    const failed = await ask({ message: "Hello" });
    expect(failed.status).toBe(502);
    expect(failed.json.error).toEqual({
      code: "remote_failed",
      message: "The chat service answered with an error (status 500). Please try again later.",
    });

    webhook.reply({ kind: "status", status: 404 });
    expect((await ask({ message: "Hello" })).json.error?.message).toBe(
      "The chat service answered with an error (status 404). Please try again later.",
    );

    webhook.reply({ kind: "garbage" });
    const garbage = await ask({ message: "Hello" });
    expect(garbage.status).toBe(502);
    expect(garbage.json.error?.message).toBe("The chat service sent an answer that could not be read. Please try again later.");
  });

  it("does not call the webhook for a signed-out caller or an invalid message", async () => {
    const before = webhook.requests.length;
    expect((await ask({ message: "Hello" }, null)).status).toBe(401);
    expect((await ask({ message: "   " })).status).toBe(400);
    expect(webhook.requests).toHaveLength(before);
  });
});

describe("the webhook call's failures", () => {
  async function failure(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(() => null, (caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  it("gives up on a stalled webhook after the time-out with a 502, instead of hanging", async () => {
    webhook.reply({ kind: "stall" });
    const started = Date.now();
    const error = await failure(askWebhook({ url: webhook.url, message: "Hello", chatHistory: [], timeoutMs: 300 }));
    expect(error.status).toBe(502);
    expect(error.message).toBe("The chat service took too long to answer. Please try again later.");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("reports a webhook that cannot be reached", async () => {
    const error = await failure(askWebhook({ url: "http://127.0.0.1:9/webhook/chat", message: "Hello", chatHistory: [] }));
    expect(error.status).toBe(502);
    expect(error.message).toBe("The chat service could not be reached. Please try again later.");
  });
});
