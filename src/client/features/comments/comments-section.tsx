import { useId, useRef } from "react";
import { Link } from "react-router";
import { COMMENT_SIGN_IN_MESSAGE } from "@/shared/comments/rules";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { LoadMore } from "@/client/components/ui/load-more";
import { Spinner } from "@/client/components/ui/spinner";
import { useMe } from "@/client/lib/session";
import { CommentForm } from "./comment-form";
import { CommentItem } from "./comment-item";
import { useListComments } from "./use-list-comments";
import { useNow } from "./use-now";

/** The comments of a published item (spec §2): anyone reads, signed-in users post, newest first. */
export function CommentsSection({ newsId }: { newsId: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const me = useMe();
  const viewerId = me.data?.user.id ?? null;
  const list = useListComments(newsId, viewerId, !me.isPending);
  const now = useNow();
  const comments = list.data?.pages.flatMap((page) => page.comments) ?? [];
  const total = list.data?.pages[0]?.total;

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        Comments{total !== undefined && ` (${total})`}
      </h2>
      {me.isPending ? null : me.data ? (
        <CommentForm newsId={newsId} />
      ) : (
        <div className="flex flex-col gap-3 rounded-md bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{COMMENT_SIGN_IN_MESSAGE}</p>
          <Button asChild variant="outline" size="sm">
            <Link to={ROUTES.auth}>Sign In</Link>
          </Button>
        </div>
      )}
      {list.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label="Loading comments" />
        </div>
      ) : list.isError && comments.length === 0 ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <p>Comments could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : comments.length === 0 ? (
        <p className="text-sm text-slate-600">No comments yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} now={now} onDeleted={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={list} label="Load more comments" />
    </section>
  );
}
