import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/client/components/ui/toast";
import { ApiError } from "./api";

/** A toast in the spec's words: a title and one sentence. */
export type ToastMessage = { title: string; description: string };

// The toast functions take the mutation's own answer and input; `never` lets each name its types.
declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The form shows the error inline, so the global error toast stays quiet. */
      handlesErrors?: boolean;
      /** The success toast, from the answer and what was sent. */
      successToast?: (data: never, variables: never) => ToastMessage;
      /** The error toast in the screen's words, instead of the generic one. */
      errorToast?: (error: Error, variables: never) => ToastMessage;
    };
  }
}

const MAX_QUERY_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer will not change on retry; network and server failures may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/**
 * A mutation's toasts come from here only, worded by its `meta` (STYLE.md §5): no call site
 * catches an error to show it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // agents-accounts-admin.md §8: failures to load data in the background are only logged.
      onError: (error, query) => {
        console.error(`[query] ${JSON.stringify(query.queryKey)} failed:`, error);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => {
        const message = mutation.meta?.successToast?.(data as never, variables as never);
        if (message) toast.success(message.title, { description: message.description });
      },
      onError: (error, variables, _context, mutation) => {
        const { errorToast, handlesErrors } = mutation.meta ?? {};
        if (errorToast) {
          const message = errorToast(error, variables as never);
          toast.error(message.title, { description: message.description });
        } else if (!handlesErrors) {
          toast.error("Error", { description: error.message });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
