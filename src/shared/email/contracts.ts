import { z } from "zod";
import { defineOperations } from "../api/contract";
import { emailEndpoints } from "./endpoints";

/** Messages listed for admins: those given up, and those still being retried. */
export const EMAIL_DELIVERY_LIMITS = { shown: 100 } as const;

/**
 * An e-mail the background worker could not deliver, as admins see it. Its body is never shown:
 * it may hold a password reset or confirmation link.
 */
const undeliveredEmailSchema = z.object({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  /** `failed`: given up; `retrying`: an attempt failed and another is due. */
  state: z.enum(["failed", "retrying"]),
  attempts: z.number().int().min(0),
  error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  last_attempt_at: z.iso.datetime({ offset: true }).nullable(),
});
export type UndeliveredEmail = z.infer<typeof undeliveredEmailSchema>;

export const listUndeliveredEmailResponseSchema = z.object({
  emails: z.array(undeliveredEmailSchema),
  /** Messages sent in the last 24 hours, so an empty list is read against real traffic. */
  sent_last_day: z.number().int().min(0),
  /** Whether SMTP_URL is set; without it messages are only printed to the server log. */
  smtp_configured: z.boolean(),
});
export type ListUndeliveredEmailResponse = z.infer<typeof listUndeliveredEmailResponseSchema>;

const emailIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const retryEmailResponseSchema = z.object({ ok: z.literal(true) });

/** E-mail delivery for admins (issue 14 §3): what the outbox could not send, and a retry. */
export const emailOperations = defineOperations("email", emailEndpoints, {
  listUndelivered: {
    summary: "E-mails given up or still being retried by the background worker (bodies are not shown)",
    responses: { 200: { schema: listUndeliveredEmailResponseSchema, description: "Undelivered e-mails, newest first" } },
  },
  retry: {
    summary: "Queue an e-mail that was given up once more",
    params: emailIdParamsSchema,
    responses: { 200: { schema: retryEmailResponseSchema, description: "Queued again" } },
    errors: [400, 404],
  },
});
