import { isApiError } from "@/client/lib/api";

/**
 * The server's message when it answered, else the spec's fallback for the operation
 * (news-community-support.md §8): a network failure or a bug has no message of the server's.
 */
export async function withFallback<T>(work: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isApiError(error) && error.code !== "network") throw error;
    throw new Error(fallback, { cause: error });
  }
}
