import type { SavedSearch } from "@/shared/alerts/contracts";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/client/components/ui/dialog";
import { toast } from "@/client/components/ui/toast";
import { AlertForm } from "./alert-form";
import { useUpdateAlert } from "./use-update-alert";

type EditAlertDialogProps = {
  alert: SavedSearch;
  /** The dialog is shown while mounted; it asks to close through this. */
  onClose: () => void;
};

/** Edit on /alerts: the saved search's name and how often it is e-mailed; its query stays. */
export function EditAlertDialog({ alert, onClose }: EditAlertDialogProps) {
  const update = useUpdateAlert({ handlesErrors: true });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit saved search</DialogTitle>
          <DialogDescription>Rename it or change how often we e-mail its new matches.</DialogDescription>
        </DialogHeader>
        <AlertForm
          label="Edit saved search"
          defaults={{ name: alert.name, frequency: alert.frequency }}
          isSaving={update.isPending}
          save={(changes, { onError }) =>
            update.mutate(
              { id: alert.id, changes },
              {
                onSuccess: () => {
                  toast.success("Saved search updated.");
                  onClose();
                },
                onError,
              },
            )
          }
        />
      </DialogContent>
    </Dialog>
  );
}
