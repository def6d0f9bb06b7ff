import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";
import type { ApiErrorBody, ErrorCode } from "@/shared/errors";

export const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  email_not_verified: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  remote_failed: 502,
  internal: 500,
};

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields && { fields: this.fields }),
        ...(this.details && { details: this.details }),
      },
    };
  }
}

/** One message per field, the first the schema reports, keyed by the field's path. */
export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fieldsError(fields);
}

/** A 400 that marks fields, one message each, for checks a schema cannot make. */
export function fieldsError(fields: Record<string, string>): AppError {
  const summary = Object.entries(fields)
    .map(([field, message]) => (field === "body" ? message : `${field}: ${message}`))
    .join("; ");
  return new AppError("validation_failed", `Please correct the highlighted fields. ${summary}`, fields);
}

export function errorResponse(c: Context, error: AppError): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(error.toBody(), error.status);
}
