import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { Pencil, Trash2 } from "lucide-react";
import { toast } from "@/client/components/ui/toast";
import type { Comment } from "@/shared/comments/contracts";
import { COMMENT_DELETE_CONFIRM } from "@/shared/comments/rules";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import { PendingButton } from "@/client/components/ui/pending-button";
import { formatTimeAgo } from "@/client/lib/date-distance";
import { useReturnFocus } from "@/client/lib/use-return-focus";
import { CommentTextarea } from "./comment-textarea";
import { useDeleteComment } from "./use-delete-comment";
import { useUpdateComment } from "./use-update-comment";

type CommentItemProps = {
  comment: Comment;
  now: Date;
  /** Where the focus goes once this comment is gone. */
  onDeleted: () => void;
};

/** One comment (spec §2): avatar, name, date distance, '(edited)', the text; edit and delete for its author. */
export function CommentItem({ comment, now, onDeleted }: CommentItemProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const update = useUpdateComment(comment.news_item_id);
  const remove = useDeleteComment(comment.news_item_id);
  const isEditing = draft !== null;
  // Leaving edit mode gives the focus back to the Edit button.
  const [editButton, returnFocusToEdit] = useReturnFocus(isEditing);
  const isEdited = comment.updated_at !== comment.created_at;
  const nameId = `${id}-name`;

  function stopEditing() {
    returnFocusToEdit();
    setDraft(null);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null || draft.trim() === "" || update.isPending) return;
    update.mutate(
      { id: comment.id, content: draft.trim() },
      {
        onSuccess: () => {
          toast.success("Comment updated");
          stopEditing();
        },
      },
    );
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      stopEditing();
    }
  }

  function confirmDelete() {
    remove.mutate(comment.id, {
      onSuccess: () => {
        toast.success("Comment deleted");
        onDeleted();
      },
    });
  }

  return (
    <article aria-labelledby={nameId} className="flex gap-3 py-4">
      <div
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-100 text-sm font-semibold text-teal-800"
      >
        {comment.author.initials}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span id={nameId} className="font-medium break-all text-slate-900">
            {comment.author.display_name}
          </span>
          <time dateTime={comment.created_at} title={new Date(comment.created_at).toLocaleString()} className="text-slate-500">
            {formatTimeAgo(comment.created_at, now)}
          </time>
          {isEdited && (
            <span className="text-xs text-slate-500" title={`Edited ${formatTimeAgo(comment.updated_at, now)}`}>
              (edited)
            </span>
          )}
        </div>
        {isEditing ? (
          <form onSubmit={save} onKeyDown={cancelOnEscape} className="space-y-2 pt-1">
            <CommentTextarea
              id={`${id}-edit`}
              label="Edit comment"
              isLabelHidden
              value={draft}
              onValueChange={setDraft}
              rows={3}
              autoFocus
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" size="sm" onClick={stopEditing} disabled={update.isPending}>
                Cancel
              </Button>
              <PendingButton type="submit" size="sm" disabled={draft.trim() === ""} isPending={update.isPending}>
                Save
              </PendingButton>
            </div>
          </form>
        ) : (
          <p className="text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]">{comment.content}</p>
        )}
        {comment.is_own && !isEditing && (
          <div className="flex gap-1 pt-1">
            <Button ref={editButton} variant="ghost" size="sm" className="-ml-3" onClick={() => setDraft(comment.content)}>
              <Pencil aria-hidden />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setIsConfirming(true)}
              disabled={remove.isPending}
            >
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={COMMENT_DELETE_CONFIRM}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </article>
  );
}
