import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";
import { cn } from "@/client/lib/class-names";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
};

const BUTTON = cn(
  "inline-flex h-10 items-center justify-center rounded-md px-4 text-sm font-medium shadow-sm",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
);

/** Asks before an action that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className={description ? "mt-2 text-sm text-slate-600" : "sr-only"}>
            {description ?? title}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={cn(BUTTON, "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50")}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action className={cn(BUTTON, "bg-red-600 text-white hover:bg-red-700")} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
