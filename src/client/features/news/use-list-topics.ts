import { useQuery } from "@tanstack/react-query";
import { newsApi } from "@/client/lib/operations/news";
import { newsKeys } from "./news-keys";

/** The 20 most frequent tag labels across published items, most frequent first. */
export function useListTopics() {
  return useQuery({
    queryKey: newsKeys.topics(),
    queryFn: ({ signal }) => newsApi.listTopics({}, { signal }),
    select: (data) => data.topics,
  });
}
