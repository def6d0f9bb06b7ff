import { useId, useState, type ReactNode } from "react";
import { ExternalLink, Pause, Play, Trash2 } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import { MONITOR_MESSAGES, type FailedArticle, type Website } from "@/shared/monitor/contracts";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { Detail } from "@/client/components/ui/detail";
import { Spinner } from "@/client/components/ui/spinner";
import { cn } from "@/client/lib/class-names";
import { formatTimeAgo } from "@/client/lib/date-distance";
import { useReturnFocus } from "@/client/lib/use-return-focus";
import { checkResultText, formatExactTime } from "./monitor-format";
import { useDeleteWebsite } from "./use-delete-website";
import { useUpdateWebsite } from "./use-update-website";

type WebsiteItemProps = {
  website: Website;
  now: Date;
  /** Where the focus goes once this site is gone. */
  onDeleted: () => void;
};

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-start gap-1 text-teal-700 [overflow-wrap:anywhere] hover:underline"
    >
      {children}
      <ExternalLink aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Every article the last check could not read, each with the reason (its address opens the article). */
function FailedArticles({ articles }: { articles: readonly FailedArticle[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-100 pt-4">
      <h4 id={headingId} className="text-xs font-medium tracking-wide text-red-700 uppercase">
        Articles that could not be read
      </h4>
      <ul className="mt-2 space-y-2 text-sm">
        {articles.map((article, index) => (
          <li key={`${index}:${article.url}`} className="min-w-0">
            <ExternalAnchor href={article.url}>{article.url}</ExternalAnchor>
            <span className="block text-slate-700 [overflow-wrap:anywhere]">{article.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One monitored website (spec §3) with the result of its last check, Activate/Deactivate and Delete. */
export function WebsiteItem({ website, now, onDeleted }: WebsiteItemProps) {
  const nameId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  // The confirmation has no trigger of its own: closing it gives the focus back to Delete.
  const [deleteButton, returnFocusToDelete] = useReturnFocus(isConfirming);
  const update = useUpdateWebsite();
  const remove = useDeleteWebsite();
  const check = website.last_check;

  function toggleActive() {
    update.mutate(
      { id: website.id, changes: { is_active: !website.is_active } },
      {
        onSuccess: ({ website: updated }) =>
          toast.success(updated.is_active ? MONITOR_MESSAGES.activated : MONITOR_MESSAGES.deactivated),
      },
    );
  }

  function confirmDelete() {
    remove.mutate(website.id, {
      onSuccess: () => {
        toast.success(MONITOR_MESSAGES.deleted);
        onDeleted();
      },
    });
  }

  return (
    <article aria-labelledby={nameId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={nameId} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
              {website.name}
            </h3>
            <Badge variant={website.is_active ? "teal" : "neutral"}>{website.is_active ? "Active" : "Inactive"}</Badge>
          </div>
          <p className="text-sm">
            <ExternalAnchor href={website.url}>{website.url}</ExternalAnchor>
          </p>
          {website.description && <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">{website.description}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={toggleActive} disabled={update.isPending}>
            {update.isPending ? <Spinner label={null} /> : website.is_active ? <Pause aria-hidden /> : <Play aria-hidden />}
            {website.is_active ? "Deactivate" : "Activate"}
            <span className="sr-only"> {website.name}</span>
          </Button>
          <Button
            ref={deleteButton}
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setIsConfirming(true)}
            disabled={remove.isPending}
          >
            {remove.isPending ? <Spinner label={null} /> : <Trash2 aria-hidden />}
            Delete
            <span className="sr-only"> {website.name}</span>
          </Button>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-3">
        <Detail label="RSS Feed">
          {website.rss_feed_url ? (
            <ExternalAnchor href={website.rss_feed_url}>{website.rss_feed_url}</ExternalAnchor>
          ) : (
            <span className="text-slate-500">None (found from the page)</span>
          )}
        </Detail>
        <Detail label="Last checked">
          {website.last_checked_at ? (
            <time dateTime={website.last_checked_at} title={formatExactTime(website.last_checked_at)}>
              {formatTimeAgo(website.last_checked_at, now)}
            </time>
          ) : (
            <span className="text-slate-500">Never</span>
          )}
        </Detail>
        <Detail label="Last result">
          <span className={cn(check?.status === "failed" ? "text-red-700" : !check && "text-slate-500", "[overflow-wrap:anywhere]")}>
            {checkResultText(check)}
          </span>
          {check?.status !== "failed" && check?.error && (
            <span className="block text-red-700 [overflow-wrap:anywhere]">{check.error}</span>
          )}
          {check?.feed_url && (
            <span className="block text-xs text-slate-500 [overflow-wrap:anywhere]">Feed read: {check.feed_url}</span>
          )}
        </Detail>
      </dl>
      {check && check.failed_articles.length > 0 && <FailedArticles articles={check.failed_articles} />}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!open) returnFocusToDelete();
          setIsConfirming(open);
        }}
        title={MONITOR_MESSAGES.confirmDelete}
        description={`${website.name} will no longer be checked for new articles.`}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </article>
  );
}
