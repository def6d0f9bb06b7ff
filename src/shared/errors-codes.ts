// Kept apart from the zod schema in errors.ts so the client can name codes without loading zod.

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
  "unsupported_media_type",
  "unprocessable",
  "rate_limited",
  "unavailable",
  "remote_failed",
  "internal",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
