import { useQuery } from "@tanstack/react-query";
import type { ListTopicsResponse } from "@/shared/news/contracts";
import { apiRequest } from "@/client/lib/api";
import { newsKeys } from "./news-keys";

/** The 20 most frequent tag labels across published items, most frequent first. */
export function useListTopics() {
  return useQuery({
    queryKey: newsKeys.topics(),
    queryFn: ({ signal }) => apiRequest<ListTopicsResponse>("/api/news/topics", { signal }),
    select: (data) => data.topics,
  });
}
