import { lazy, Suspense, useEffect, useState } from "react";
import { ArrowLeft, ExternalLink, Share2 } from "lucide-react";
import { Link, Navigate, useParams } from "react-router";
import { useNearViewport } from "@/client/lib/use-near-viewport";
import { useReturnFocus } from "@/client/lib/use-return-focus";
import { PAGE_TITLES, documentTitle } from "@/shared/site/page-titles";
import { NEWS_DISCLAIMER } from "@/shared/news/messages";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { PageSpinner, Spinner } from "@/client/components/ui/spinner";
import { NewsEvents } from "./news-events";
import { EntityCard, MentionedCard, TagsCard } from "./news-item-details";
import { formatLongDate } from "./news-format";
import { NewsSummary } from "./news-summary";
import { linkedInShareUrl, openShareWindow, xShareUrl } from "./share-links";
import { OriginalArticle, SummaryOrigin } from "./summary-origin";
import { useGetNews } from "./use-get-news";

/** /news/{id}: one published summary (spec §2). Missing, unpublished or failing: back to /news. */
// The share dialog, the comments (forms, dialogs, relative dates; when scrolled near) and the
// story's other reports load after the article, which is what a reader came for.
const ShareDialog = lazy(async () => ({ default: (await import("./share-dialog")).ShareDialog }));
const NewsComments = lazy(async () => ({ default: (await import("./news-comments")).NewsComments }));
const OtherReports = lazy(async () => ({ default: (await import("../stories/other-reports")).OtherReports }));

const commentsPlaceholder = <Spinner label="Loading comments" className="mx-auto size-6" />;

/** The comments load when a reader scrolls near them (server/features/news/item-first-paint.ts draws the placeholder). */
function DeferredComments({ newsId }: { newsId: string }) {
  const [placeholder, isNear] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={placeholder}>
      {isNear ? (
        <Suspense fallback={commentsPlaceholder}>
          <NewsComments newsId={newsId} />
        </Suspense>
      ) : (
        commentsPlaceholder
      )}
    </div>
  );
}

export function NewsItemPage() {
  const { id } = useParams();
  const news = useGetNews(id);
  const [isSharing, setSharing] = useState(false);
  // The dialog has no trigger of its own to hand the focus back to.
  const [shareButton, returnFocusToShare] = useReturnFocus(isSharing);
  const title = news.data?.status === "published" ? news.data.title : PAGE_TITLES.newsItem;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  if (news.isPending) return <PageSpinner />;
  if (news.isError || news.data.status !== "published") return <Navigate to={ROUTES.news} replace />;

  const item = news.data;
  const pageUrl = window.location.href;

  return (
    <article className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="link" className="self-start px-0">
          <Link to={ROUTES.news}>
            <ArrowLeft aria-hidden />
            Back to News
          </Link>
        </Button>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => openShareWindow(linkedInShareUrl(window.location.origin, item.id))}>
            <Share2 aria-hidden />
            Share on LinkedIn
          </Button>
          <Button ref={shareButton} variant="outline" size="sm" onClick={() => setSharing(true)}>
            <Share2 aria-hidden />
            Share on X
          </Button>
          {isSharing && (
            <Suspense fallback={null}>
              <ShareDialog
                platform="x"
                item={item}
                pageUrl={pageUrl}
                shareUrl={(text) => xShareUrl(text, pageUrl)}
                onClose={() => {
                  returnFocusToShare();
                  setSharing(false);
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
      <header className="mt-6 space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{item.title}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <time dateTime={item.published_at ?? item.created_at}>{formatLongDate(item.published_at ?? item.created_at)}</time>
          <SummaryOrigin origin={item} />
        </div>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-8">
          <section aria-label="Summary" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <NewsSummary html={item.summary_en} tags={item.tags} />
          </section>
          <NewsEvents events={item.events} />
          <p className="text-sm">
            <span className="font-medium text-slate-700">Source: </span>
            <a
              href={item.source_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 break-all text-teal-700 hover:underline"
            >
              {item.source_url}
              <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </p>
          {item.english_brief && <OriginalArticle id={item.id} language={item.language_detected} />}
          {item.story_id && (
            <Suspense fallback={null}>
              <OtherReports newsId={item.id} storyId={item.story_id} />
            </Suspense>
          )}
          <DeferredComments newsId={item.id} />
          <p className="border-t border-slate-200 pt-4 text-xs text-slate-500">{NEWS_DISCLAIMER}</p>
        </div>
        <aside className="space-y-4" aria-label="About this item">
          <EntityCard title="Companies" values={item.entities.companies} links={item.entity_links} />
          <EntityCard title="Regulators" values={item.entities.regulators} links={item.entity_links} />
          <EntityCard title="Geographies" values={item.entities.geographies} links={item.entity_links} />
          <MentionedCard
            links={item.entity_links}
            shown={[...item.entities.companies, ...item.entities.regulators, ...item.entities.geographies]}
          />
          <TagsCard tags={item.tags} />
        </aside>
      </div>
    </article>
  );
}
