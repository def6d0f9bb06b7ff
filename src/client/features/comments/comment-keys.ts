import { commentsApi } from "@/client/lib/operations/comments";

/** Query keys of the comments feature. The viewer is part of a list's key: `is_own` depends on it. */
export const commentKeys = {
  item: (newsId: string) => commentsApi.list.key({ params: { id: newsId }, query: {} }),
  list: (newsId: string, viewerId: string | null) => [...commentKeys.item(newsId), viewerId] as const,
};
