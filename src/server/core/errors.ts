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

/** What an `AppError` may carry besides its kind and message. */
export type AppErrorOptions = {
  /** One message per form field, shown beside the field. */
  fields?: Record<string, string>;
  /** Facts the client acts on (an existing item's id, the current version). */
  details?: Record<string, string>;
  /** Response headers, such as Retry-After. */
  headers?: Record<string, string>;
  /** The error this one stands for (a failed fetch, a parse error): kept for the logs, never sent. */
  cause?: unknown;
};

export class AppError extends Error {
  override name = "AppError";
  readonly fields?: Record<string, string>;
  readonly details?: Record<string, string>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.fields = options.fields;
    this.details = options.details;
    this.headers = options.headers;
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
  return new AppError("validation_failed", `Please correct the highlighted fields. ${summary}`, { fields });
}

export function errorResponse(c: Context, error: AppError): Response {
  for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
  return c.json(error.toBody(), error.status);
}

/** An error's message followed by those of its causes, for a log line. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    parts.push(current instanceof Error ? current.message || current.name : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(" ← caused by: ");
}
