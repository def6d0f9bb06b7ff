import { z } from "zod";

/** Every error the API returns, by code. The server maps each to one HTTP status. */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "unauthenticated",
  "invalid_credentials",
  "email_not_verified",
  "forbidden",
  "not_found",
  "conflict",
  "email_taken",
  "payload_too_large",
  "unprocessable",
  "rate_limited",
  "unavailable",
  "remote_failed",
  "internal",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts a client can act on, e.g. `existing_id` of the item a 409 collided with. */
    details: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
