import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateNews, newsKeys } from "./news-keys";

const filters = { q: "", tags: [], limit: 6 };
const keys = {
  list: newsKeys.list(filters),
  pages: [...newsKeys.list(filters), "pages"],
  topics: newsKeys.topics(),
  deleted: newsKeys.detail("a"),
  other: newsKeys.detail("b"),
  editingDeleted: newsKeys.editing("a"),
  editingOther: newsKeys.editing("b"),
  own: newsKeys.own(),
  review: newsKeys.review("pending"),
  credits: newsKeys.credits(),
};

function cacheWithEveryKey() {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  return queryClient;
}

function states(queryClient: QueryClient) {
  return Object.fromEntries(
    Object.entries(keys).map(([name, key]) => {
      const state = queryClient.getQueryState(key);
      return [name, state === undefined ? "removed" : state.isInvalidated ? "stale" : "kept"];
    }),
  );
}

describe("after a news item changes", () => {
  it("refreshes every news query but the open edit dialogs", async () => {
    const queryClient = cacheWithEveryKey();
    await invalidateNews(queryClient);
    expect(states(queryClient)).toEqual({
      list: "stale",
      pages: "stale",
      topics: "stale",
      deleted: "stale",
      other: "stale",
      editingDeleted: "kept",
      editingOther: "kept",
      own: "stale",
      review: "stale",
      credits: "stale",
    });
  });

  it("drops a deleted item's own query instead of asking for it again", async () => {
    const queryClient = cacheWithEveryKey();
    await invalidateNews(queryClient, "a");
    expect(states(queryClient)).toMatchObject({ deleted: "removed", editingDeleted: "kept", other: "stale", list: "stale", credits: "stale" });
  });

  it("keeps the keys of different queries apart", () => {
    expect(new Set(Object.values(keys).map((key) => JSON.stringify(key))).size).toBe(Object.keys(keys).length);
  });
});
