import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ListUndeliveredEmailResponse } from "@/shared/email/contracts";
import { apiRequest } from "@/client/lib/api";

const UNDELIVERED_PATH = "/api/email/undelivered";
const emailKeys = { undelivered: ["email", "undelivered"] as const };
// Messages being retried change state on their own: the list follows them while it is open.
const REFRESH_MS = 15_000;

export function useListUndeliveredEmail() {
  return useQuery({
    queryKey: emailKeys.undelivered,
    queryFn: ({ signal }) => apiRequest<ListUndeliveredEmailResponse>(UNDELIVERED_PATH, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ ok: true }>(`/api/email/${id}/retry`, { method: "POST" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailKeys.undelivered }),
  });
}
