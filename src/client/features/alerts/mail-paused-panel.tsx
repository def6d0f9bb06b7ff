import { useId } from "react";
import { MailWarning } from "lucide-react";
import type { ListAlertsResponse } from "@/shared/alerts/contracts";
import { PendingButton } from "@/client/components/ui/pending-button";
import { toast } from "@/client/components/ui/toast";
import { useUpdateAlertSettings } from "./use-update-alert-settings";

/**
 * Shown while a bounce keeps the account's alert e-mail paused: why, in the mail server's words,
 * and Resume e-mail for when the address works again.
 */
export function MailPausedPanel({ mail }: { mail: ListAlertsResponse["mail"] }) {
  const headingId = useId();
  const resume = useUpdateAlertSettings();
  return (
    <section aria-labelledby={headingId} className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:p-5">
      <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-2">
        <h2 id={headingId} className="font-semibold">
          E-mail alerts are paused because messages to your address could not be delivered.
        </h2>
        {mail.reason && <p className="[overflow-wrap:anywhere]">{mail.reason}</p>}
        <PendingButton
          variant="outline"
          size="sm"
          isPending={resume.isPending}
          onClick={() => resume.mutate({ resume_mail: true }, { onSuccess: () => toast.success("E-mail alerts resumed.") })}
        >
          Resume e-mail
        </PendingButton>
      </div>
    </section>
  );
}
