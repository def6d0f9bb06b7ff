import type { AlertFrequency } from "@/shared/alerts/rules";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { Spinner } from "@/client/components/ui/spinner";
import { useGetEntity } from "../entities/use-get-entity";
import { AlertForm, type AlertFormInput } from "./alert-form";
import { alertQueryOf, suggestedSearchName, type FeedSearch } from "./feed-search";
import { useCreateAlert } from "./use-create-alert";
import { useListAlerts } from "./use-list-alerts";

// The server's own default when the account has none yet (issue 19 §1).
const FALLBACK_FREQUENCY: AlertFrequency = "daily";

type SaveSearchDialogProps = {
  search: FeedSearch;
  /** The dialog is shown while mounted; it asks to close through these. */
  onClose: () => void;
  onSaved: () => void;
};

/**
 * Save search on /news: a name (suggested from the search) and how often to e-mail, which starts
 * at the account's default. Loaded when its button is pressed (save-search-button.tsx).
 */
export function SaveSearchDialog({ search, onClose, onSaved }: SaveSearchDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save search</DialogTitle>
          <DialogDescription>We e-mail you new items that match it, and it gets a private feed for your reader.</DialogDescription>
        </DialogHeader>
        <SaveSearchLoader search={search} onSaved={onSaved} />
      </DialogContent>
    </Dialog>
  );
}

/** Waits for the account's default frequency and the entity's name, which the form starts with. */
function SaveSearchLoader({ search, onSaved }: { search: FeedSearch; onSaved: () => void }) {
  const list = useListAlerts();
  const hasEntity = search.entity !== "";
  const entity = useGetEntity(search.entity, hasEntity);
  if (list.isPending || (hasEntity && entity.isPending)) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-slate-600">
        <Spinner label={null} /> Loading...
      </p>
    );
  }
  const defaults: AlertFormInput = {
    name: suggestedSearchName(search, entity.data?.name),
    // Without the list (an error), the server's message comes with Save.
    frequency: list.data?.settings.default_frequency ?? FALLBACK_FREQUENCY,
  };
  return <SaveSearchForm search={search} defaults={defaults} onSaved={onSaved} />;
}

type SaveSearchFormProps = { search: FeedSearch; defaults: AlertFormInput; onSaved: () => void };

function SaveSearchForm({ search, defaults, onSaved }: SaveSearchFormProps) {
  const create = useCreateAlert({ handlesErrors: true });
  return (
    <AlertForm
      label="Save search"
      defaults={defaults}
      isSaving={create.isPending}
      save={(values, { onError }) => create.mutate({ ...values, query: alertQueryOf(search) }, { onSuccess: onSaved, onError })}
    />
  );
}
