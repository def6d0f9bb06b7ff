import { contactOperations as operations } from "@/shared/contact/contracts";
import type { AppDeps } from "../../core/http/context";
import { createRouter, route } from "../../core/http/openapi";
import { sendContactMessage } from "./service";

// Configuration changes only with a restart; an hour of caching spares a request per visit.
const CONTACT_INFO_CACHE = "public, max-age=3600";

export function contactRoutes({ db, mailer, config }: AppDeps) {
  const router = createRouter();

  router.openapi(route(operations.sendMessage), async (c) => {
    await sendContactMessage({
      db,
      mailer,
      contactEmailAddress: config.CONTACT_EMAIL,
      message: c.req.valid("json"),
      userId: c.get("sessionUser")?.id ?? null,
      clientIp: c.get("clientIp"),
    });
    return c.json({ ok: true as const }, 200);
  });

  router.openapi(route(operations.getInfo), (c) => {
    c.header("Cache-Control", CONTACT_INFO_CACHE);
    return c.json({ email: config.CONTACT_EMAIL, office_address: config.OFFICE_ADDRESS }, 200);
  });

  return router;
}
