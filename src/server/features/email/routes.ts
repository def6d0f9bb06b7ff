import { emailIdParamsSchema, listUndeliveredEmailResponseSchema, retryEmailResponseSchema } from "@/shared/email/contracts";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonResponse } from "../../core/http/openapi";
import { listUndeliveredEmail, retryEmail } from "./service";

const routes = {
  undelivered: defineRoute({
    method: "get",
    path: "/api/email/undelivered",
    access: "mail:manage",
    tags: ["email"],
    summary: "E-mails given up or still being retried by the background worker (bodies are not shown)",
    responses: { 200: jsonResponse(listUndeliveredEmailResponseSchema, "Undelivered e-mails, newest first") },
  }),
  retry: defineRoute({
    method: "post",
    path: "/api/email/{id}/retry",
    access: "mail:manage",
    tags: ["email"],
    summary: "Queue an e-mail that was given up once more",
    request: { params: emailIdParamsSchema },
    responses: { 200: jsonResponse(retryEmailResponseSchema, "Queued again"), ...errorResponses(400, 404) },
  }),
};

/** E-mail delivery for admins (issue 14 §3): what the outbox could not send, and a retry. */
export function emailRoutes({ db, config, mailer }: AppDeps) {
  const router = createRouter();

  router.openapi(routes.undelivered, async (c) => c.json(await listUndeliveredEmail(db, Boolean(config.SMTP_URL)), 200));

  router.openapi(routes.retry, async (c) => {
    await retryEmail(db, c.req.valid("param").id);
    mailer.wake();
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
