import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an OpenAI-compatible endpoint (POST /v1/chat/completions and
// /v1/embeddings), for tests of the provider path. It answers with a configurable message content,
// records what it received, and can be told to fail (an HTTP status, a body that is not JSON, or no
// answer at all). Embeddings are a hashed bag of the input's words: texts sharing words are near.

export type FakeOpenAiReply =
  /** A message whose content is this value as JSON (a structured answer). */
  | { kind: "json"; content: unknown }
  /** A message whose content is this text (plain text, or garbage where JSON is expected). */
  | { kind: "text"; content: string }
  /** An error status with an OpenAI-style error body. */
  | { kind: "status"; status: number; message?: string }
  /** 200 with a body that is not JSON at all. */
  | { kind: "invalid-body" }
  /** Never answers (for time-outs); the connection closes with the server. */
  | { kind: "hang" };

type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
};

export type FakeOpenAi = {
  /** Base URL to configure as AI_BASE_URL, ending in /v1. */
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Sets the reply for every following request. */
  reply(reply: FakeOpenAiReply): void;
  close(): Promise<void>;
};

function completion(content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

const EMBEDDING_DIMENSIONS = 64;

/** Each word (lower case; CJK text by character) adds one to the slot its FNV-1a hash names; unit length. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 0x811c9dc5;
    for (const char of word) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
    vector[hash % EMBEDDING_DIMENSIONS]! += 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

function embeddings(body: unknown) {
  const input = (body as { input?: string | string[] } | null)?.input ?? [];
  const texts = Array.isArray(input) ? input : [input];
  return {
    object: "list",
    data: texts.map((text, index) => ({ object: "embedding", index, embedding: fakeEmbedding(text) })),
    model: (body as { model?: string }).model ?? "fake-embedding",
    usage: { prompt_tokens: 1, total_tokens: 1 },
  };
}

export async function startFakeOpenAi(initial: FakeOpenAiReply = { kind: "text", content: "" }): Promise<FakeOpenAi> {
  let current = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Recorded as text.
      }
      requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, body });
      const isEmbeddings = request.url === "/v1/embeddings";
      if (request.method !== "POST" || (request.url !== "/v1/chat/completions" && !isEmbeddings)) {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      const reply = current;
      switch (reply.kind) {
        case "hang":
          return;
        case "invalid-body":
          response.writeHead(200, { "content-type": "application/json" });
          response.end("<html>Bad gateway</html>");
          return;
        case "status":
          // Real providers say when to retry; a short wait keeps the retry in tests quick.
          response.writeHead(reply.status, { "content-type": "application/json", "retry-after-ms": "10" });
          response.end(JSON.stringify({ error: { message: reply.message ?? "Upstream error", type: "server_error" } }));
          return;
        default: {
          if (isEmbeddings) {
            response.writeHead(200, { "content-type": "application/json" });
            response.end(JSON.stringify(embeddings(body)));
            return;
          }
          const content = reply.kind === "json" ? JSON.stringify(reply.content) : reply.content;
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify(completion(content)));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
