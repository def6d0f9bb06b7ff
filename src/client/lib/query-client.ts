import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "./api";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: {
      /** The form shows the error inline, so the global error toast stays quiet. */
      handlesErrors?: boolean;
    };
  }
}

const MAX_QUERY_RETRIES = 2;

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer will not change on retry; network and server failures may.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

/** Error toasts come from here only (STYLE.md §5); success toasts stay at the call site. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // agents-accounts-admin.md §8: failures to load data in the background are only logged.
      onError: (error, query) => {
        console.error(`[query] ${JSON.stringify(query.queryKey)} failed:`, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        toast.error("Error", { description: error.message });
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
