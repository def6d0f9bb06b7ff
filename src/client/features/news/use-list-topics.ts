import { useQuery } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { newsKeys } from "./news-keys";

/** The 20 most frequent tag labels across published items, most frequent first. */
export function useListTopics() {
  return useQuery({
    queryKey: newsKeys.topics(),
    queryFn: ({ signal }) => api.news.listTopics({}, { signal }),
    select: (data) => data.topics,
  });
}
