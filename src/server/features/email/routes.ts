import { emailOperations as operations } from "@/shared/email/contracts";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { listUndeliveredEmail, retryEmail } from "./service";

/** E-mail delivery for admins (issue 14 §3): what the outbox could not send, and a retry. */
export function emailRoutes({ db, config, mailer }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.listUndelivered), async (c) => c.json(await listUndeliveredEmail(db, Boolean(config.SMTP_URL)), 200));

  router.openapi(route(operations.retry), async (c) => {
    await retryEmail(db, c.req.valid("param").id);
    mailer.wake();
    return c.json({ ok: true as const }, 200);
  });

  return router;
}
