import { chatOperations as operations } from "@/shared/chat/contracts";
import { requireSessionUser } from "../../core/auth/actor";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { createLiteratureClients } from "../literature";
import { createTrialsService } from "../trials";
import { answerChat, type ChatDeps } from "./service";

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

  router.openapi(route(operations.sendMessage), async (c) => {
    const user = requireSessionUser(c);
    const { message, chatHistory } = c.req.valid("json");
    return c.json(await answerChat(deps, { userId: user.id, message, chatHistory, signal: c.req.raw.signal }), 200);
  });

  return router;
}
