import { okSchema } from "@/shared/auth/contracts";
import { contactInfoSchema, contactMessageSchema } from "@/shared/contact/contracts";
import type { AppDeps } from "../../core/http/context";
import { createRouter, defineRoute, errorResponses, jsonBody, jsonResponse } from "../../core/http/openapi";
import { sendContactMessage } from "./service";

// Configuration changes only with a restart; an hour of caching spares a request per visit.
const CONTACT_INFO_CACHE = "public, max-age=3600";

const routes = {
  send: defineRoute({
    method: "post",
    path: "/api/contact",
    access: "public",
    tags: ["contact"],
    summary: "send-contact: store a contact message and e-mail it to CONTACT_EMAIL",
    request: { body: jsonBody(contactMessageSchema) },
    responses: { 200: jsonResponse(okSchema, "Stored and sent"), ...errorResponses(400, 429, 502) },
  }),
  info: defineRoute({
    method: "get",
    path: "/api/contact/info",
    access: "public",
    tags: ["contact"],
    summary: "The contact e-mail and office address shown beside the contact form",
    responses: { 200: jsonResponse(contactInfoSchema, "Where to reach us") },
  }),
};

export function contactRoutes({ db, mailer, config }: AppDeps) {
  const router = createRouter();

  router.openapi(routes.send, async (c) => {
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

  router.openapi(routes.info, (c) => {
    c.header("Cache-Control", CONTACT_INFO_CACHE);
    return c.json({ email: config.CONTACT_EMAIL, office_address: config.OFFICE_ADDRESS }, 200);
  });

  return router;
}
