import { useEffect } from "react";
import { Navigate, useParams } from "react-router";
import { can } from "@/shared/auth/permissions";
import { PAGE_TITLES, documentTitle } from "@/shared/site/page-titles";
import { ROUTES } from "@/shared/site/routes";
import type { Story } from "@/shared/stories/contracts";
import { storyExtent } from "@/shared/stories/format";
import { storyPagePath } from "@/shared/stories/paths";
import { Alert } from "@/client/components/ui/alert";
import { BackLink } from "@/client/components/ui/back-link";
import { Badge } from "@/client/components/ui/badge";
import { PageSpinner } from "@/client/components/ui/spinner";
import { isApiError } from "@/client/lib/api";
import { toActor, useEditorStatus, useMe } from "@/client/lib/session";
import { EntityChips } from "../entities/entity-chips";
import { MergeStoryForm, SplitReportButton } from "./story-review";
import { StoryTimeline } from "./story-timeline";
import { useGetStory } from "./use-get-story";

/** /stories/{id}: the reports of one event across sources and languages, and what they mention (issue 20 §2). */
export function StoryPage() {
  const id = useParams().id ?? "";
  const story = useGetStory(id);
  const isMissing = isApiError(story.error, "not_found") || isApiError(story.error, "validation_failed");
  // The title the server gave the page it sent (stories/page-data.ts), once the answer says so.
  const title = story.data?.reports[0]?.title ?? (isMissing ? `${PAGE_TITLES.story} not found` : PAGE_TITLES.story);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  if (story.isPending) return <PageSpinner />;
  if (story.isError) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <BackLink to={ROUTES.news}>Back to news</BackLink>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{isMissing ? "Story not found" : "Story unavailable"}</h1>
        <Alert variant={isMissing ? "info" : "destructive"}>{story.error.message}</Alert>
      </div>
    );
  }
  // A merged story's old address: the page of the one it was merged into, in place of it in history.
  if (story.data.id !== id) return <Navigate to={storyPagePath(story.data.id)} replace />;
  return <StoryDetails key={story.data.id} story={story.data} />;
}

function StoryDetails({ story }: { story: Story }) {
  const me = useMe();
  const editorStatus = useEditorStatus();
  const canReview = can(toActor(me.data, editorStatus.data?.active === true), "news:review");
  const canSplit = canReview && story.reports.length > 1;
  return (
    <article className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={ROUTES.news}>Back to news</BackLink>
      <header className="space-y-3">
        <Badge variant="teal">Story</Badge>
        <h1 className="text-3xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-4xl">{story.reports[0]?.title}</h1>
        <p className="text-slate-600">{storyExtent(story)}</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="story-reports" className="min-w-0 space-y-4">
          <h2 id="story-reports" className="text-xl font-semibold text-slate-900">
            Reports, oldest first
          </h2>
          <StoryTimeline reports={story.reports} action={canSplit ? (report) => <SplitReportButton storyId={story.id} report={report} /> : undefined} />
        </section>
        <aside aria-label="About this story" className="space-y-6">
          <section aria-labelledby="story-entities" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="story-entities" className="text-base font-semibold text-slate-900">
              Mentioned
            </h2>
            {story.entities.length > 0 ? <EntityChips entities={story.entities} /> : <p className="text-sm text-slate-500">None recognized</p>}
          </section>
          {canReview && <MergeStoryForm storyId={story.id} />}
        </aside>
      </div>
    </article>
  );
}
