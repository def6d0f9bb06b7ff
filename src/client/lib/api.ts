import { ERROR_CODES, type ErrorCode } from "@/shared/errors-codes";

export type ApiErrorCode = ErrorCode | "network";

/** The one error type the client sees from the API; decoded in one place, below. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, string>,
  ) {
    super(message);
  }
}

// The server answers a page's first GET calls inside its HTML (server/http/static.ts, PageData):
// each answer is used once, by the first call, so later calls see fresh data.
const PAGE_DATA_ELEMENT_ID = "page-data";
const initialResponses = readInitialResponses();

function readInitialResponses(): Map<string, unknown> {
  const element = typeof document === "undefined" ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return new Map();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return new Map(parsed && typeof parsed === "object" ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  } finally {
    element.remove();
  }
}

function takeInitialResponse(path: string): unknown {
  const response = initialResponses.get(path);
  initialResponses.delete(path);
  return response;
}

/**
 * The server's answer to a GET of `path` sent inside the page, taken now (once) instead of through
 * a request: a page drawn in the first HTML renders with it at once, replacing that HTML in place.
 */
export function takePageData<T>(path: string): T | undefined {
  return takeInitialResponse(path) as T | undefined;
}

const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; FormData goes as multipart/form-data (a file upload). */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * Calls our API. `T` is the response type inferred from the operation's shared contract: the
 * client types responses by the contract and validates only what people type (DESIGN.md), so no
 * schema library loads with the first screen (docs/decisions.md, "Client bundle").
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, signal } = options;
  const isForm = body instanceof FormData;
  if (method === "GET" && initialResponses.has(path)) return takeInitialResponse(path) as T;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body !== undefined && !isForm && { "Content-Type": "application/json" }),
      },
      body: body === undefined || isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "network", NETWORK_ERROR_MESSAGE);
  }

  const payload: unknown = await readJson(response);
  if (!response.ok) throw decodeError(response.status, payload);
  return payload as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return Object.fromEntries(entries);
}

/** Our error body (`ApiErrorBody` in shared/errors.ts), checked field by field. */
export function decodeError(status: number, payload: unknown): ApiError {
  const error = isRecord(payload) ? payload.error : undefined;
  if (isRecord(error) && typeof error.code === "string" && KNOWN_CODES.has(error.code) && typeof error.message === "string") {
    return new ApiError(
      status,
      error.code as ErrorCode,
      error.message,
      stringRecord(error.fields),
      stringRecord(error.details),
    );
  }
  // Only a proxy or a crashed server answers without our error body.
  return new ApiError(status, "internal", `The server answered with an error (status ${status}). Please try again.`);
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
