import { z } from "zod";

/** Messages listed for admins: those given up, and those still being retried. */
export const EMAIL_DELIVERY_LIMITS = { shown: 100 } as const;

/**
 * An e-mail the background worker could not deliver, as admins see it. Its body is never shown:
 * it may hold a password reset or confirmation link.
 */
export const undeliveredEmailSchema = z.object({
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

export const emailIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const retryEmailResponseSchema = z.object({ ok: z.literal(true) });
