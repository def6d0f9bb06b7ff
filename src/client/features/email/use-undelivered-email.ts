import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { emailApi } from "@/client/lib/operations/email";

const emailKeys = { undelivered: emailApi.listUndelivered.key() };
// Messages being retried change state on their own: the list follows them while it is open.
const REFRESH_MS = 15_000;

export function useListUndeliveredEmail() {
  return useQuery({
    queryKey: emailKeys.undelivered,
    queryFn: ({ signal }) => emailApi.listUndelivered({}, { signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => emailApi.retry({ params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailKeys.undelivered }),
  });
}
