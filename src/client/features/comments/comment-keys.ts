/** Query keys of the comments feature. The viewer is part of a list's key: `is_own` depends on it. */
export const commentKeys = {
  all: ["comments"] as const,
  item: (newsId: string) => [...commentKeys.all, newsId] as const,
  list: (newsId: string, viewerId: string | null) => [...commentKeys.item(newsId), viewerId] as const,
};
