import { toast } from "@/client/components/ui/toast";
import { isApiError } from "@/client/lib/api";

/** The server's message when it sent one, else the spec's fallback for the operation (§8). */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** The spec's destructive toast: titled 'Error', with the message (§8). */
export function toastError(error: unknown, fallback: string): void {
  toast.error("Error", { description: errorMessage(error, fallback) });
}

/** A 409 from ingest names the item that already holds the URL (`details.existing_id`). */
export function existingItemId(error: unknown): string | null {
  if (!isApiError(error, "conflict")) return null;
  return error.details?.existing_id || null;
}

/** Runs `work`; anything but an API error becomes an Error with the spec's fallback message. */
export async function withFallback<T>(work: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isApiError(error)) throw error;
    throw new Error(fallback, { cause: error });
  }
}
