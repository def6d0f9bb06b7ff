import { chatRequestSchema, chatResponseSchema } from "@/shared/chat/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { createLiteratureClients } from "../literature";
import { createTrialsService } from "../trials";
import { answerChat, type ChatDeps } from "./service";

const routes = {
  send: defineRoute({
    method: "post",
    path: "/api/chat",
    access: "chat:use",
    tags: ["chat"],
    summary:
      "The chat assistant: CHAT_WEBHOOK_URL's reply when set, else an answer from published news (and trials or preprints where asked) citing its sources",
    request: { body: jsonBody(chatRequestSchema) },
    responses: { 200: jsonResponse(chatResponseSchema, "The assistant's reply"), ...errorResponses(400, 401, 429, 502) },
  }),
};

export function chatRoutes({ db, config, logger, ai }: AppDeps) {
  const router = createRouter();
  const deps: ChatDeps = {
    db,
    ai,
    webhookUrl: config.CHAT_WEBHOOK_URL,
    search: {
      db,
      trials: createTrialsService({ db, baseUrl: config.CTGOV_BASE_URL }),
      literature: createLiteratureClients(db, config, logger),
      logger,
    },
  };

  router.openapi(routes.send, async (c) => {
    const user = requireSessionUser(c);
    const { message, chatHistory } = c.req.valid("json");
    return c.json(await answerChat(deps, { userId: user.id, message, chatHistory, signal: c.req.raw.signal }), 200);
  });

  return router;
}
