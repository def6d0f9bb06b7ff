import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Story, StoryReport } from "@/shared/stories/contracts";
import { storiesApi } from "@/client/lib/operations/stories";
import { newsKeys } from "../news/news-keys";

// An editor's corrections of the clustering (issue 20 §2): a report taken out of its story, a story
// merged into another. The server decides who may (news:review); the page only hides the controls.

/** A split or merge moves reports: every story, the items' story and the feed's counts change. */
function invalidateStories(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: storiesApi.get.key().slice(0, 1) }),
    queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  ]);
}

/** Takes a report out of its story into one of its own; a failure is the generic error toast. */
export function useSplitReport(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: StoryReport) => storiesApi.split({ params: { id: storyId }, body: { news_item_id: report.id } }),
    meta: {
      successToast: (_data: unknown, report: StoryReport) => ({ title: "Report split out", description: `“${report.title}” is now a story of its own.` }),
    },
    onSuccess: () => void invalidateStories(queryClient),
  });
}

/** Moves every report of this story into another; the form shows a refusal at its field. */
export function useMergeStories(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (into: string) => storiesApi.merge({ params: { id: storyId }, body: { into } }),
    meta: {
      handlesErrors: true,
      successToast: (story: Story) => ({ title: "Stories merged", description: `Its reports are now part of “${story.reports[0]?.title ?? "the other story"}”.` }),
    },
    onSuccess: (story) => {
      queryClient.setQueryData(storiesApi.get.key({ params: { id: story.id } }), story);
      void invalidateStories(queryClient);
    },
  });
}
