import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an n8n-compatible chat webhook (news-community-support.md §7: POST …/chat
// with {message, chatHistory}, answering JSON with `response` or `message`). It records what it
// received and answers as told, including the ways a workflow fails.

export type ChatWebhookReply =
  /** 200 with {response: text}, as n8n's "Respond to Webhook" node is usually set up. */
  | { kind: "response"; text: string }
  /** 200 with {message: text}. */
  | { kind: "message"; text: string }
  /** 200 with this value as JSON (e.g. {} or a list of items). */
  | { kind: "json"; body: unknown }
  /** An error status with a short JSON body. */
  | { kind: "status"; status: number }
  /** 200 with a body that is not JSON. */
  | { kind: "garbage" }
  /** Never answers; the connection closes with the stub. */
  | { kind: "stall" };

type ChatWebhookRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body as received. */
  raw: string;
};

export type ChatWebhookStub = {
  /** The webhook's address, ending in /chat as the spec's path does. */
  readonly url: string;
  readonly requests: ChatWebhookRequest[];
  /** Sets the reply for every following request. */
  reply(reply: ChatWebhookReply): void;
  close(): Promise<void>;
};

export async function startChatWebhook(initial: ChatWebhookReply = { kind: "response", text: "Hello from the webhook" }): Promise<ChatWebhookStub> {
  let current = initial;
  const requests: ChatWebhookRequest[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (raw += chunk));
    request.on("end", () => {
      requests.push({ method: request.method ?? "", path: request.url ?? "", headers: request.headers, raw });
      if (request.method !== "POST" || request.url !== "/webhook/chat") {
        response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Webhook not registered" }));
        return;
      }
      const reply = current;
      const json = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      switch (reply.kind) {
        case "stall":
          return;
        case "garbage":
          response.writeHead(200, { "content-type": "text/html" }).end("<html><body>Workflow error</body></html>");
          return;
        case "status":
          json(reply.status, { message: "Error in workflow" });
          return;
        case "json":
          json(200, reply.body);
          return;
        case "message":
          json(200, { message: reply.text });
          return;
        default:
          json(200, { response: reply.text });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook/chat`,
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
