import { useState } from "react";
import { toast } from "@/client/components/ui/toast";
import { NEWS_STATUSES, type NewsItem, type NewsStatus, type UpdateNewsRequest } from "@/shared/news/contracts";
import { Alert } from "@/client/components/ui/alert";
import { Button } from "@/client/components/ui/button";
import { ConfirmDialog } from "@/client/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import { Select } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { isApiError } from "@/client/lib/api";
import { NewsDraftFields } from "./news-draft-fields";
import { draftEntities, toDraft, type NewsDraft } from "./news-draft";
import { errorMessage } from "./news-errors";
import { engineLine, htmlToText } from "./news-format";
import { useDeleteNews } from "./use-delete-news";
import { useGetNewsToEdit } from "./use-get-news";
import { usePublishNews } from "./use-publish-news";
import { useUpdateNews } from "./use-update-news";

const STATUS_OPTIONS = NEWS_STATUSES.map((status) => ({
  value: status,
  label: status === "pending" ? "Pending" : "Published",
}));

type EditNewsDialogProps = {
  /** The item being edited; `null` closes the dialog. */
  itemId: string | null;
  onClose: () => void;
  onPublished: () => void;
};

/** 'Edit News Item' (spec §2 /review): save, publish, move to pending, delete. */
export function EditNewsDialog({ itemId, onClose, onPublished }: EditNewsDialogProps) {
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Edit News Item</DialogTitle>
          <DialogDescription>Change the title, summary, tags, entities or status, then save or publish.</DialogDescription>
        </DialogHeader>
        {itemId && <EditNewsLoader id={itemId} onClose={onClose} onPublished={onPublished} />}
      </DialogContent>
    </Dialog>
  );
}

function EditNewsLoader({ id, onClose, onPublished }: { id: string; onClose: () => void; onPublished: () => void }) {
  const news = useGetNewsToEdit(id);
  if (news.isPending) {
    return (
      <p className="flex items-center gap-2 py-10 text-sm text-slate-600">
        <Spinner label={null} /> Loading...
      </p>
    );
  }
  if (news.isError) return <Alert variant="destructive">{errorMessage(news.error, "Failed to load items")}</Alert>;
  // A reload starts the form again from what is stored.
  return (
    <EditNewsForm
      key={news.dataUpdatedAt}
      item={news.data}
      onClose={onClose}
      onPublished={onPublished}
      onReload={() => void news.refetch()}
      isReloading={news.isFetching}
    />
  );
}

/** What the form was opened with, or last saved: the version a save starts from (issue 15 §6). */
type Base = { draft: NewsDraft; version: number };

const baseOf = (item: NewsItem): Base => ({ draft: toDraft(item), version: item.version });

function toRequest(draft: NewsDraft, status: NewsStatus, base: Base): UpdateNewsRequest {
  return {
    title: draft.title.trim(),
    summary_en: draft.summaryHtml,
    tags: draft.tags,
    entities: draftEntities(draft),
    status,
    version: base.version,
  };
}

type EditNewsFormProps = {
  item: NewsItem;
  onClose: () => void;
  onPublished: () => void;
  onReload: () => void;
  isReloading: boolean;
};

function EditNewsForm({ item, onClose, onPublished, onReload, isReloading }: EditNewsFormProps) {
  const [base, setBase] = useState(() => baseOf(item));
  const [draft, setDraft] = useState(base.draft);
  const [status, setStatus] = useState<NewsStatus>(item.status);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const save = useUpdateNews("Failed to save");
  const changeStatus = useUpdateNews("Failed to change status");
  const publish = usePublishNews();
  const remove = useDeleteNews();

  const isBusy = save.isPending || changeStatus.isPending || publish.isPending || remove.isPending || isReloading;
  const isComplete = draft.title.trim() !== "" && htmlToText(draft.summaryHtml) !== "";
  const isDirty = JSON.stringify(draft) !== JSON.stringify(base.draft);
  const isConflict = [save, changeStatus, publish].some((mutation) => isApiError(mutation.error, "conflict"));

  function handleSave() {
    save.mutate(
      { id: item.id, changes: toRequest(draft, status, base) },
      {
        onSuccess: () => {
          toast.success("Changes saved successfully");
          onClose();
        },
      },
    );
  }

  function handlePublish() {
    publish.mutate(
      {
        id: item.id,
        changes: isDirty ? toRequest(draft, item.status, base) : undefined,
        onSaved: (saved) => setBase(baseOf(saved)),
      },
      {
        onSuccess: () => {
          toast.success("Item published successfully");
          onPublished();
          onClose();
        },
      },
    );
  }

  function handleMoveToPending() {
    changeStatus.mutate(
      { id: item.id, changes: toRequest(draft, "pending", base) },
      {
        onSuccess: () => {
          toast.success("Status changed to pending");
          onClose();
        },
      },
    );
  }

  function handleDelete() {
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success("Item deleted successfully");
        onClose();
      },
    });
  }

  return (
    <>
      <p className="-mt-2 mb-4 text-xs text-slate-500">{engineLine(item.engine, item.model)}</p>
      <NewsDraftFields draft={draft} onChange={setDraft} editorKey={item.id} isDisabled={isBusy} />
      <div className="mt-5 max-w-xs space-y-1.5">
        <Label htmlFor="edit-news-status">Status</Label>
        <Select
          id="edit-news-status"
          options={STATUS_OPTIONS}
          value={status}
          onValueChange={(value) => setStatus(value === "published" ? "published" : "pending")}
          placeholder="Status"
          disabled={isBusy}
        />
      </div>
      {isConflict && (
        <Alert variant="destructive" title="Someone else saved this item in the meantime" className="mt-5">
          <p>
            Your changes are still in the form, not saved. Reload to see the saved version; it replaces what is in
            the form, so copy anything you want to keep first.
          </p>
          <Button size="sm" variant="outline" className="mt-2" onClick={onReload} disabled={isReloading}>
            {isReloading && <Spinner label={null} />}
            Reload saved version
          </Button>
        </Alert>
      )}
      <DialogFooter align="between">
        <Button variant="destructive" onClick={() => setConfirmingDelete(true)} disabled={isBusy}>
          {remove.isPending && <Spinner label={null} />}
          Delete
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          {item.status === "published" && (
            <Button variant="outline" onClick={handleMoveToPending} disabled={isBusy || !isComplete}>
              {changeStatus.isPending && <Spinner label={null} />}
              Move to Pending
            </Button>
          )}
          {item.status === "pending" && (
            <Button variant="outline" onClick={handlePublish} disabled={isBusy || !isComplete}>
              {publish.isPending && <Spinner label={null} />}
              {publish.isPending ? "Publishing..." : "Publish"}
            </Button>
          )}
          <Button onClick={handleSave} disabled={isBusy || !isComplete}>
            {save.isPending && <Spinner label={null} />}
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </DialogFooter>
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Move this item to trash?"
        description="The item is deleted for good; this cannot be undone."
        confirmLabel="Delete"
        onConfirm={handleDelete}
      />
    </>
  );
}
