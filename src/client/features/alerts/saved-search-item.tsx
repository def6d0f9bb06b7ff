import { lazy, Suspense, useId, useState } from "react";
import { Newspaper, Pause, Pencil, Play, RefreshCw, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { SavedSearch } from "@/shared/alerts/contracts";
import { ALERT_FREQUENCY_LABELS, ALERT_LIMITS } from "@/shared/alerts/rules";
import { plural } from "@/shared/plural";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { Detail } from "@/client/components/ui/detail";
import { Spinner } from "@/client/components/ui/spinner";
import { toast } from "@/client/components/ui/toast";
import { formatTimeAgo } from "@/client/lib/date-distance";
import { useReturnFocus } from "@/client/lib/use-return-focus";
import { CopyFeedButton } from "./copy-feed-button";
import { SavedSearchQuery } from "./saved-search-query";
import { useDeleteAlert } from "./use-delete-alert";
import { useRenewFeed } from "./use-renew-feed";
import { useUpdateAlert } from "./use-update-alert";

const EditAlertDialog = lazy(async () => ({ default: (await import("./edit-alert-dialog")).EditAlertDialog }));

const RENEW_FEED_WARNING =
  "The feed gets a new private address. The old address stops working at once: a reader that follows it must be given the new one.";

type SavedSearchItemProps = {
  alert: SavedSearch;
  now: Date;
  /** Where the focus goes once this saved search is gone. */
  onDeleted: () => void;
};

/** One saved search on /alerts: what it looks for, its e-mail, and what can be done with it (issue 19 §1). */
export function SavedSearchItem({ alert, now, onDeleted }: SavedSearchItemProps) {
  const nameId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isConfirmingRenew, setIsConfirmingRenew] = useState(false);
  // The dialogs have no trigger of their own: closing one gives the focus back to its button.
  const [editButton, returnFocusToEdit] = useReturnFocus(isEditing);
  const [deleteButton, returnFocusToDelete] = useReturnFocus(isConfirmingDelete);
  const [renewButton, returnFocusToRenew] = useReturnFocus(isConfirmingRenew);
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const renew = useRenewFeed();

  function togglePaused() {
    update.mutate(
      { id: alert.id, changes: { paused: !alert.paused } },
      { onSuccess: (updated) => toast.success(updated.paused ? `“${updated.name}” is paused.` : `“${updated.name}” is resumed.`) },
    );
  }

  function confirmDelete() {
    remove.mutate(alert.id, {
      onSuccess: () => {
        toast.success("Saved search deleted.");
        onDeleted();
      },
    });
  }

  function confirmRenew() {
    renew.mutate(alert.id, { onSuccess: () => toast.success("The feed has a new address. Copy it into your reader.") });
  }

  return (
    <article aria-labelledby={nameId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={nameId} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
            {alert.name}
          </h3>
          {alert.paused && <Badge variant="amber">Paused</Badge>}
        </div>
        <SavedSearchQuery query={alert.query} label={`${alert.name} looks for`} />
      </div>
      <dl className="grid gap-x-6 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-3">
        <Detail label="Email">{ALERT_FREQUENCY_LABELS[alert.frequency]}</Detail>
        <Detail label="Last sent">
          {alert.last_sent_at ? (
            <time dateTime={alert.last_sent_at} title={new Date(alert.last_sent_at).toLocaleString()}>
              {formatTimeAgo(alert.last_sent_at, now)}
            </time>
          ) : (
            <span className="text-slate-500">Never</span>
          )}
        </Detail>
        <Detail label="Matches">
          {plural(alert.recent_matches, "item")} in the last {plural(ALERT_LIMITS.recentDays, "day")}
        </Detail>
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <Button asChild variant="outline" size="sm">
          <Link to={alert.news_path}>
            <Newspaper aria-hidden />
            Open in News
            <span className="sr-only"> {alert.name}</span>
          </Link>
        </Button>
        <Button ref={editButton} variant="outline" size="sm" onClick={() => setIsEditing(true)}>
          <Pencil aria-hidden />
          Edit
          <span className="sr-only"> {alert.name}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={togglePaused} disabled={update.isPending}>
          {update.isPending ? <Spinner label={null} /> : alert.paused ? <Play aria-hidden /> : <Pause aria-hidden />}
          {alert.paused ? "Resume" : "Pause"}
          <span className="sr-only"> {alert.name}</span>
        </Button>
        <CopyFeedButton feedPath={alert.feed_path} name={alert.name} />
        <Button ref={renewButton} variant="outline" size="sm" onClick={() => setIsConfirmingRenew(true)} disabled={renew.isPending}>
          {renew.isPending ? <Spinner label={null} /> : <RefreshCw aria-hidden />}
          New feed URL
          <span className="sr-only"> {alert.name}</span>
        </Button>
        <Button
          ref={deleteButton}
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setIsConfirmingDelete(true)}
          disabled={remove.isPending}
        >
          {remove.isPending ? <Spinner label={null} /> : <Trash2 aria-hidden />}
          Delete
          <span className="sr-only"> {alert.name}</span>
        </Button>
      </div>
      {isEditing && (
        <Suspense fallback={null}>
          <EditAlertDialog
            alert={alert}
            onClose={() => {
              returnFocusToEdit();
              setIsEditing(false);
            }}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={isConfirmingRenew}
        onOpenChange={(open) => {
          if (!open) returnFocusToRenew();
          setIsConfirmingRenew(open);
        }}
        title="Give the feed a new address?"
        description={RENEW_FEED_WARNING}
        confirmLabel="New feed URL"
        onConfirm={confirmRenew}
      />
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={(open) => {
          if (!open) returnFocusToDelete();
          setIsConfirmingDelete(open);
        }}
        title={`Delete “${alert.name}”?`}
        description="Its e-mails stop and its private feed stops working."
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </article>
  );
}
